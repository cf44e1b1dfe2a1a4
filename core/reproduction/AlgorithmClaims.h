#pragma once

#include "reproduction/ClaimOutcome.h"

#include <span>
#include <string>

namespace schedlab {

struct StoredRun;

// The text claims of Yahyapour (2002), §2.8.4 (C2.1-C2.15), judged on the
// algorithms-256 runs, the runs of Tables 2.4-2.7: unweighted claims on the
// ART of the weight=unit runs, weighted ones on sum w (t - r) / n of the
// weight=area runs; CTC with the log's estimates unless the claim names
// exact run times or the probabilistic workload.
class AlgorithmClaims {
public:
    static void evaluate(std::span<const StoredRun> runs, const std::string& missingReason, ClaimOutcomes& out);
};

}  // namespace schedlab
