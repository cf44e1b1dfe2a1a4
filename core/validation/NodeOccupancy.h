#pragma once

#include "model/NodeSet.h"
#include "model/Types.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace schedlab {

// Which jobs are present on each node, for the validator's sweeps over time.
//
// A count per node and the list of jobs present: adding a job increments the
// counts of its nodes, a tight loop over contiguous memory that the compiler
// vectorises, so even CEA-Curie's jobs of tens of thousands of nodes cost
// little. Who exactly is on a node is only worked out when a node holds more
// than the limit, which only a broken schedule does. (A std::map of node
// ranges with a job vector per range did this before: a few allocations and
// tree walks per event made --validate add 40 % to a whole CTC run.)
class NodeOccupancy {
public:
    // Sorted job indices.
    using Occupants = std::vector<JobIndex>;

    // Nodes of an added range already held by more than `limit` jobs
    // (including the added one), with everyone present there: a maximal run
    // of neighbouring nodes within the range that hold the same jobs.
    struct Crowding {
        NodeId first = 0;
        NodeId last = 0;
        Occupants occupants = {};
    };

    explicit NodeOccupancy(int totalNodes);

    // Puts `job` on `nodes` (ids within [0, totalNodes)) and returns, range
    // by range in node order, the pieces where that makes more than `limit`
    // jobs present. `nodes` is kept by address until remove(): it must
    // outlive the job's presence.
    [[nodiscard]] std::vector<Crowding> add(JobIndex job, const NodeSet& nodes, std::size_t limit);
    // Takes `job` off `nodes`, as added before.
    void remove(JobIndex job, const NodeSet& nodes);

private:
    struct Present {
        JobIndex job = kNoJob;
        const NodeSet* nodes = nullptr;
    };
    static constexpr std::size_t kAbsent = std::numeric_limits<std::size_t>::max();

    // The crowded pieces of `range` (just added), worked out from m_present.
    void collectCrowding(NodeSet::Range range, std::uint32_t limit, std::vector<Crowding>& crowded) const;
    void ensureNode(NodeId last);

    std::vector<std::uint32_t> m_count;  // jobs present, per node
    std::vector<Present> m_present;      // every job present, in no order
    std::vector<std::size_t> m_slot;     // index in m_present per job, or kAbsent
};

}  // namespace schedlab
