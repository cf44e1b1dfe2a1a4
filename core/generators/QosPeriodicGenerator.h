#pragma once

#include "generators/GeneratorParameters.h"
#include "parameters/ParameterSchema.h"
#include "workload/Job.h"
#include "workload/Workload.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// The periodic users of Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007),
// §2.3.2 (experiment F3, Tables 4-5) and §3.3 (F4 and its variants):
// - user u (1-based) submits one-CPU tasks of a fixed size w_u MI (written
//   as the run time on a 1 MIPS machine; the estimate is the run time) at a
//   fixed inter-arrival g_u seconds, its first task at t = 0 (D5.2 gives no
//   phase; starting every user at once is the most demanding choice and the
//   one a reader can check by hand);
// - every user submits while t < horizon x g_1: the run lasts `horizon`
//   tasks of user 1 (the deliverable leaves the run length open);
// - a soft deadline `deadline` seconds after submission (110 s in F3; one
//   per user in F4, each guaranteed user's delay bound),
//   `data` bytes of input and of output (1000);
// - optional jitter of the inter-arrival (§3.3: Un.5, Un.20, Un.50 uniform
//   within +-5, 20, 50 %, Mixed -50 % .. +20 %), and exponential sizes of
//   mean scale x w_u (§3.3: S0, S-10, S-30 with scale 1, 0.9, 0.7) for the
//   gs users when classes are given, for every user otherwise.
// The job count follows from the gaps and the horizon. Each user draws its
// gaps and its sizes from two sub-streams of the seed of its own, so the
// arrivals are the same whatever the size distribution. Without jitter and
// with fixed sizes the workload does not depend on the seed.
class QosPeriodicGenerator {
public:
    static constexpr const char* kName = "qos-periodic";
    static constexpr const char* kSizes = "sizes";
    static constexpr const char* kGaps = "gaps";
    static constexpr const char* kClasses = "classes";
    static constexpr const char* kDeadline = "deadline";
    static constexpr const char* kData = "data";
    static constexpr const char* kHorizon = "horizon";
    static constexpr const char* kStops = "stops";
    static constexpr const char* kJitter = "jitter";
    static constexpr const char* kSizeDistribution = "size-dist";
    static constexpr const char* kSizeScale = "size-scale";

    enum class Jitter { None, Uniform5, Uniform20, Uniform50, Mixed };
    enum class SizeDistribution { Fixed, Exponential };

    // Experiment F3 of D5.2 §2.3.2: U1 .. U5 (U4's gap is the one varied).
    static constexpr std::array<double, 5> kDefaultSizes
        = { 419'900'000, 71'383'000, 419'900, 209'950'000, 2'099'500'000 };
    static constexpr std::array<double, 5> kDefaultGaps = { 546, 3278, 6010, 5464, 5464 };
    static constexpr double kDefaultDeadline = 110; // s after submission
    static constexpr std::int64_t kDefaultData = 1000; // bytes, input and output each
    static constexpr std::size_t kDefaultHorizon = 100; // tasks of user 1
    static constexpr double kLargestSize = 1e10; // MI; in microseconds still far from int64's end
    static constexpr double kLongestGap = 1e8; // s
    static constexpr double kLongestDeadline = 1e8; // s
    static constexpr double kLargestSizeScale = 10;
    static constexpr const char* kDefaultTick = "1ms";

    struct Settings {
        std::vector<double> sizes { kDefaultSizes.begin(), kDefaultSizes.end() }; // MI per user
        std::vector<double> gaps { kDefaultGaps.begin(), kDefaultGaps.end() }; // s per user
        std::vector<ServiceClass> classes; // one per user, or empty
        std::vector<double> deadlines { kDefaultDeadline }; // s: one for all users, or one per user
        std::vector<double> stops; // s, one per user: it submits nothing from then on; empty: none stops early
        DeadlineKind deadlineKind = DeadlineKind::Soft;
        std::int64_t data = kDefaultData;
        std::size_t horizon = kDefaultHorizon;
        Jitter jitter = Jitter::None;
        SizeDistribution sizeDistribution = SizeDistribution::Fixed;
        double sizeScale = 1;
        std::uint64_t seed = GeneratorParameters::kDefaultSeed;
        std::int64_t ticksPerSecond = 1000;
    };

    explicit QosPeriodicGenerator(const Settings& settings);

    [[nodiscard]] Workload generate(std::stop_token stop = {}) const;
    [[nodiscard]] const Settings& settings() const { return m_settings; }
    // horizon x g_1 in seconds: every user submits while t is below it.
    [[nodiscard]] double horizonSeconds() const;
    // The smallest and largest factor jitter multiplies a gap by.
    [[nodiscard]] static std::pair<double, double> jitterRange(Jitter jitter);

    [[nodiscard]] static const std::vector<std::string>& jitterNames();
    [[nodiscard]] static const std::vector<std::string>& sizeDistributionNames();
    [[nodiscard]] static ParameterSchema info();
    [[nodiscard]] static Settings settingsFrom(const ParameterValues& values);

private:
    // Whether user u's sizes are drawn (size-dist exp applies to it).
    [[nodiscard]] bool drawsSizes(std::size_t user) const;
    // The most tasks the settings can give (every gap at its shortest).
    [[nodiscard]] double mostTasks() const;

    Settings m_settings;
};

} // namespace schedlab
