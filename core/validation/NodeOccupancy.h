#pragma once

#include "model/NodeSet.h"
#include "model/Types.h"

#include <map>
#include <vector>

namespace schedlab {

// Which jobs are present on each node, as a piecewise-constant map over node
// ids: a piece starts at a key and runs to the next key, and neighbouring
// pieces with the same jobs are merged. A schedule's allocations are a few
// contiguous ranges, so updating a range touches a handful of pieces instead
// of every node: the validator's sweeps stay O(events log pieces) even for
// jobs thousands of nodes wide.
class NodeOccupancy {
public:
    // Sorted job indices. (boost::container::small_vector would avoid the
    // allocation, but GCC 12 raises a false -Wstringop-overread inside it.)
    using Occupants = std::vector<JobIndex>;

    // Nodes of an added range already held by more than `limit` jobs
    // (including the added one), with everyone present there.
    struct Crowding {
        NodeId first = 0;
        NodeId last = 0;
        Occupants occupants;
    };

    explicit NodeOccupancy(int totalNodes);

    // Puts `job` on nodes [first, last] and returns the pieces where that
    // makes more than `limit` jobs present.
    [[nodiscard]] std::vector<Crowding> add(JobIndex job, NodeSet::Range range, std::size_t limit);
    void remove(JobIndex job, NodeSet::Range range);

private:
    using Pieces = std::map<NodeId, Occupants>;

    // Makes a piece start exactly at `node` and returns it.
    Pieces::iterator splitAt(NodeId node);
    // Merges equal neighbours among the pieces from `from` to the one
    // starting at `to` (inclusive).
    void coalesce(Pieces::iterator from, NodeId to);

    Pieces m_pieces;
};

}  // namespace schedlab
