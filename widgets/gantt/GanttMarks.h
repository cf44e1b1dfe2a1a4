#pragma once

#include "model/Types.h"

#include <algorithm>
#include <vector>

namespace schedlab {

struct FinishedRun;
using RunSnapshot = FinishedRun;
class GanttIndex;

// A job's deadline on the rows it (last) ran on.
struct GanttDeadlineMark {
    Time time = 0;
    JobIndex job = kNoJob;
    NodeId firstNode = 0;
    NodeId lastNode = 0;  // inclusive, one machine
    bool missed = false;  // completed late or dropped
};

// The end of a segment whose execution ended in a fault.
struct GanttFaultMark {
    Time time = 0;
    JobIndex job = kNoJob;
    NodeId firstNode = 0;
    NodeId lastNode = 0;
};

// A job continuing on other nodes: from the end of one segment to the start
// of the next, between the first node range of each.
struct GanttMove {
    Time time = 0;  // end of the earlier segment
    Time until = 0;  // start of the next one
    JobIndex job = kNoJob;
    NodeId fromFirst = 0;
    NodeId fromLast = 0;
    NodeId toFirst = 0;
    NodeId toLast = 0;
};

// What the chart draws over the blocks: deadline markers, fault marks and
// the links of moved jobs. Built once per snapshot from the GanttIndex's
// blocks (so marks sit on exactly the rows drawn), each list sorted by time
// so a frame finds the marks of its time range by binary search: a run
// without deadlines, faults or moves costs nothing, and marks off screen
// are never visited.
class GanttMarks {
public:
    GanttMarks() = default;
    GanttMarks(const RunSnapshot& snapshot, const GanttIndex& index);

    // Some job of the run has a deadline (drawn or not): the legend says so.
    [[nodiscard]] bool hasDeadlines() const { return m_hasDeadlines; }
    [[nodiscard]] const std::vector<GanttDeadlineMark>& deadlines() const { return m_deadlines; }
    [[nodiscard]] const std::vector<GanttFaultMark>& faults() const { return m_faults; }
    [[nodiscard]] const std::vector<GanttMove>& moves() const { return m_moves; }

    // visit(mark) for the deadlines in [from, to].
    template <typename Visit>
    void forEachDeadlineIn(double from, double to, Visit&& visit) const
    {
        forEachIn(m_deadlines, from, to, visit);
    }
    template <typename Visit>
    void forEachFaultIn(double from, double to, Visit&& visit) const
    {
        forEachIn(m_faults, from, to, visit);
    }
    // visit(move) for the moves whose time span overlaps [from, to].
    template <typename Visit>
    void forEachMoveIn(double from, double to, Visit&& visit) const
    {
        // Sorted by their start: one that overlaps starts at most the
        // longest move's span before `from`.
        forEachIn(m_moves, from - double(m_longestMove), to, [&](const GanttMove& move) {
            if (double(move.until) >= from)
                visit(move);
        });
    }

private:
    template <typename Mark, typename Visit>
    static void forEachIn(const std::vector<Mark>& marks, double from, double to, Visit&& visit)
    {
        auto it = std::lower_bound(marks.begin(), marks.end(), from,
                                   [](const Mark& mark, double time) { return double(mark.time) < time; });
        for (; it != marks.end() && double(it->time) <= to; ++it)
            visit(*it);
    }

    std::vector<GanttDeadlineMark> m_deadlines;
    std::vector<GanttFaultMark> m_faults;
    std::vector<GanttMove> m_moves;
    Time m_longestMove = 0;
    bool m_hasDeadlines = false;
};

}  // namespace schedlab
