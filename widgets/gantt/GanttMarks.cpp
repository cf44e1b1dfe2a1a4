#include "GanttMarks.h"

#include "GanttIndex.h"
#include "RunSnapshot.h"

namespace schedlab {

namespace {

template <typename Mark>
void sortByTime(std::vector<Mark>& marks)
{
    std::stable_sort(marks.begin(), marks.end(), [](const Mark& a, const Mark& b) { return a.time < b.time; });
}

}  // namespace

GanttMarks::GanttMarks(const RunSnapshot& snapshot, const GanttIndex& index)
{
    const std::size_t jobCount = snapshot.result.jobs.size();
    for (JobIndex j = 0; j < JobIndex(jobCount); ++j) {
        const Job& job = snapshot.job(j);
        const JobOutcome& outcome = snapshot.outcome(j);
        m_hasDeadlines = m_hasDeadlines || job.deadlineKind != DeadlineKind::None;
        const std::span<const GanttBlock> blocks = index.blocksOf(j);
        if (blocks.empty())
            continue;
        // Blocks come in segment order; a segment's run blocks are its node
        // ranges, one per machine.
        const std::uint16_t lastSegment = blocks.back().segment;
        const GanttBlock* previousFirst = nullptr;
        for (std::size_t b = 0; b < blocks.size(); ++b) {
            const GanttBlock& block = blocks[b];
            if (block.kind != GanttBlock::Run)
                continue;
            if (block.flags & GanttBlock::Faulted)
                m_faults.push_back({block.end, j, block.firstNode, block.lastNode});
            if (job.deadlineKind != DeadlineKind::None && block.segment == lastSegment) {
                const bool missed = outcome.endState == EndState::CompletedLate || outcome.endState == EndState::Dropped;
                m_deadlines.push_back({job.deadline, j, block.firstNode, block.lastNode, missed});
            }
            const bool firstOfSegment = b == 0 || blocks[b - 1].segment != block.segment ||
                                        blocks[b - 1].kind != GanttBlock::Run;
            if (!firstOfSegment)
                continue;
            if (previousFirst && previousFirst->segment != block.segment) {
                const std::size_t previous = previousFirst->segment;
                const std::size_t next = block.segment;
                if (previous < outcome.segments.size() && next < outcome.segments.size() &&
                    outcome.segmentNodes(outcome.segments[previous]) != outcome.segmentNodes(outcome.segments[next])) {
                    m_moves.push_back({previousFirst->end, block.start, j, previousFirst->firstNode,
                                       previousFirst->lastNode, block.firstNode, block.lastNode});
                    m_longestMove = std::max(m_longestMove, block.start - previousFirst->end);
                }
            }
            previousFirst = &block;
        }
    }
    sortByTime(m_deadlines);
    sortByTime(m_faults);
    sortByTime(m_moves);
}

}  // namespace schedlab
