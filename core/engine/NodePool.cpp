#include "engine/NodePool.h"

#include <bit>

namespace schedlab {

NodePool::NodePool(NodeId firstNode, int nodeCount)
    : m_first(firstNode)
    , m_size(nodeCount)
    , m_free(nodeCount)
    , m_words(std::size_t((nodeCount + kBitsPerWord - 1) / kBitsPerWord), ~std::uint64_t(0))
{
    // Bits past the last node stay clear so they are never handed out.
    const int tail = nodeCount % kBitsPerWord;
    if (tail != 0)
        m_words.back() = (std::uint64_t(1) << tail) - 1;
}

bool NodePool::isFree(NodeId globalId) const
{
    const int local = globalId - m_first;
    if (local < 0 || local >= m_size)
        return false;
    return (m_words[std::size_t(local / kBitsPerWord)] >> (local % kBitsPerWord)) & 1U;
}

void NodePool::allocateLowest(int count, NodeSet& out)
{
    m_free -= count;
    for (std::size_t w = 0; count > 0 && w < m_words.size(); ++w) {
        std::uint64_t& word = m_words[w];
        while (word != 0 && count > 0) {
            const int bit = std::countr_zero(word);
            // Take the whole run of free bits starting here, as far as needed,
            // so contiguous nodes become one range in the NodeSet.
            const std::uint64_t fromBit = word >> bit;
            const int run = std::min(count, std::countr_one(fromBit));
            const std::uint64_t mask =
                (run == kBitsPerWord ? ~std::uint64_t(0) : ((std::uint64_t(1) << run) - 1)) << bit;
            word &= ~mask;
            const NodeId first = m_first + NodeId(w) * kBitsPerWord + bit;
            out.addRange(first, first + run - 1);
            count -= run;
        }
    }
}

void NodePool::setRange(NodeId first, NodeId last, bool free)
{
    for (NodeId id = first; id <= last; ++id) {
        const int local = id - m_first;
        const std::uint64_t bit = std::uint64_t(1) << (local % kBitsPerWord);
        std::uint64_t& word = m_words[std::size_t(local / kBitsPerWord)];
        if (free)
            word |= bit;
        else
            word &= ~bit;
    }
}

void NodePool::occupy(NodeId first, NodeId last)
{
    setRange(first, last, false);
    m_free -= last - first + 1;
}

void NodePool::release(NodeId first, NodeId last)
{
    setRange(first, last, true);
    m_free += last - first + 1;
}

}  // namespace schedlab
