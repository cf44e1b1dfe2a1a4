#pragma once

#include "study/Study.h"

namespace schedlab {

// Experiment 4.3 of Vanderster (2008): UM and UM+BF with P1-P5 every 6 h on
// the small grid (clusters of 4, 8, 16 and 32 CPUs) against the large grid
// (32, 64, 128 and 256), on the NPACI windows of experiment 4.2 with every
// task at time 0. Only the UM schemes: on the small grid the trace's widest
// tasks fit only at a quarter of their width, which the baselines that
// keep the requested width (FCFS, BF, min-min, Gang) cannot run. Tables per
// grid, a row per scheme, as experiment 4.2's (UtilitySchemeTable).
class UtilityGridsStudy : public Study {
public:
    static constexpr int kWindows = 10;

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
