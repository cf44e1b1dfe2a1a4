#pragma once

#include "study/Study.h"

namespace schedlab {

// Yahyapour (2002), ch. 6: the economic (market-based) scheduler. The
// featured pairs (MF1-UF1, MF1-UF2, MF2-UF2) on every grid workload, m128
// and m512, with the trace's estimates and with exact run times, against
// multi-site scheduling without overhead on m128 (the thesis's reference)
// and EASY on m512; and every machine-owner function MF1..MF6 with the user
// utility UF3 and every UF1..UF5 with MF2 against FCFS with EASY, with
// AWRT, AWWT and how the work spreads over the machines.
class EconomicStudy : public Study {
public:
    // The sweeps run on one extract cut to its first 5,000 jobs, which keeps
    // the eleven pairs affordable (the featured pairs run on whole extracts).
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
