#pragma once

#include "model/Types.h"

#include <span>
#include <vector>

namespace schedlab {

// The planned occupation of every node of a platform (platform-global node
// ids): for each node, the jobs reserved on it as [from, to) intervals by
// their estimates. The economic scheduler places each job into this plan
// when it arrives, so offers are made from the plan, not just from what is
// running now.
class NodeTimeline {
public:
    struct Busy {
        Time from = 0;
        Time to = 0;
        JobIndex job = kNoJob;
    };
    // A free stretch of one node; `to` is kForever after the node's last job.
    struct Gap {
        Time from = 0;
        Time to = kForever;
    };

    explicit NodeTimeline(int nodes);

    [[nodiscard]] int nodeCount() const { return static_cast<int>(m_nodes.size()); }

    void reserve(std::span<const NodeId> nodes, Time from, Time to, JobIndex job);
    // Moves the end of `job`'s interval on `nodes` (a job ended early, or
    // overran its estimate and is still running).
    void setEnd(std::span<const NodeId> nodes, JobIndex job, Time to);
    void remove(std::span<const NodeId> nodes, JobIndex job);
    // Forgets intervals that ended at or before `now`.
    void prune(Time now);

    // The free gaps of `node` from `now` on, in time order; the first starts
    // no earlier than `now`, the last never ends.
    void gaps(NodeId node, Time now, std::vector<Gap>& out) const;
    // Whether `node` is free during [from, to).
    [[nodiscard]] bool isFree(NodeId node, Time from, Time to) const;
    // Free node-seconds of nodes [first, end) during [from, to).
    [[nodiscard]] double freeArea(NodeId first, NodeId end, Time from, Time to) const;
    // The latest reservation end on nodes [first, end), at least `now`.
    [[nodiscard]] Time planEnd(NodeId first, NodeId end, Time now) const;

private:
    std::vector<std::vector<Busy>> m_nodes;  // per node, sorted by `from`, disjoint
};

}  // namespace schedlab
