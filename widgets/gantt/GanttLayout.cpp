#include "GanttLayout.h"

#include "platform/Platform.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

GanttLayout::GanttLayout(const Platform& platform)
{
    for (MachineIndex m = 0; m < platform.machineCount(); ++m) {
        const Machine& machine = platform.machine(m);
        m_bands.push_back({QString::fromStdString(machine.name), platform.firstNode(m), machine.nodes});
        m_nodeMachine.insert(m_nodeMachine.end(), std::size_t(std::max(machine.nodes, 0)), m);
    }
    m_totalNodes = int(m_nodeMachine.size());
}

MachineIndex GanttLayout::machineOfNode(NodeId node) const
{
    if (node < 0 || node >= m_totalNodes)
        return kNoMachine;
    return m_nodeMachine[std::size_t(node)];
}

double GanttLayout::fittingRowHeight(double heightPx) const
{
    if (m_totalNodes == 0)
        return 1.0;
    const double gaps = double(std::max(machineCount() - 1, 0)) * kMachineGapPx;
    return std::max((heightPx - gaps) / double(m_totalNodes), 1e-3);
}

double GanttLayout::contentHeight() const
{
    if (m_totalNodes == 0)
        return 0;
    return rowBottom(m_totalNodes - 1);
}

NodeId GanttLayout::nodeAt(double contentY) const
{
    for (MachineIndex m = 0; m < machineCount(); ++m) {
        const Band& band = m_bands[std::size_t(m)];
        if (band.nodes <= 0)
            continue;
        const double top = rowTop(band.firstNode);
        const double bottom = rowBottom(band.firstNode + band.nodes - 1);
        if (contentY >= top && contentY < bottom) {
            const auto offset = NodeId(std::floor((contentY - top) / m_rowHeight));
            return band.firstNode + std::clamp(offset, 0, band.nodes - 1);
        }
    }
    return -1;
}

std::pair<NodeId, NodeId> GanttLayout::nodesIn(double top, double bottom) const
{
    NodeId first = m_totalNodes;
    NodeId last = -1;
    for (MachineIndex m = 0; m < machineCount(); ++m) {
        const Band& band = m_bands[std::size_t(m)];
        if (band.nodes <= 0)
            continue;
        const double bandTop = rowTop(band.firstNode);
        const double bandBottom = rowBottom(band.firstNode + band.nodes - 1);
        if (bandBottom <= top || bandTop >= bottom)
            continue;
        const auto lo = NodeId(std::floor((std::max(top, bandTop) - bandTop) / m_rowHeight));
        const auto hi = NodeId(std::ceil((std::min(bottom, bandBottom) - bandTop) / m_rowHeight)) - 1;
        first = std::min(first, band.firstNode + std::clamp(lo, 0, band.nodes - 1));
        last = std::max(last, band.firstNode + std::clamp(hi, 0, band.nodes - 1));
    }
    return {first, last};
}

}  // namespace schedlab
