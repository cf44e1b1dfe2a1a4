#pragma once

#include "study/Study.h"

namespace schedlab {

// Experiment 4.1 of Vanderster (2008): the random bimodal workload on the
// small grid (4, 8, 16 and 32 CPUs) at five mean inter-arrival times, every
// scheme of ch. 4 (FCFS, BF, min-min; UM and UM+BF with utilities P1-P5 at
// periods of 6, 9 and 30 h), 10 seeds. Tables per inter-arrival time, a row
// per scheme: overall completion time, mean response, mean startup delay
// and the value-delay correlation, each the mean over the seeds.
class UtilityRandomStudy : public Study {
public:
    static constexpr int kSeeds = 10;
    static constexpr int kTasks = 2000;
    static constexpr int kQuickTasks = 300;

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
