#pragma once

#include "study/Study.h"

#include <string>
#include <vector>

namespace schedlab {

// Experiment 6 of Vanderster (2008), sec. 6.3: data-intensive tasks on the
// medium grid with scratch disks of 100, 300, 400 and 1024 GB and a seeded
// bandwidth of 10-100 Mbit/s per cluster (vanderster-medium-disk-SEED).
// Windows of 1000 consecutive NPACI (SDSC SP2) tasks with two halvings, a
// credit ~ U(0, 1) per option and input data ~ U(100 d, 1000 d) MB, for the
// thesis's input scales d from 1 to 1000. Schemes: Basic and Data FCFS, and
// UM every 255.2 s (the mean inter-arrival) with the Data and NonData
// utilities, each with and without Money. Tables per measure, a row per d
// and a column per scheme: overall completion time, total transfer time,
// migrated tasks and the credit-delay correlation, means over the windows.
class UtilityDataStudy : public Study {
public:
    static constexpr int kTasks = 1000;
    static constexpr int kWindows = 5;
    static constexpr int kQuickTasks = 200;

    // The input scales d of the full study (sec. 6.3), and of the quick one.
    [[nodiscard]] static const std::vector<int>& scales(bool quick);
    // The schemes' column labels, in table order.
    [[nodiscard]] static std::vector<std::string> schemeLabels();

    [[nodiscard]] std::string name() const override;
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
