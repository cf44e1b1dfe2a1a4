#pragma once

#include "parameters/ParameterSpec.h"
#include "run/RunDescription.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace schedlab {

// One run of the QoS studies of Phosphorus D5.2 (Varvarigos, Kokkinos et
// al., 2007): the max-min fair share experiment of §2.1.10 (F1: qos-groups
// at a load rho on 500 processors), the FCTE experiment of §2.2.3 (F2:
// qos-users at a per-user arrival rate on phosphorus-fcte) or the WFQ
// experiment of §2.3.2 (F3: qos-periodic with U4's inter-arrival varied on
// phosphorus-f3, qos-meta dispatching when free), a scheme of qos-meta
// (ordering / assignment), the task count and the seed; with the way back
// from a stored run's description to these facts.
struct QosScenario {
    enum class Experiment { Fairness, Fcte, Wfq };  // F1, F2, F3
    struct Scheme {
        std::string label;       // "MMFS", "FCFS/FCTE"
        std::string ordering;    // qos-meta's parameters
        std::string assignment;
        bool gapFilling = false;
        // §2.1's baselines FCFS and EDF: a task whose deadline cannot be
        // met is refused at assignment (X_i^c = 0), re-applies after the last
        // feasibly assigned task and runs (qos-meta's refused = reapply).
        bool rejectInfeasible = false;
    };

    Experiment experiment = Experiment::Fairness;
    std::string setting;       // F1: the load rho ("0.5"); F2: tasks per s per user ("20"); F3: U4's gap in s
    std::size_t scheme = 0;    // index into schemes(experiment)
    std::size_t jobs = 0;      // F3: the horizon, in tasks of U1 (the task count follows from it)
    std::uint64_t seed = 1;

    [[nodiscard]] static const std::vector<Scheme>& schemes(Experiment experiment);
    [[nodiscard]] std::string trace() const;
    [[nodiscard]] std::string platform() const;
    [[nodiscard]] ParameterValues parameters() const;
    [[nodiscard]] std::string label() const;  // "load 0.5 · 5000 tasks · seed 1"
    // "tasks", or for F3 "tasks of U1": what `jobs` counts.
    [[nodiscard]] static std::string jobsUnit(Experiment experiment);

    // The scenario a stored run is, if it is one of these studies' runs.
    [[nodiscard]] static std::optional<QosScenario> of(const RunDescription& description);
    // Which of an experiment's schemes a stored run of qos-meta is (its
    // ordering, assignment, gap filling and rejection, with the
    // experiment's period, dispatch and WFQ clock), whatever its workload.
    [[nodiscard]] static std::optional<std::size_t> schemeOf(Experiment experiment, const RunDescription& description);
};

}  // namespace schedlab
