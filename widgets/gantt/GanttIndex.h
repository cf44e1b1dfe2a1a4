#pragma once

#include "model/Types.h"

#include <cmath>
#include <cstdint>
#include <span>
#include <vector>

namespace schedlab {

struct FinishedRun;
using RunSnapshot = FinishedRun;

// One rectangle of the chart: a contiguous node range on one machine during
// one execution segment of a job (on the nodes that segment ran on), or the
// idle gap between two segments of a preempted job that resumed on the same
// nodes (drawn hatched so the parts read as one job). A job that moved to
// other nodes gets no gap: GanttMarks links its segments instead.
struct GanttBlock {
    enum Kind : std::uint8_t { Run, Gap };
    // Faulted: a Run block whose execution ended in a fault (Segment::faulted).
    enum Flag : std::uint8_t { MultiSite = 1, Preempted = 2, Faulted = 4 };

    Time start = 0;
    Time end = 0;
    NodeId firstNode = 0;
    NodeId lastNode = 0;  // inclusive, same machine as firstNode
    JobIndex job = kNoJob;
    MachineIndex machine = 0;
    std::uint16_t segment = 0;
    Kind kind = Run;
    std::uint8_t flags = 0;
};

// The spatial index of one snapshot, built once so that a frame only touches
// blocks near the view. Blocks are listed per machine in fixed-width time
// buckets; a block is entered in every bucket it overlaps, so a query walks
// only the buckets of the visible time range (and only the machines whose
// rows are visible). Node rows never overlap within a machine, so a bucket
// holds at most (nodes x jobs per bucket) entries however long the trace.
class GanttIndex {
public:
    GanttIndex() = default;
    explicit GanttIndex(const RunSnapshot& snapshot);

    [[nodiscard]] const std::vector<GanttBlock>& blocks() const { return m_blocks; }
    [[nodiscard]] std::span<const GanttBlock> blocksOf(JobIndex job) const;
    [[nodiscard]] bool empty() const { return m_blocks.empty(); }
    // Earliest start and latest end of any block (0, 0 when empty).
    [[nodiscard]] Time firstTime() const { return m_firstTime; }
    [[nodiscard]] Time lastTime() const { return m_lastTime; }
    [[nodiscard]] Time bucketSeconds() const { return m_bucketSeconds; }
    [[nodiscard]] std::size_t entryCount() const;
    // All blocks (indices into blocks()), longest first: zoomed-out frames
    // find the few blocks wide enough to draw on their own without walking
    // the many narrow ones.
    [[nodiscard]] const std::vector<std::uint32_t>& byDuration() const { return m_byDuration; }
    [[nodiscard]] int machineCount() const { return int(m_machines.size()); }
    // How many index entries the buckets of [from, to) on `machine` hold: an
    // upper bound (long blocks count once per bucket) on what forEachIn would
    // visit, read from the offsets alone so it costs two lookups.
    [[nodiscard]] std::size_t entriesIn(MachineIndex machine, double from, double to) const
    {
        if (machine < 0 || std::size_t(machine) >= m_machines.size() || m_bucketCount == 0 || !(to > from))
            return 0;
        const PerMachine& perMachine = m_machines[std::size_t(machine)];
        return perMachine.offsets[std::size_t(bucketOf(to)) + 1] - perMachine.offsets[std::size_t(bucketOf(from))];
    }

    // Calls visit(const GanttBlock&) once for every block of `machine` that
    // overlaps [from, to). Blocks outside the range may be skipped but are
    // never visited twice.
    template <typename Visit>
    void forEachIn(MachineIndex machine, double from, double to, Visit&& visit) const
    {
        if (machine < 0 || std::size_t(machine) >= m_machines.size() || m_bucketCount == 0 || !(to > from))
            return;
        const PerMachine& perMachine = m_machines[std::size_t(machine)];
        const int firstBucket = bucketOf(from);
        const int lastBucket = bucketOf(to);
        for (int b = firstBucket; b <= lastBucket; ++b) {
            const double bucketStart = double(m_origin) + double(b) * double(m_bucketSeconds);
            const std::uint32_t begin = perMachine.offsets[std::size_t(b)];
            const std::uint32_t end = perMachine.offsets[std::size_t(b) + 1];
            for (std::uint32_t e = begin; e < end; ++e) {
                const GanttBlock& block = m_blocks[perMachine.entries[e]];
                // Seen in the previous bucket already, unless that one was
                // not part of this query.
                if (b != firstBucket && double(block.start) < bucketStart)
                    continue;
                if (double(block.end) < from || double(block.start) >= to)
                    continue;
                visit(block);
            }
        }
    }

private:
    struct PerMachine {
        std::vector<std::uint32_t> offsets;  // bucketCount + 1, into entries
        std::vector<std::uint32_t> entries;  // block indices
    };

    [[nodiscard]] int bucketOf(double time) const
    {
        const double b = std::floor((time - double(m_origin)) / double(m_bucketSeconds));
        if (b < 0)
            return 0;
        if (b >= double(m_bucketCount))
            return m_bucketCount - 1;
        return int(b);
    }
    void addJob(const RunSnapshot& snapshot, JobIndex job);
    void buildBuckets(int machineCount);

    std::vector<GanttBlock> m_blocks;
    std::vector<std::uint32_t> m_jobFirstBlock;  // jobs + 1 offsets into m_blocks
    std::vector<PerMachine> m_machines;
    std::vector<std::uint32_t> m_byDuration;
    Time m_firstTime = 0;
    Time m_lastTime = 0;
    Time m_origin = 0;
    Time m_bucketSeconds = 1;
    int m_bucketCount = 0;
};

}  // namespace schedlab
