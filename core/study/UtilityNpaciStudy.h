#pragma once

#include "study/Study.h"

namespace schedlab {

// Experiment 4.2 of Vanderster (2008): windows of the NPACI (SDSC SP2) trace
// at random offsets on the medium grid (clusters of 16, 16, 32 and 128
// CPUs), the gaps between submissions scaled by k (0: every task at once),
// each task with two halvings as options and the credits of ch. 4
// (credits:SEED). Every scheme of ch. 4 (FCFS, BF, min-min, Gang(tau), UM
// and UM+BF with P1-P5 at 6, 9 and 30 h), 10 windows. Tables per k, a row
// per scheme, as experiment 4.1's (UtilitySchemeTable).
class UtilityNpaciStudy : public Study {
public:
    static constexpr int kWindows = 10;
    static constexpr int kTasks = 5000;
    static constexpr int kQuickTasks = 300;

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(
        const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

} // namespace schedlab
