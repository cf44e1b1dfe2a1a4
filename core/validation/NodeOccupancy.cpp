#include "validation/NodeOccupancy.h"

#include <algorithm>
#include <iterator>

namespace schedlab {

NodeOccupancy::NodeOccupancy(int totalNodes)
{
    // One empty piece for the whole platform, and an end marker so that
    // splitting just past the last node always finds a piece to split.
    m_pieces.emplace(0, Occupants{});
    m_pieces.emplace(NodeId(std::max(totalNodes, 1)), Occupants{});
}

NodeOccupancy::Pieces::iterator NodeOccupancy::splitAt(NodeId node)
{
    auto it = m_pieces.upper_bound(node);
    --it;  // the piece containing node; pieces start at 0 and ids are >= 0
    if (it->first == node) {
        return it;
    }
    return m_pieces.emplace_hint(std::next(it), node, it->second);
}

void NodeOccupancy::coalesce(Pieces::iterator from, NodeId to)
{
    if (from != m_pieces.begin()) {
        --from;  // the piece before may now equal the first changed one
    }
    auto it = from;
    while (it != m_pieces.end() && it->first < to) {
        const auto next = std::next(it);
        if (next == m_pieces.end() || next->first > to) {
            break;
        }
        if (next->second == it->second && std::next(next) != m_pieces.end()) {
            m_pieces.erase(next);  // never the end marker
        } else {
            it = next;
        }
    }
}

std::vector<NodeOccupancy::Crowding> NodeOccupancy::add(JobIndex job, NodeSet::Range range, std::size_t limit)
{
    std::vector<Crowding> crowded;
    const NodeId end = range.last + 1;
    // std::map never invalidates iterators on insertion, so `first` stays valid.
    const auto first = splitAt(range.first);
    splitAt(end);
    for (auto it = first; it->first < end; ++it) {
        Occupants& occupants = it->second;
        // Sorted so that equal sets compare equal and pieces can merge.
        occupants.insert(std::lower_bound(occupants.begin(), occupants.end(), job), job);
        if (occupants.size() > limit) {
            const NodeId pieceLast = std::next(it)->first - 1;
            crowded.push_back({it->first, pieceLast, occupants});
        }
    }
    coalesce(first, end);
    return crowded;
}

void NodeOccupancy::remove(JobIndex job, NodeSet::Range range)
{
    const NodeId end = range.last + 1;
    const auto first = splitAt(range.first);
    splitAt(end);
    for (auto it = first; it->first < end; ++it) {
        Occupants& occupants = it->second;
        const auto found = std::lower_bound(occupants.begin(), occupants.end(), job);
        if (found != occupants.end() && *found == job) {
            occupants.erase(found);
        }
    }
    coalesce(first, end);
}

}  // namespace schedlab
