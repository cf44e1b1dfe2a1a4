#pragma once

#include "study/Study.h"

#include <array>
#include <cstdint>

namespace schedlab {

// Yahyapour (2002), ch. 4: preemptive FCFS with gang scheduling against
// FCFS, EASY and conservative backfilling on every calendar month of CTC,
// on 128 and on 256 nodes, with the PFCFS presets and one-parameter sweeps
// of n and x. Tables of makespan, sum of flow times and weighted flow time
// as the change against FCFS in the same month on the same machine.
class PfcfsMonthsStudy : public Study {
public:
    static constexpr std::array<std::int32_t, 2> kMachineSizes = {128, 256};
    // Quick: this many calendar months from the trace's first.
    static constexpr std::size_t kQuickMonths = 2;

    [[nodiscard]] std::string name() const override { return "pfcfs-months"; }
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
