#include "validation/NodeOccupancy.h"

#include <algorithm>

namespace schedlab {

NodeOccupancy::NodeOccupancy(int totalNodes) : m_count(std::size_t(std::max(totalNodes, 1)), 0)
{
}

void NodeOccupancy::ensureNode(NodeId last)
{
    // The validator passes only nodes within the platform; growing keeps a
    // caller that does not from writing past the counts.
    if (std::size_t(last) >= m_count.size())
        m_count.resize(std::size_t(last) + 1, 0);
}

std::vector<NodeOccupancy::Crowding> NodeOccupancy::add(JobIndex job, const NodeSet& nodes, std::size_t limit)
{
    if (job >= m_slot.size())
        m_slot.resize(std::size_t(job) + 1, kAbsent);
    // A job present twice (never, in a schedule whose segments passed their
    // checks) keeps its older entry, found by search on removal.
    m_slot[job] = m_present.size();
    m_present.push_back({job, &nodes});

    const auto cap = std::uint32_t(std::min<std::size_t>(limit, std::numeric_limits<std::uint32_t>::max()));
    std::vector<Crowding> crowded;
    for (const NodeSet::Range& range : nodes.ranges()) {
        ensureNode(range.last);
        std::uint32_t* count = m_count.data();
        bool over = false;
        for (NodeId node = range.first; node <= range.last; ++node)
            over |= ++count[node] > cap;
        if (over)
            collectCrowding(range, cap, crowded);
    }
    return crowded;
}

void NodeOccupancy::remove(JobIndex job, const NodeSet& nodes)
{
    for (const NodeSet::Range& range : nodes.ranges()) {
        std::uint32_t* count = m_count.data();
        for (NodeId node = range.first; node <= range.last; ++node)
            --count[node];
    }
    std::size_t slot = job < m_slot.size() ? m_slot[job] : kAbsent;
    if (slot == kAbsent || slot >= m_present.size() || m_present[slot].job != job || m_present[slot].nodes != &nodes) {
        const auto found = std::ranges::find_if(
            m_present, [&](const Present& p) { return p.job == job && p.nodes == &nodes; });
        if (found == m_present.end())
            return;
        slot = std::size_t(found - m_present.begin());
    }
    // Swap with the last entry, so removing costs the same however many are present.
    m_present[slot] = m_present.back();
    m_slot[m_present[slot].job] = slot;
    m_present.pop_back();
    if (m_slot[job] == slot && (slot >= m_present.size() || m_present[slot].job != job))
        m_slot[job] = kAbsent;
}

void NodeOccupancy::collectCrowding(NodeSet::Range range, std::uint32_t limit, std::vector<Crowding>& crowded) const
{
    // Only the stretch from the first to the last crowded node matters.
    NodeId low = range.first;
    while (m_count[std::size_t(low)] <= limit)
        ++low;
    NodeId high = range.last;
    while (m_count[std::size_t(high)] <= limit)
        --high;
    std::vector<Occupants> occupants(std::size_t(high - low) + 1);
    for (const Present& present : m_present) {
        for (const NodeSet::Range& held : present.nodes->ranges()) {
            const NodeId from = std::max(held.first, low);
            const NodeId to = std::min(held.last, high);
            for (NodeId node = from; node <= to; ++node)
                if (m_count[std::size_t(node)] > limit)
                    occupants[std::size_t(node - low)].push_back(present.job);
        }
    }
    for (Occupants& jobs : occupants)
        std::ranges::sort(jobs);
    // Neighbouring crowded nodes with the same jobs make one piece.
    for (NodeId node = low; node <= high; ++node) {
        if (m_count[std::size_t(node)] <= limit)
            continue;
        NodeId last = node;
        while (last < high && m_count[std::size_t(last) + 1] > limit
               && occupants[std::size_t(last + 1 - low)] == occupants[std::size_t(node - low)])
            ++last;
        crowded.push_back({node, last, occupants[std::size_t(node - low)]});
        node = last;
    }
}

}  // namespace schedlab
