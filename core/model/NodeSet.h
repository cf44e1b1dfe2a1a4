#pragma once

#include "model/Types.h"

#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// A set of node ids stored as sorted, disjoint, non-adjacent inclusive
// ranges. Allocations are nearly always a few contiguous runs, so this is far
// smaller than a list of ids, and it prints as Batsim's interval set ("0-3 8").
class NodeSet {
public:
    struct Range {
        NodeId first = 0;
        NodeId last = 0;  // inclusive
        friend bool operator==(const Range&, const Range&) = default;
    };

    NodeSet() = default;
    static NodeSet fromIds(std::vector<NodeId> ids);  // any order, duplicates ignored

    void add(NodeId id);                 // ids must be added in increasing order
    void addRange(NodeId first, NodeId last);  // likewise
    [[nodiscard]] const std::vector<Range>& ranges() const { return m_ranges; }
    [[nodiscard]] int size() const;
    [[nodiscard]] bool empty() const { return m_ranges.empty(); }
    [[nodiscard]] bool contains(NodeId id) const;
    // The `count` lowest ids, and the rest: the two copies of a replicated job.
    [[nodiscard]] std::pair<NodeSet, NodeSet> splitAt(int count) const;
    [[nodiscard]] std::vector<NodeId> ids() const;
    [[nodiscard]] std::string toString() const;  // "0-3 8"
    static NodeSet parse(const std::string& text);  // inverse of toString; throws std::invalid_argument

    friend bool operator==(const NodeSet&, const NodeSet&) = default;

private:
    std::vector<Range> m_ranges;
};

}  // namespace schedlab
