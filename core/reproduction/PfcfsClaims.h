#pragma once

#include "reproduction/ClaimOutcome.h"

#include <span>
#include <string>

namespace schedlab {

struct StoredRun;

// The text claims on PFCFS (C4.1-C4.11: Yahyapour 2002, §4.2;
// Schwiegelshohn & Yahyapour 1998, §6.2 and §7), judged on the
// pfcfs-months runs: the eleven months July 1996 to May 1997, 128 and 256
// nodes, each run's change in % against FCFS in the same month on the same
// machine (negative = better). "Best" is pfcfs-best128 on 128 nodes and
// pfcfs-best256 on 256. The claims on the start delay and the gang length
// (C4.7-C4.9) need settings no study runs: NOT RUN.
class PfcfsClaims {
public:
    static void evaluate(std::span<const StoredRun> runs, const std::string& missingReason, ClaimOutcomes& out);
};

}  // namespace schedlab
