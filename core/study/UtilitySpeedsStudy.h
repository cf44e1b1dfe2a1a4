#pragma once

#include "study/Study.h"

namespace schedlab {

// Experiment 4.5 of Vanderster (2008): pure UM with P1-P5 every 6 h on the
// medium grid with cluster speeds drawn from U(0.5, 1.5) and rescaled to
// the homogeneous grid's capacity (eq. 4.13, vanderster-medium-rescaled-
// SEED) against the homogeneous grid, on 500-task NPACI windows with every
// task at time 0; 100 seeds, each its own window and speeds. Tables per
// grid, a row per scheme (UtilitySchemeTable).
class UtilitySpeedsStudy : public Study {
public:
    static constexpr int kSeeds = 100;
    static constexpr int kQuickSeeds = 2;
    static constexpr int kTasks = 500;

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
