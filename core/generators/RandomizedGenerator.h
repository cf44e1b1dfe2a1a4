#pragma once

#include "generators/GeneratorParameters.h"
#include "parameters/ParameterSchema.h"
#include "workload/Workload.h"

#include <cstddef>
#include <cstdint>
#include <stop_token>

namespace schedlab {

// The randomized workload of Yahyapour (2002), ch. 2: every quantity
// uniform and independent.
// - Inter-arrival: whole seconds 0..maxGap (default 3600 s). No gap exceeds
//   an hour, so every hour from the first submission to the last contains at
//   least one submission ("at least one submission per hour"); 0 lets jobs
//   arrive together, as in real traces.
// - Nodes 1..maxNodes (default 256); estimate 300 s..86,400 s (5 min..24 h);
//   run time 1 s..estimate. All bounds included.
// The same settings and seed give the same workload byte for byte.
class RandomizedGenerator {
public:
    static constexpr const char* kName = "random";
    static constexpr const char* kMaxNodes = "max-nodes";
    static constexpr const char* kMaxGap = "max-gap";

    static constexpr std::int32_t kDefaultMaxNodes = 256;
    static constexpr Time kDefaultMaxGap = 3600;       // one hour
    static constexpr Time kMinEstimate = 5 * 60;       // 5 min
    static constexpr Time kMaxEstimate = 24 * 3600;    // 24 h
    static constexpr Time kMinRunTime = 1;
    // A week between submissions is the longest gap worth offering.
    static constexpr Time kLongestMaxGap = 7 * 24 * 3600;

    struct Settings {
        std::size_t jobs = GeneratorParameters::kDefaultJobs;
        std::uint64_t seed = GeneratorParameters::kDefaultSeed;
        std::int32_t maxNodes = kDefaultMaxNodes;
        Time maxGap = kDefaultMaxGap;
    };

    // Throws ConfigurationError naming a setting out of range.
    explicit RandomizedGenerator(const Settings& settings);

    // `stop`: a request ends generation early and returns the jobs made so
    // far (the GUI's Cancel); the caller knows from the token it asked.
    [[nodiscard]] Workload generate(std::stop_token stop = {}) const;
    [[nodiscard]] const Settings& settings() const { return m_settings; }

    [[nodiscard]] static ParameterSchema info();
    [[nodiscard]] static Settings settingsFrom(const ParameterValues& values);

private:
    Settings m_settings;
};

}  // namespace schedlab
