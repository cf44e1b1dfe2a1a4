#pragma once

#include "engine/JobRequest.h"
#include "model/Types.h"
#include "policies/WaitingList.h"

#include <cstddef>
#include <limits>
#include <span>
#include <vector>

namespace schedlab {

// The jobs of a waiting list that only grows at the back, for EASY
// backfilling's search: the first job from a place on that a reservation
// admits, i.e. that needs at most `nodesAnyLength` nodes, or at most
// `nodesIfShort` nodes and plans to run at most `shortDuration`. A segment
// tree over the places (one leaf per job appended since the last rebuild, in
// list order; a started job's leaf is emptied) keeps per subtree the fewest
// nodes and the shortest planned duration among its jobs, so that whole
// stretches of jobs too wide for the free nodes are passed over at once. A
// pass that looked at every job of a queue of thousands at every completion
// was nearly all of EASY's time.
class EasyCandidateIndex {
public:
    static constexpr std::size_t kNone = std::numeric_limits<std::size_t>::max();

    // Forget all places: the jobs of `waiting` take the first ones, in order.
    void rebuild(const WaitingList& waiting, std::span<const JobRequest> requests, double speed);
    // Whether `count` more jobs can be appended before a rebuild is needed.
    [[nodiscard]] bool hasRoomFor(std::size_t count) const { return m_used + count <= m_capacity; }
    void append(JobIndex job, const JobRequest& request, double speed);

    // Places used so far, waiting jobs or emptied.
    [[nodiscard]] std::size_t used() const { return m_used; }
    [[nodiscard]] JobIndex job(std::size_t place) const { return m_jobs[place]; }
    // The place of the first waiting job; kNone if none waits.
    [[nodiscard]] std::size_t firstPlace() const;
    // How many jobs wait before `place`: its position in the list.
    [[nodiscard]] std::size_t positionOf(std::size_t place) const;
    // Empties the place of a job that started.
    void remove(std::size_t place);

    // The first place from `from` on whose job needs at most `nodesAnyLength`
    // nodes, or at most `nodesIfShort` nodes with a planned duration of at
    // most `shortDuration`; kNone if there is none.
    [[nodiscard]] std::size_t find(std::size_t from, int nodesAnyLength, int nodesIfShort,
                                   Time shortDuration) const;

private:
    static constexpr int kNoNodes = std::numeric_limits<int>::max();
    static constexpr Time kNoDuration = std::numeric_limits<Time>::max();
    // A tree over twice the list's length at a rebuild leaves room to append
    // as many jobs again; at least this many places, so that a short list
    // does not rebuild at every submission.
    static constexpr std::size_t kMinCapacity = 1024;

    struct Summary {
        int nodes = kNoNodes;          // fewest nodes of a job below
        Time duration = kNoDuration;   // shortest planned duration of a job below
        std::size_t waiting = 0;       // jobs below
    };
    void set(std::size_t place, Summary leaf);
    [[nodiscard]] static Summary combine(const Summary& a, const Summary& b);
    [[nodiscard]] std::size_t find(std::size_t node, std::size_t lo, std::size_t hi, std::size_t from,
                                   int nodesAnyLength, int nodesIfShort, Time shortDuration) const;

    std::size_t m_capacity = 0;       // leaves, a power of two
    std::size_t m_used = 0;
    std::vector<Summary> m_tree;      // node k has children 2k and 2k + 1; leaves from m_capacity
    std::vector<JobIndex> m_jobs;     // by place
};

}  // namespace schedlab
