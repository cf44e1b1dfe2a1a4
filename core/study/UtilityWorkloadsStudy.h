#pragma once

#include "study/Study.h"

namespace schedlab {

// Experiment 4.4 of Vanderster (2008): pure UM with P1 every 6 h on the
// small grid, with every task at time 0, on the random bimodal workload of
// experiment 4.1 and on two windows of the NPACI (SDSC SP2) trace of the
// same demand (window:demand, processor-hours of the random workload), to
// compare how value orders the delays on synthetic and on real tasks. One
// run each; the table has a row per workload, and each run's "Credit and
// delay" view shows the scatter the thesis plots.
class UtilityWorkloadsStudy : public Study {
public:
    static constexpr int kWindows = 2;

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
