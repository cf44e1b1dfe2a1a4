#pragma once

#include "model/Types.h"

#include <QString>

#include <vector>

namespace schedlab {

class Platform;

// Vertical layout of the Gantt chart: one row per node in platform order,
// machines stacked with a fixed pixel gap between them so that sites read as
// separate bands at every zoom level. Positions are "content" pixels, i.e.
// before vertical scrolling.
class GanttLayout {
public:
    struct Band {
        QString name;
        NodeId firstNode = 0;
        int nodes = 0;
    };

    static constexpr double kMachineGapPx = 6.0;
    static constexpr double kMaxRowHeight = 64.0;

    GanttLayout() = default;
    explicit GanttLayout(const Platform& platform);

    [[nodiscard]] const std::vector<Band>& bands() const { return m_bands; }
    [[nodiscard]] int totalNodes() const { return m_totalNodes; }
    [[nodiscard]] int machineCount() const { return int(m_bands.size()); }
    [[nodiscard]] MachineIndex machineOfNode(NodeId node) const;

    void setRowHeight(double height) { m_rowHeight = height; }
    [[nodiscard]] double rowHeight() const { return m_rowHeight; }
    // The row height at which every row fits into `heightPx`.
    [[nodiscard]] double fittingRowHeight(double heightPx) const;

    [[nodiscard]] double rowTop(NodeId node) const
    {
        return double(node) * m_rowHeight + double(m_nodeMachine.empty() ? 0 : m_nodeMachine[std::size_t(node)]) * kMachineGapPx;
    }
    [[nodiscard]] double rowBottom(NodeId node) const { return rowTop(node) + m_rowHeight; }
    [[nodiscard]] double contentHeight() const;
    // The node whose row contains `contentY`, or -1 (above, below or in a gap).
    [[nodiscard]] NodeId nodeAt(double contentY) const;
    // First and last node with any part inside [top, bottom); first > last if none.
    [[nodiscard]] std::pair<NodeId, NodeId> nodesIn(double top, double bottom) const;

private:
    std::vector<Band> m_bands;
    std::vector<MachineIndex> m_nodeMachine;  // per node, for O(1) lookups while drawing
    int m_totalNodes = 0;
    double m_rowHeight = 1.0;
};

}  // namespace schedlab
