#pragma once

#include "generators/GeneratorParameters.h"
#include "parameters/ParameterSchema.h"
#include "workload/Workload.h"

#include <cstddef>
#include <cstdint>
#include <stop_token>

namespace schedlab {

// The random workload of Vanderster (2008), ch. 4 (experiment 4.1), with the
// credit values of ch. 4 and 5:
// - Poisson arrivals with mean inter-arrival lambda hours (0.64, 1.60, 1.92,
//   6.40 in the thesis; 0: every task at time 0).
// - Single-processor length N_i bimodal: 50 % N(1 d, 12 h), 50 % N(8 d, 2 d),
//   redrawn while not positive.
// - Requested width P uniform over the powers of two up to the largest
//   cluster (32 on the small grid); run time N_i / P.
// - Credit of the widest option v ~ N(10, 4), redrawn below 0.1; the job's
//   value.
// - Options: the widths P, P/2, .., P/2^h (h = 2 halvings, while >= 1), each
//   with run time N_i / width and value v * (width / P)^1.1, on any cluster.
//   The list includes the requested width, so it is complete on its own.
// Times count whole seconds by default (lengths of days).
class UtilityBimodalGenerator {
public:
    static constexpr const char* kName = "utility-bimodal";
    static constexpr const char* kMeanInterArrival = "mean-interarrival";
    static constexpr const char* kShortShare = "short-share";
    static constexpr const char* kShortMean = "short-mean";
    static constexpr const char* kShortSd = "short-sd";
    static constexpr const char* kLongMean = "long-mean";
    static constexpr const char* kLongSd = "long-sd";
    static constexpr const char* kMaxWidth = "max-width";
    static constexpr const char* kHalvings = "halvings";
    static constexpr const char* kCreditMean = "credit-mean";
    static constexpr const char* kCreditSd = "credit-sd";
    static constexpr const char* kCreditMin = "credit-min";
    static constexpr const char* kValueExponent = "value-exponent";

    static constexpr std::size_t kDefaultJobs = 2000;
    static constexpr double kDefaultMeanInterArrival = 1.60; // hours
    static constexpr double kDefaultShortShare = 0.5;
    static constexpr double kDefaultShortMean = 24; // hours: 1 d
    static constexpr double kDefaultShortSd = 12;
    static constexpr double kDefaultLongMean = 192; // hours: 8 d
    static constexpr double kDefaultLongSd = 48; // 2 d
    // A year: longer tasks or gaps are not the thesis's workload, and keep
    // times well inside the native format's 10^10 s.
    static constexpr double kLongestHours = 24 * 365;
    static constexpr std::int32_t kDefaultMaxWidth = 32;
    static constexpr std::int32_t kDefaultHalvings = 2;
    static constexpr std::int32_t kMostHalvings = 20;
    static constexpr double kDefaultCreditMean = 10;
    static constexpr double kDefaultCreditSd = 4;
    static constexpr double kDefaultCreditMin = 0.1;
    static constexpr double kLargestCredit = 1e9;
    static constexpr double kDefaultValueExponent = 1.1;
    static constexpr double kLargestValueExponent = 10;
    static constexpr const char* kDefaultTick = "1s";

    struct Settings {
        std::size_t jobs = kDefaultJobs;
        std::uint64_t seed = GeneratorParameters::kDefaultSeed;
        double meanInterArrival = kDefaultMeanInterArrival; // hours; 0: all at time 0
        double shortShare = kDefaultShortShare;
        double shortMean = kDefaultShortMean; // hours
        double shortSd = kDefaultShortSd;
        double longMean = kDefaultLongMean;
        double longSd = kDefaultLongSd;
        std::int32_t maxWidth = kDefaultMaxWidth;
        std::int32_t halvings = kDefaultHalvings;
        double creditMean = kDefaultCreditMean;
        double creditSd = kDefaultCreditSd;
        double creditMin = kDefaultCreditMin;
        double valueExponent = kDefaultValueExponent; // beta_v
        std::int64_t ticksPerSecond = 1;
    };

    explicit UtilityBimodalGenerator(const Settings& settings);

    [[nodiscard]] Workload generate(std::stop_token stop = {}) const;
    [[nodiscard]] const Settings& settings() const { return m_settings; }

    [[nodiscard]] static ParameterSchema info();
    [[nodiscard]] static Settings settingsFrom(const ParameterValues& values);

private:
    Settings m_settings;
};

} // namespace schedlab
