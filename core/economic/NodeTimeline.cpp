#include "economic/NodeTimeline.h"

#include <algorithm>

namespace schedlab {

NodeTimeline::NodeTimeline(int nodes) : m_nodes(static_cast<std::size_t>(nodes)) {}

void NodeTimeline::reserve(std::span<const NodeId> nodes, Time from, Time to, JobIndex job)
{
    for (const NodeId node : nodes) {
        auto& busy = m_nodes[static_cast<std::size_t>(node)];
        const auto at = std::upper_bound(busy.begin(), busy.end(), from,
                                         [](Time t, const Busy& b) { return t < b.from; });
        busy.insert(at, Busy{from, to, job});
    }
}

void NodeTimeline::setEnd(std::span<const NodeId> nodes, JobIndex job, Time to)
{
    for (const NodeId node : nodes) {
        for (Busy& busy : m_nodes[static_cast<std::size_t>(node)]) {
            if (busy.job == job)
                busy.to = to;
        }
    }
}

void NodeTimeline::remove(std::span<const NodeId> nodes, JobIndex job)
{
    for (const NodeId node : nodes) {
        auto& busy = m_nodes[static_cast<std::size_t>(node)];
        std::erase_if(busy, [job](const Busy& b) { return b.job == job; });
    }
}

void NodeTimeline::prune(Time now)
{
    for (auto& busy : m_nodes)
        std::erase_if(busy, [now](const Busy& b) { return b.to <= now; });
}

void NodeTimeline::gaps(NodeId node, Time now, std::vector<Gap>& out) const
{
    out.clear();
    Time freeFrom = now;
    for (const Busy& busy : m_nodes[static_cast<std::size_t>(node)]) {
        if (busy.to <= freeFrom)
            continue;
        if (busy.from > freeFrom)
            out.push_back(Gap{freeFrom, busy.from});
        freeFrom = std::max(freeFrom, busy.to);
    }
    out.push_back(Gap{freeFrom, kForever});
}

bool NodeTimeline::isFree(NodeId node, Time from, Time to) const
{
    for (const Busy& busy : m_nodes[static_cast<std::size_t>(node)]) {
        if (busy.from < to && busy.to > from)
            return false;
    }
    return true;
}

double NodeTimeline::freeArea(NodeId first, NodeId end, Time from, Time to) const
{
    double busyArea = 0;
    for (NodeId node = first; node < end; ++node) {
        for (const Busy& busy : m_nodes[static_cast<std::size_t>(node)]) {
            const Time overlapFrom = std::max(from, busy.from);
            const Time overlapTo = std::min(to, busy.to);
            if (overlapTo > overlapFrom)
                busyArea += static_cast<double>(overlapTo - overlapFrom);
        }
    }
    return static_cast<double>(end - first) * static_cast<double>(to - from) - busyArea;
}

Time NodeTimeline::planEnd(NodeId first, NodeId end, Time now) const
{
    Time latest = now;
    for (NodeId node = first; node < end; ++node) {
        const auto& busy = m_nodes[static_cast<std::size_t>(node)];
        if (!busy.empty())
            latest = std::max(latest, busy.back().to);
    }
    return latest;
}

}  // namespace schedlab
