#pragma once

#include "BenchmarkSample.h"

#include <string>

namespace schedlab {

// Runs one policy on one trace in a fresh child process (fork), so that the
// peak memory reported by the kernel belongs to that run alone and no run
// warms caches or allocators for the next.
class IsolatedRun {
public:
    // Throws std::runtime_error with the child's message if it failed.
    [[nodiscard]] static BenchmarkSample measure(const std::string& tracePath,
                                                 const std::string& platform,
                                                 const std::string& policy);

private:
    // Child side: loads, simulates, writes the figures to `fd`, never returns.
    [[noreturn]] static void runChild(int fd, const std::string& tracePath,
                                      const std::string& platform, const std::string& policy);
};

}  // namespace schedlab
