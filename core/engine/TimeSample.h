#pragma once

#include "model/Types.h"

#include <vector>

namespace schedlab {

// The state of the system at one sampled instant, for live charts.
struct TimeSample {
    Time time = 0;
    int busyNodes = 0;
    int queueLength = 0;      // submitted, not yet started
    int runningJobs = 0;
    std::int64_t completedJobs = 0;
    double awrtSoFar = 0;     // AWRT over jobs completed so far, seconds
    std::vector<int> busyPerMachine;  // empty for single-machine platforms
};

}  // namespace schedlab
