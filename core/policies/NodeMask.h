#pragma once

#include "model/NodeSet.h"
#include "model/Types.h"

#include <vector>

namespace schedlab {

// Which nodes of one machine a policy may still use in this pass. The engine
// only tells a policy how many nodes are free; a policy that must choose
// nodes itself (PFCFS: the wide job takes the free nodes plus its victims'
// nodes, and new jobs must keep off the nodes of suspended jobs) builds one
// of these from the allocations it knows about.
class NodeMask {
public:
    NodeMask(NodeId firstNode, int nodeCount);  // all usable

    void block(const NodeSet& nodes);  // ids outside the machine are ignored
    [[nodiscard]] int usableCount() const { return m_usable; }
    [[nodiscard]] NodeSet usable() const;
    // The `count` lowest usable nodes, which become blocked; the caller has
    // checked usableCount() >= count.
    [[nodiscard]] NodeSet takeLowest(int count);

private:
    NodeId m_first;
    std::vector<bool> m_blocked;
    int m_usable;
};

}  // namespace schedlab
