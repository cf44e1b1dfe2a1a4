#pragma once

#include "parameters/ParameterSpec.h"

#include <cstddef>
#include <cstdint>
#include <string>

namespace schedlab {

// The parameters every workload generator shares (job count and seed), with
// their limits, so the CLI, the GUI form and the presets check the same
// ranges. Seeds stop at 2^31 - 1 because the GUI edits them in a spin box.
class GeneratorParameters {
public:
    static constexpr std::size_t kDefaultJobs = 50'000;   // the thesis generated 50,000 jobs
    static constexpr std::size_t kMinJobs = 1;
    // About 0.5 GB of jobs; more is not a workload anyone simulates here.
    static constexpr std::size_t kMaxJobs = 2'000'000;
    static constexpr std::uint64_t kDefaultSeed = 1;
    static constexpr std::uint64_t kMaxSeed = 2'147'483'647;
    // Machines larger than this are not single machines the spec studies.
    static constexpr std::int32_t kMaxNodes = 1 << 20;

    static constexpr const char* kJobs = "jobs";
    static constexpr const char* kSeed = "seed";

    [[nodiscard]] static ParameterSpec jobsSpec();
    [[nodiscard]] static ParameterSpec seedSpec();

    // Throws ConfigurationError "<generator>: <name> must be from MIN to MAX, got V".
    static void requireRange(const std::string& generator, const std::string& name, long long value,
                             long long minimum, long long maximum);
    // The checks of jobs and seed every generator makes.
    static void requireJobsAndSeed(const std::string& generator, std::size_t jobs, std::uint64_t seed);

    // Typed values of already checked parameters (see Parameters).
    [[nodiscard]] static std::size_t jobs(const Parameters& values);
    [[nodiscard]] static std::uint64_t seed(const Parameters& values);
};

}  // namespace schedlab
