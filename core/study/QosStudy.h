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
class QosStudy : public Study {
public:
    using Experiment = QosScenario::Experiment;
    static constexpr int kFairnessSeeds = 5;
    static constexpr int kFcteSeeds = 3;
    static constexpr int kQuickSeeds = 1;
    static constexpr std::size_t kFairnessJobs = 50'000;  // 2,500 per window x 20 (§2.1.10)
    static constexpr std::size_t kQuickFairnessJobs = 5'000;
    static constexpr std::size_t kFcteJobs = 6'000;       // 2,000 per user (§2.2.3)
    static constexpr std::size_t kQuickFcteJobs = 1'500;

    explicit QosStudy(Experiment experiment) : m_experiment(experiment) {}

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;

    // The loads or rates of the full and the quick study.
    [[nodiscard]] std::vector<std::string> settings(bool quick) const;
    [[nodiscard]] std::size_t jobs(bool quick) const;

private:
    Experiment m_experiment;
};

}  // namespace schedlab
