#pragma once

#include <cstdint>
#include <string>

namespace schedlab {

// A bound on the segments one run keeps (JobOutcome::segments: the parts of
// a job's execution between preemptions, moves and resizes). A policy that
// takes the same jobs off their nodes and puts them back every period (a
// utility knapsack whose choice flips between two ways, Vanderster 2008,
// UM) adds two segments a period, and over millions of periods that is
// gigabytes: a 1,000-task window of large inputs reached 13 GB. The run
// stops with a SimulationError naming the job moved most, instead of
// exhausting the machine's memory.
class SegmentBudget {
public:
    // Under 1 GB of segments: a thousand moves for each of ten thousand jobs.
    static constexpr std::int64_t kMostSegments = 10'000'000;

    explicit SegmentBudget(std::int64_t most = kMostSegments) : m_most(most) {}

    // One more segment, of the job with this id that now has `jobSegments`;
    // throws SimulationError, naming `policyLabel`, past the bound.
    void add(std::int64_t jobId, std::size_t jobSegments, const std::string& policyLabel);

    [[nodiscard]] std::int64_t count() const { return m_count; }

private:
    std::int64_t m_most;
    std::int64_t m_count = 0;
    std::int64_t m_busiestJob = -1;
    std::size_t m_busiestSegments = 0;
};

}  // namespace schedlab
