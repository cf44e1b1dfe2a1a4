#include "GanttIndex.h"

#include "RunSnapshot.h"

#include <algorithm>
#include <limits>

namespace schedlab {

namespace {
// About this many buckets over the whole schedule: fine enough that a view of
// a few hours touches a handful, coarse enough that a year-long view walks a
// short offsets array and a typical job lands in one or two buckets.
constexpr Time kTargetBuckets = 4096;
constexpr Time kMinBucketSeconds = 60;
}  // namespace

GanttIndex::GanttIndex(const RunSnapshot& snapshot)
{
    const std::size_t jobCount = snapshot.result.jobs.size();
    m_jobFirstBlock.reserve(jobCount + 1);
    m_blocks.reserve(jobCount * 2);
    for (JobIndex j = 0; j < JobIndex(jobCount); ++j) {
        m_jobFirstBlock.push_back(std::uint32_t(m_blocks.size()));
        addJob(snapshot, j);
    }
    m_jobFirstBlock.push_back(std::uint32_t(m_blocks.size()));
    buildBuckets(snapshot.platform.machineCount());
    // Sorted on plain (negated duration, index) keys: cheaper than a
    // comparator reaching into the blocks, and ties stay in block order.
    std::vector<std::pair<Time, std::uint32_t>> keys(m_blocks.size());
    for (std::uint32_t i = 0; i < std::uint32_t(m_blocks.size()); ++i)
        keys[i] = {m_blocks[i].start - m_blocks[i].end, i};
    std::sort(keys.begin(), keys.end());
    m_byDuration.resize(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        m_byDuration[i] = keys[i].second;
}

std::span<const GanttBlock> GanttIndex::blocksOf(JobIndex job) const
{
    if (std::size_t(job) + 1 >= m_jobFirstBlock.size())
        return {};
    const std::uint32_t begin = m_jobFirstBlock[job];
    const std::uint32_t end = m_jobFirstBlock[std::size_t(job) + 1];
    return {m_blocks.data() + begin, end - begin};
}

std::size_t GanttIndex::entryCount() const
{
    std::size_t n = 0;
    for (const PerMachine& m : m_machines)
        n += m.entries.size();
    return n;
}

void GanttIndex::addJob(const RunSnapshot& snapshot, JobIndex job)
{
    const JobOutcome& outcome = snapshot.result.jobs[job];
    if (!outcome.started() || outcome.nodes.empty())
        return;
    // Results without segment detail (or a run cancelled mid-job) still get
    // one block from start to end when the end is known.
    std::vector<Segment> segments = outcome.segments;
    if (segments.empty() && outcome.finished())
        segments.push_back({outcome.start, outcome.end});
    std::uint8_t jobFlags = 0;
    if (outcome.multiSite)
        jobFlags |= GanttBlock::MultiSite;
    if (segments.size() > 1)
        jobFlags |= GanttBlock::Preempted;

    const Platform& platform = snapshot.platform;
    const auto addRanges = [&](const NodeSet& nodes, Time start, Time end, std::uint16_t segment,
                               GanttBlock::Kind kind, std::uint8_t flags) {
        for (const NodeSet::Range& range : nodes.ranges()) {
            // A range may run across a machine boundary (multi-site jobs):
            // split it so every block lies on one machine's band.
            NodeId first = range.first;
            while (first <= range.last) {
                const MachineIndex m = platform.machineOfNode(first);
                if (m == kNoMachine)
                    break;
                const NodeId machineLast = platform.firstNode(m) + platform.machine(m).nodes - 1;
                const NodeId last = std::min(range.last, machineLast);
                m_blocks.push_back({start, end, first, last, job, m, segment, kind, flags});
                first = last + 1;
            }
        }
    };
    for (std::size_t s = 0; s < segments.size(); ++s) {
        const Segment& segment = segments[s];
        if (segment.end < segment.start)
            continue;
        const auto segmentIndex = std::uint16_t(std::min<std::size_t>(s, std::numeric_limits<std::uint16_t>::max()));
        const NodeSet& nodes = outcome.segmentNodes(segment);
        const auto flags = std::uint8_t(jobFlags | (segment.faulted ? GanttBlock::Faulted : 0));
        addRanges(nodes, segment.start, segment.end, segmentIndex, GanttBlock::Run, flags);
        // The idle time between two segments is the job's only where it
        // resumes on the same nodes; after a move it belongs to neither.
        if (s + 1 < segments.size() && segments[s + 1].start > segment.end &&
            outcome.segmentNodes(segments[s + 1]) == nodes)
            addRanges(nodes, segment.end, segments[s + 1].start, segmentIndex, GanttBlock::Gap, jobFlags);
    }
}

void GanttIndex::buildBuckets(int machineCount)
{
    m_machines.assign(std::size_t(std::max(machineCount, 0)), {});
    if (m_blocks.empty() || m_machines.empty())
        return;
    m_firstTime = std::numeric_limits<Time>::max();
    m_lastTime = std::numeric_limits<Time>::min();
    for (const GanttBlock& block : m_blocks) {
        m_firstTime = std::min(m_firstTime, block.start);
        m_lastTime = std::max(m_lastTime, block.end);
    }
    m_origin = m_firstTime;
    const Time span = std::max<Time>(m_lastTime - m_firstTime, 1);
    m_bucketSeconds = std::max(kMinBucketSeconds, span / kTargetBuckets + 1);
    m_bucketCount = int(span / m_bucketSeconds + 1);

    // Two passes (count, then fill) so each machine's entries are one
    // contiguous array: cache-friendly and no per-bucket allocations.
    const auto bucketRange = [&](const GanttBlock& block) {
        return std::pair<int, int>(bucketOf(double(block.start)), bucketOf(double(block.end)));
    };
    for (PerMachine& m : m_machines)
        m.offsets.assign(std::size_t(m_bucketCount) + 1, 0);
    for (const GanttBlock& block : m_blocks) {
        const auto [b0, b1] = bucketRange(block);
        std::vector<std::uint32_t>& offsets = m_machines[std::size_t(block.machine)].offsets;
        for (int b = b0; b <= b1; ++b)
            ++offsets[std::size_t(b) + 1];
    }
    for (PerMachine& m : m_machines) {
        for (std::size_t b = 1; b < m.offsets.size(); ++b)
            m.offsets[b] += m.offsets[b - 1];
        m.entries.resize(m.offsets.back());
    }
    std::vector<std::vector<std::uint32_t>> cursor(m_machines.size());
    for (std::size_t m = 0; m < m_machines.size(); ++m)
        cursor[m].assign(m_machines[m].offsets.begin(), m_machines[m].offsets.end() - 1);
    for (std::uint32_t i = 0; i < std::uint32_t(m_blocks.size()); ++i) {
        const GanttBlock& block = m_blocks[i];
        const auto [b0, b1] = bucketRange(block);
        PerMachine& m = m_machines[std::size_t(block.machine)];
        std::vector<std::uint32_t>& next = cursor[std::size_t(block.machine)];
        for (int b = b0; b <= b1; ++b)
            m.entries[next[std::size_t(b)]++] = i;
    }
}

}  // namespace schedlab
