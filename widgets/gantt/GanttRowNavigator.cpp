#include "GanttRowNavigator.h"

#include "TimeNavigator.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

// Keeps the share of the content above the anchor defined for empty layouts.
constexpr double kMinContentHeight = 1e-9;

}  // namespace

void GanttRowNavigator::clamp(double bodyHeight)
{
    const double fitting = m_layout.fittingRowHeight(bodyHeight);
    // Never smaller than fitting all rows; as tall as kMaxRowHeight, or a few
    // times the fitting height for platforms of a handful of nodes.
    const double maximum = std::max(GanttLayout::kMaxRowHeight, fitting * kMaxRowsOverFit);
    m_layout.setRowHeight(std::clamp(m_layout.rowHeight(), fitting, maximum));
    m_scrollY = std::clamp(m_scrollY, 0.0, std::max(0.0, m_layout.contentHeight() - bodyHeight));
}

void GanttRowNavigator::fit(double bodyHeight)
{
    m_layout.setRowHeight(m_layout.fittingRowHeight(bodyHeight));
    m_scrollY = 0;
    m_fitted = true;
    clamp(bodyHeight);
}

void GanttRowNavigator::resize(double bodyHeight)
{
    if (m_fitted)
        fit(bodyHeight);
    else
        clamp(bodyHeight);
}

void GanttRowNavigator::zoomAround(double bodyY, double factor, double bodyHeight)
{
    if (factor <= 0)
        return;
    const double oldContent = std::max(m_layout.contentHeight(), kMinContentHeight);
    const double anchorShare = (m_scrollY + bodyY) / oldContent;
    m_layout.setRowHeight(m_layout.rowHeight() * factor);
    m_fitted = false;
    clamp(bodyHeight);
    m_scrollY = anchorShare * m_layout.contentHeight() - bodyY;
    clamp(bodyHeight);
}

void GanttRowNavigator::zoomBy(double factor, double bodyHeight)
{
    zoomAround(bodyHeight / 2, factor, bodyHeight);
}

void GanttRowNavigator::scrollBy(double pixels, double bodyHeight)
{
    m_scrollY += pixels;
    m_fitted = false;
    clamp(bodyHeight);
}

void GanttRowNavigator::zoomTo(double top, double heightPx, double bodyHeight)
{
    const double oldContent = std::max(m_layout.contentHeight(), kMinContentHeight);
    const double topShare = top / oldContent;
    m_layout.setRowHeight(m_layout.rowHeight() * bodyHeight / std::max(heightPx, 1.0));
    m_fitted = false;
    clamp(bodyHeight);
    m_scrollY = topShare * m_layout.contentHeight();
    clamp(bodyHeight);
}

void GanttRowNavigator::show(NodeId first, NodeId last, double bodyHeight)
{
    // Comfortably tall, but all of the rows must fit.
    const double rows = double(last - first + 1);
    const double gaps =
        double(m_layout.machineOfNode(last) - m_layout.machineOfNode(first)) * GanttLayout::kMachineGapPx;
    const double fitting = (bodyHeight * kShowMaxHeightShare - gaps) / rows;
    m_layout.setRowHeight(std::max(m_layout.rowHeight(), std::min(kShowRowHeight, fitting)));
    m_fitted = false;
    clamp(bodyHeight);
    m_scrollY = (m_layout.rowTop(first) + m_layout.rowBottom(last)) / 2 - bodyHeight / 2;
    clamp(bodyHeight);
}

void GanttRowNavigator::dragTo(double dy, double bodyHeight)
{
    m_scrollY = m_dragScrollY - dy;
    m_fitted = false;
    clamp(bodyHeight);
}

bool GanttRowNavigator::wheel(QPoint angleDelta, Qt::KeyboardModifiers modifiers, double bodyY, double bodyHeight)
{
    if (modifiers & Qt::ControlModifier) {
        zoomAround(bodyY, std::pow(TimeNavigator::kWheelZoomStep, TimeNavigator::notches(angleDelta.y())),
                   bodyHeight);
        return true;
    }
    if (modifiers & Qt::ShiftModifier) {
        // Some platforms turn Shift+wheel into a horizontal wheel.
        const int raw = angleDelta.y() != 0 ? angleDelta.y() : angleDelta.x();
        const double step = std::max(kWheelScrollRows * m_layout.rowHeight(), kWheelScrollMinPx);
        scrollBy(-TimeNavigator::notches(raw) * step, bodyHeight);
        return true;
    }
    return false;
}

bool GanttRowNavigator::key(int key, bool control, double bodyHeight)
{
    // The same steps as the time axis, so both directions feel alike.
    const double step = bodyHeight * TimeNavigator::kKeyPanFraction;
    switch (key) {
    case Qt::Key_Up:
        if (control)
            zoomBy(TimeNavigator::kKeyZoomStep, bodyHeight);
        else
            scrollBy(-step, bodyHeight);
        return true;
    case Qt::Key_Down:
        if (control)
            zoomBy(1.0 / TimeNavigator::kKeyZoomStep, bodyHeight);
        else
            scrollBy(step, bodyHeight);
        return true;
    case Qt::Key_PageUp: scrollBy(-bodyHeight, bodyHeight); return true;
    case Qt::Key_PageDown: scrollBy(bodyHeight, bodyHeight); return true;
    default: return false;
    }
}

}  // namespace schedlab
