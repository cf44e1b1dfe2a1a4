#pragma once

#include "reproduction/Verdict.h"

#include <string>

namespace schedlab {

// One text claim in the report, formatted; renderers print it as it is.
struct ReportClaim {
    std::string id;        // "C2.1"
    std::string citation;  // "Yahyapour (2002), §2.8.4"
    std::string claim;
    std::string check;
    std::string observed;  // SchedLab's numbers, or why the claim is NOT RUN
    Verdict verdict = Verdict::NotRun;
};

}  // namespace schedlab
