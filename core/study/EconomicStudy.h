#pragma once

#include "study/Study.h"

namespace schedlab {

// grid.md §4: the economic (market-based) scheduler against FCFS with EASY
// on m128 and m512: every machine-owner function MF1..MF6 with the user
// utility UF3 and every UF1..UF5 with MF2, with AWRT, AWWT and how the
// work spreads over the machines.
class EconomicStudy : public Study {
public:
    // One extract, cut to its first 5,000 jobs, keeps the study affordable.
    // The economic policy prices many offers per job, and how many depends
    // on the MF/UF pair: measured with `schedlab-cli run` and in the study
    // runs on all 10,000 jobs of 10_20k, 1.2 ms (MF2-UF4) to 22 ms (MF4-UF3,
    // m128) of CPU per job against microseconds for EASY, 23 CPU minutes for
    // the 20 economic runs. Half the extract still has the weeks of backlog
    // the thesis's comparison needs.
    static constexpr const char* kExtract = "10_20k";
    static constexpr const char* kRange = "range:1:5000";
    // Quick: the first 500 jobs of the extract.
    static constexpr const char* kQuickRange = "range:1:500";

    [[nodiscard]] std::string name() const override { return "economic"; }
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
