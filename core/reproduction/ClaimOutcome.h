#pragma once

#include "reproduction/Verdict.h"

#include <map>
#include <string>

namespace schedlab {

// How SchedLab's runs judge one text claim.
struct ClaimOutcome {
    Verdict verdict = Verdict::NotRun;
    // The numbers behind the verdict; for NOT RUN, which runs are missing and why.
    std::string observed;
};

// By claim id ("C2.1").
using ClaimOutcomes = std::map<std::string, ClaimOutcome>;

}  // namespace schedlab
