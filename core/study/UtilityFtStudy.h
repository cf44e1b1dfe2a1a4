#pragma once

#include "study/Study.h"

namespace schedlab {

// Experiment 7 of Vanderster (2008), ch. 7, fault tolerance: n one-processor
// tasks at t = 0 (generate:utility-values, L ~ U[0, 86400] s, v ~ U[0, L])
// with 12 options each (ft-options:4: the four clusters x no recovery,
// retry, replica; f ~ N(0.1, 0.05) per task and cluster) on the medium grid
// with cluster speeds U[0.5, 1.5] (vanderster-medium-speeds-SEED). Schemes:
// FCFS (ft-fcfs) and the non-preemptive utility allocation with Value,
// Value/Cost and Value/ERT (Table 7.1) every 100 s. Tables with n as
// columns and the schemes as rows, means over the seeds: % of tasks
// faulted, % failed, profit share, value-delay correlation; and the
// technique mix at n = 160.
class UtilityFtStudy : public Study {
public:
    static constexpr int kSeeds = 100;  // the thesis: 1000
    static constexpr int kQuickSeeds = 3;
    static constexpr int kMixTasks = 160;

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
