#pragma once

#include "study/QosScenario.h"
#include "study/Study.h"

namespace schedlab {

// The QoS studies of Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007):
// - qos-f1, §2.1.10 (Figs 8-13): batch-Poisson task groups (qos-groups) at
//   loads rho = 0.25 .. 2.5 on 500 processors of 1 MIPS under FCFS, EDF,
//   SFTO, AFTO and MMFS; tables E1, E2, E3 per scheme and load.
// - qos-f2, §2.2.3: three users' streams (qos-users) on seven resources of
//   30 CPUs x 10,000 MIPS (phosphorus-fcte), P = 5 s, FCFS/EDF/LLF with ECT
//   against FCFS with FCTE and adjusted FCTE; tables of delay, its spread,
//   deadline misses, excess time and E3 per scheme and arrival rate.
// - qos-f3, §2.3.2 (Tables 4-5): five periodic users (qos-periodic) on three
//   single-CPU resources (phosphorus-f3), U4's inter-arrival falling from
//   5464 s to 55 s, WFQ/EST against EDF/EST dispatching when a resource is
//   free, P = 1 s; tables of the per-MI delay, its spread across users, E3,
//   deadline misses and delay per scheme and U4 gap.
class QosStudy : public Study {
public:
    using Experiment = QosScenario::Experiment;
    static constexpr int kFairnessSeeds = 5;
    static constexpr int kFcteSeeds = 3;
    // F3's workload draws nothing (fixed sizes and gaps): one seed is all.
    static constexpr int kWfqSeeds = 1;
    static constexpr int kQuickSeeds = 1;
    static constexpr std::size_t kFairnessJobs = 50'000;  // 2,500 per window x 20 (§2.1.10)
    static constexpr std::size_t kQuickFairnessJobs = 5'000;
    static constexpr std::size_t kFcteJobs = 6'000;       // 2,000 per user (§2.2.3)
    static constexpr std::size_t kQuickFcteJobs = 1'500;
    // F3's run length in tasks of U1 (open in D5.2), quick and full alike:
    // the quick study has fewer U4 gaps, not shorter runs.
    static constexpr std::size_t kWfqHorizon = 100;

    // One table's metric: its key, title and decimals, and a unit change.
    struct MetricTable {
        const char* key;
        const char* title;
        int decimals;
        double scale = 1;
        // Also drawn as grouped bars, a group per scheme and a bar per
        // setting, under this value label (as D5.2's figures); null: not.
        const char* chartLabel = nullptr;
    };
    // F1's tables E1, E2 and E3 (§2.1.10, Figs 8-13), qos-f1-variants' too.
    [[nodiscard]] static const std::vector<MetricTable>& fairnessMetrics();

    explicit QosStudy(Experiment experiment) : m_experiment(experiment) {}

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;

    // The loads, rates or U4 gaps of the full and the quick study.
    [[nodiscard]] std::vector<std::string> settings(bool quick) const;
    // Tasks per run (F3: the horizon in tasks of U1).
    [[nodiscard]] std::size_t jobs(bool quick) const;

private:
    Experiment m_experiment;
};

}  // namespace schedlab
