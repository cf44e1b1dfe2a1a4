#pragma once

#include "reproduction/ClaimOutcome.h"

#include <span>
#include <string>

namespace schedlab {

struct StoredRun;

// The text claims on grid scheduling (C5.1-C5.17: Yahyapour 2002, §5.7.3
// and §5.8), judged on the grid-overhead runs: the four workloads on m128
// with local processing, job sharing and multi-site at p = 0 ... 60 %
// (wide jobs kept whole, and split to the largest machine), against EASY on
// m512. The claims on the other machine configurations and on wide jobs
// split to 64 nodes need runs the report does not make: NOT RUN, with what
// m128 shows where it has a part of the answer.
class MultiSiteClaims {
public:
    static void evaluate(std::span<const StoredRun> runs, const std::string& missingReason, ClaimOutcomes& out);
};

}  // namespace schedlab
