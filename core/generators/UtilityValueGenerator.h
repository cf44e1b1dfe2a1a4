#pragma once

#include "generators/GeneratorParameters.h"
#include "parameters/ParameterSchema.h"
#include "workload/Workload.h"

#include <cstddef>
#include <cstdint>
#include <stop_token>

namespace schedlab {

// The task sets of Vanderster (2008), ch. 7 (Table 7.2, the fault-tolerance
// experiments): n one-processor tasks, by default all submitted at time 0,
// reference length L_i ~ U[0, 86,400] s (at least one tick) and credit
// v ~ U[0, L_i] drawn per task (the job's value). Fault probabilities and
// fault-tolerance options belong to the platform and the policy, not here.
class UtilityValueGenerator {
public:
    static constexpr const char* kName = "utility-values";
    static constexpr const char* kMeanInterArrival = "mean-interarrival";
    static constexpr const char* kMaxLength = "max-length";

    static constexpr std::size_t kDefaultJobs = 160; // one of the thesis's n = 10 .. 640
    static constexpr double kDefaultMaxLength = 86'400; // a day
    static constexpr double kLongestLength = 1e8;
    static constexpr double kLongestInterArrival = 1e6;
    static constexpr const char* kDefaultTick = "1s";

    struct Settings {
        std::size_t jobs = kDefaultJobs;
        std::uint64_t seed = GeneratorParameters::kDefaultSeed;
        double meanInterArrival = 0; // seconds; 0: every task at time 0, as in the thesis
        double maxLength = kDefaultMaxLength;
        std::int64_t ticksPerSecond = 1;
    };

    explicit UtilityValueGenerator(const Settings& settings);

    [[nodiscard]] Workload generate(std::stop_token stop = {}) const;
    [[nodiscard]] const Settings& settings() const { return m_settings; }

    [[nodiscard]] static ParameterSchema info();
    [[nodiscard]] static Settings settingsFrom(const ParameterValues& values);

private:
    Settings m_settings;
};

} // namespace schedlab
