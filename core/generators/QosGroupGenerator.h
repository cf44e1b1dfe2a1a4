#pragma once

#include "generators/GeneratorParameters.h"
#include "parameters/ParameterSchema.h"
#include "workload/Job.h"
#include "workload/Workload.h"

#include <cstddef>
#include <cstdint>
#include <stop_token>

namespace schedlab {

// The batch-Poisson task groups of Phosphorus D5.2 (2007), sec. 2.1.10 (the
// max-min fair share experiments): tasks arrive in groups, the groups as a
// Poisson process.
// - N tasks per window Xi in beta groups of G tasks (defaults 10 x 250 =
//   2,500), 50,000 tasks in all; mean gap between groups Xi / beta with
//   Xi = rho * E{D - delta} = rho * mu_D (no input delay, delta = 0; the
//   printed beta * Xi contradicts "N tasks within Xi").
// - Relative deadline D ~ N(mu_D, 0.01 mu_D), mu_D = 100 s; absolute
//   deadline = submission + D.
// - Work w ~ N(mu_w, 0.1 mu_w) MI with mu_w chosen for the load
//   rho = sum(X_i) / C, X_i = w_i / D_i (eq. 10): mu_w = rho * C * mu_D / N,
//   C the total capacity (500 processors of 1 MIPS).
// Normal draws are redrawn while not positive. One-CPU tasks; times count
// milliseconds (20 MI tasks at the default load).
class QosGroupGenerator {
public:
    static constexpr const char* kName = "qos-groups";
    static constexpr const char* kLoad = "load";
    static constexpr const char* kGroupSize = "group-size";
    static constexpr const char* kGroupsPerWindow = "groups-per-window";
    static constexpr const char* kCapacity = "capacity";
    static constexpr const char* kMeanDeadline = "mean-deadline";
    static constexpr const char* kDeadlineSpread = "deadline-spread";
    static constexpr const char* kWorkSpread = "work-spread";

    static constexpr std::size_t kDefaultJobs = 50'000;
    static constexpr double kDefaultLoad = 1;
    static constexpr double kLargestLoad = 1000;
    static constexpr std::size_t kDefaultGroupSize = 250;
    static constexpr std::size_t kDefaultGroupsPerWindow = 10;
    static constexpr std::size_t kLargestGroupCount = 1'000'000;
    static constexpr double kDefaultCapacity = 500; // 500 processors, mu = 1 MIPS
    static constexpr double kLargestCapacity = 1e9;
    static constexpr double kDefaultMeanDeadline = 100;
    static constexpr double kLongestMeanDeadline = 1e7;
    static constexpr double kDefaultDeadlineSpread = 0.01;
    static constexpr double kDefaultWorkSpread = 0.1;
    // A standard deviation of ten means leaves little of a normal above 0.
    static constexpr double kLargestSpread = 10;
    static constexpr const char* kDefaultTick = "1ms";

    struct Settings {
        std::size_t jobs = kDefaultJobs;
        std::uint64_t seed = GeneratorParameters::kDefaultSeed;
        double load = kDefaultLoad; // rho
        std::size_t groupSize = kDefaultGroupSize;
        std::size_t groupsPerWindow = kDefaultGroupsPerWindow; // beta
        double capacity = kDefaultCapacity; // C, MIPS
        double meanDeadline = kDefaultMeanDeadline; // mu_D, s
        double deadlineSpread = kDefaultDeadlineSpread; // sigma_D / mu_D
        double workSpread = kDefaultWorkSpread; // sigma_w / mu_w
        DeadlineKind deadlineKind = DeadlineKind::Soft;
        std::int64_t ticksPerSecond = 1000;
    };

    explicit QosGroupGenerator(const Settings& settings);

    [[nodiscard]] Workload generate(std::stop_token stop = {}) const;
    [[nodiscard]] const Settings& settings() const { return m_settings; }
    // mu_w in MI and the mean gap between groups in seconds.
    [[nodiscard]] double meanWork() const;
    [[nodiscard]] double meanGroupGap() const;

    [[nodiscard]] static ParameterSchema info();
    [[nodiscard]] static Settings settingsFrom(const ParameterValues& values);

private:
    Settings m_settings;
};

} // namespace schedlab
