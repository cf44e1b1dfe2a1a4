#pragma once

#include "parameters/ParameterSpec.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// One run of the variants of the max-min fair share experiment of
// Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2.1.10, Figs 8-13:
// the schemes of F1 (QosScenario::schemes(Fairness)) on F1's workload with
// one thing changed:
//   Deadline    the deadline spread sigma_D = mu_D instead of 0.01 mu_D, at
//               each load rho (the setting), against the experiment's own;
//   Work        the work spread sigma_w / mu_w (the setting) at rho = 1.25;
//   Processors  M processors (the setting) at rho = 1.5, with the tasks
//               scaled: groups of M / 2 tasks and M / 500 times the tasks,
//               so each task asks what it asks on 500 processors;
//   Capacity    the capacities' distribution (the setting, a
//               PhosphorusF1Platforms distribution) at rho = 1.5.
// Where the setting is F1's own (sigma_D = 0.01 mu_D, sigma_w = 0.1 mu_w,
// 500 processors, narrow capacities) the run is F1's run, trace and
// platform alike, so the qos-f1 study and this one share it.
struct QosF1Variant {
    enum class Family { Deadline, Work, Processors, Capacity };

    Family family = Family::Deadline;
    std::string setting;         // see above
    bool wideDeadlines = false;  // Deadline only: sigma_D = mu_D
    std::size_t scheme = 0;      // index into QosScenario::schemes(Fairness)
    std::size_t jobs = 0;        // tasks on 500 processors (Processors scales them)
    std::uint64_t seed = 1;

    [[nodiscard]] static const std::vector<Family>& families();
    // The settings of a family, F1's own among them, in table order.
    [[nodiscard]] static std::vector<std::string> settings(Family family, bool quick);
    // "rho ", "sigma_w/mu_w ", "M ", "": what heads a family's columns.
    [[nodiscard]] static std::string settingHeader(Family family);
    // The load rho a family runs at ("" for Deadline: the setting is the load).
    [[nodiscard]] static std::string fixedLoad(Family family);

    [[nodiscard]] std::string trace() const;
    [[nodiscard]] std::string platform() const;
    [[nodiscard]] ParameterValues parameters() const;
    // The tasks this run has: `jobs`, scaled for Processors.
    [[nodiscard]] std::size_t tasks() const;
    [[nodiscard]] std::string label() const;  // "deadline spread 1 · load 0.5 · 5000 tasks · seed 1"
    // The table row: the scheme, and for Deadline the spread ("MMFS, sigma_D = mu_D").
    [[nodiscard]] std::string rowLabel() const;
};

}  // namespace schedlab
