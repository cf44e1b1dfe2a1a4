#pragma once

#include "study/Study.h"

#include <cstddef>
#include <cstdint>

namespace schedlab {

// single-machine.md §4 and the "algorithms on 256 nodes" issue: FCFS, PSRS,
// SMART-FFIA and SMART-NFIW each as a list scheduler, with conservative and
// with EASY backfilling, plus Garey & Graham, on CTC cut to 256 nodes and on
// two generated workloads, once with the users' estimates and once with
// exact run times. Tables of ART and AWRT per workload and estimate mode,
// one row per policy family, against FCFS with EASY.
class Algorithms256Study : public Study {
public:
    static constexpr std::int32_t kMachineNodes = 256;
    // The thesis generated 50,000 jobs per model.
    static constexpr std::size_t kProbabilisticJobs = 50'000;
    // Fewer for the randomized model: its uniform jobs (mean 128 nodes x
    // about 6 h every 30 min on average) offer about six times what 256 nodes
    // can do, so the queue grows with every job, and the backfilling
    // policies that keep a reservation per waiting job slow down with it:
    // conservative backfilling took more than 4 minutes on 50,000 jobs
    // (stopped there) and 52 s on 10,000, where 5,000 keep the whole study
    // within minutes. The tables still show the overload regime.
    static constexpr std::size_t kRandomizedJobs = 5'000;
    static constexpr std::size_t kQuickGeneratedJobs = 2'000;
    static constexpr std::uint64_t kSeed = 1;

    [[nodiscard]] std::string name() const override { return "algorithms-256"; }
    [[nodiscard]] std::string title() const override;
    [[nodiscard]] std::string description() const override;
    [[nodiscard]] std::vector<RunSpec> runs(const StudyOptions& options, TraceCache& cache) const override;
    [[nodiscard]] std::vector<StudyTable> tables(std::span<const StoredRun> runs) const override;
};

}  // namespace schedlab
