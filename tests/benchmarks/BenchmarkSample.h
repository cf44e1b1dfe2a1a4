#pragma once

#include <cstdint>

namespace schedlab {

// What one isolated run of one policy measured.
struct BenchmarkSample {
    std::int64_t jobs = 0;
    double wallSeconds = 0;           // reading the trace (.gz included) + simulating
    double loadSeconds = 0;           // the reading part alone
    double processCpuSeconds = 0;     // user + system CPU of the whole child process
    double schedulerCpuSeconds = 0;   // CPU time inside the policy (engine's count)
    double peakResidentBytes = 0;     // ru_maxrss of the child process
};

}  // namespace schedlab
