#pragma once

#include "study/Study.h"

namespace schedlab {

// Experiment 5.1 of Vanderster (2008): the sensitivity of UM to the
// weighted and sigmoid utility forms of sec. 5.1 on the NPACI windows of
// experiment 4.2 with every task at time 0 (k = 0), period 6 h, on the
// medium grid: the value weight w_v (eq. 5.1), the NTCT weight w_n (eq.
// 5.3) and the sigmoid's shape k (eq. 5.4), one at a time. Tables per
// swept parameter, a row per value, with the columns of experiment 4.2.
class UtilitySensitivityStudy : public Study {
public:
    static constexpr int kWindows = 10;

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(
        const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

} // namespace schedlab
