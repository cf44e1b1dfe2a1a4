#pragma once

#include "study/Study.h"

namespace schedlab {

// Experiment 5.2 of Vanderster (2008): which of the seven constants of the
// PB utility form (eq. 5.7) and the period matter, screened with the
// 16-run Plackett-Burman design with fold-over (PlackettBurmanDesign) on
// NPACI windows with every task at time 0, pure UM on the medium grid.
// Tables: the design with each row's results, and per target (overall
// completion time, mean startup delay, value-delay correlation) each
// factor's effect and its mean rank over the windows.
class UtilityPbStudy : public Study {
public:
    static constexpr int kWindows = 10;

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
