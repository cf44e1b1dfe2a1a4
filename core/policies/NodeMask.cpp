#include "policies/NodeMask.h"

#include <algorithm>

namespace schedlab {

NodeMask::NodeMask(NodeId firstNode, int nodeCount)
    : m_first(firstNode)
    , m_blocked(static_cast<std::size_t>(nodeCount), false)
    , m_usable(nodeCount)
{
}

void NodeMask::block(const NodeSet& nodes)
{
    const NodeId end = m_first + static_cast<NodeId>(m_blocked.size());
    for (const NodeSet::Range& r : nodes.ranges()) {
        for (NodeId id = std::max(r.first, m_first); id <= r.last && id < end; ++id) {
            const auto at = static_cast<std::size_t>(id - m_first);
            if (!m_blocked[at]) {
                m_blocked[at] = true;
                --m_usable;
            }
        }
    }
}

NodeSet NodeMask::usable() const
{
    NodeSet out;
    for (std::size_t at = 0; at < m_blocked.size(); ++at) {
        if (!m_blocked[at])
            out.add(m_first + static_cast<NodeId>(at));
    }
    return out;
}

NodeSet NodeMask::takeLowest(int count)
{
    NodeSet out;
    for (std::size_t at = 0; at < m_blocked.size() && count > 0; ++at) {
        if (!m_blocked[at]) {
            m_blocked[at] = true;
            --m_usable;
            --count;
            out.add(m_first + static_cast<NodeId>(at));
        }
    }
    return out;
}

}  // namespace schedlab
