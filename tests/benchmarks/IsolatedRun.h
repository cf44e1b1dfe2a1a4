#pragma once

#include "BenchmarkSample.h"

#include "parameters/ParameterSpec.h"

#include <string>
#include <vector>

namespace schedlab {

// Runs one policy on one trace in a fresh child process (fork), so that the
// peak memory reported by the kernel belongs to that run alone and no run
// warms caches or allocators for the next.
class IsolatedRun {
public:
    struct Setup {
        std::string tracePath;  // any trace the CLI reads, "generate:..." included
        std::string platform;
        std::string policy;
        ParameterValues parameters = {};
        // WorkloadTransform specs applied in order after reading (grid ones
        // with the platform), e.g. sites:round-robin for grid-local.
        std::vector<std::string> transforms = {};
    };
    // Throws std::runtime_error with the child's message if it failed.
    [[nodiscard]] static BenchmarkSample measure(const Setup& setup);

private:
    // Child side: loads, simulates, writes the figures to `fd`, never returns.
    [[noreturn]] static void runChild(int fd, const Setup& setup);
};

}  // namespace schedlab
