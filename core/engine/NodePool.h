#pragma once

#include "model/NodeSet.h"
#include "model/Types.h"

#include <cstdint>
#include <vector>

namespace schedlab {

// The free/busy state of the nodes of one machine. A bitset (bit set = free)
// so that finding the lowest free nodes costs one word per 64 nodes: the
// largest traces have tens of thousands of processors.
class NodePool {
public:
    NodePool(NodeId firstNode, int nodeCount);

    [[nodiscard]] int freeCount() const { return m_free; }
    [[nodiscard]] int size() const { return m_size; }
    [[nodiscard]] NodeId firstNode() const { return m_first; }
    [[nodiscard]] bool isFree(NodeId globalId) const;

    // Marks the `count` lowest-numbered free nodes busy and adds their global
    // ids to `out`. The caller has checked freeCount() >= count.
    void allocateLowest(int count, NodeSet& out);
    // Marks the given global ids busy / free; the caller has checked they
    // belong to this machine and are in the opposite state.
    void occupy(NodeId first, NodeId last);
    void release(NodeId first, NodeId last);

private:
    static constexpr int kBitsPerWord = 64;
    void setRange(NodeId first, NodeId last, bool free);

    NodeId m_first;
    int m_size;
    int m_free;
    std::vector<std::uint64_t> m_words;
};

}  // namespace schedlab
