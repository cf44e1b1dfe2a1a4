#pragma once

#include "reproduction/Measurement.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// What the report says about the runs behind it.
struct ReproductionRunInfo {
    std::string title = "SchedLab reproduction report";
    std::string when;                             // as the caller wants it shown, e.g. "2024-05-01 14:03 UTC"
    double durationSeconds = Measurement::kNone;  // how long the runs took; NaN: not shown
    // How many runs were simulated now and how many were found in the run
    // store, so a quick second report is not mistaken for the cost of the runs.
    std::int64_t runsSimulated = -1;  // -1: not shown
    std::int64_t runsStored = 0;
    bool quick = false;                           // the reduced study (see StudyOptions::quick)
    std::uint64_t seed = 1;                       // of the generated workloads
    std::vector<std::string> workloadNotes;       // weights, job counts, extracts used...
};

}  // namespace schedlab
