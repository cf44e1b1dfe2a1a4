#pragma once

#include "GanttLayout.h"

#include <QPoint>
#include <Qt>

namespace schedlab {

// The Gantt chart's vertical viewport: how tall rows are (kept in the
// layout) and how far the rows are scrolled, with the gestures that change
// them. The vertical counterpart of TimeNavigator. Until the user zooms or
// scrolls the rows, they stay fitted to the body's height across resizes.
// Every call takes the body's height in pixels, which only the widget knows.
class GanttRowNavigator {
public:
    static constexpr double kWheelScrollRows = 3.0;      // Shift+wheel, per notch
    static constexpr double kWheelScrollMinPx = 40.0;    // ... but never less than this
    // How tall rows may get over fitting them all, for platforms of a handful of nodes.
    static constexpr double kMaxRowsOverFit = 4.0;
    // Showing a job: rows get this much height when the platform allows
    // it, and the job takes at most this share of the body's height.
    static constexpr double kShowRowHeight = 18.0;
    static constexpr double kShowMaxHeightShare = 0.6;

    explicit GanttRowNavigator(GanttLayout& layout) : m_layout(layout) {}

    // Content pixels above the body's top edge.
    [[nodiscard]] double scrollY() const { return m_scrollY; }
    [[nodiscard]] bool isFitted() const { return m_fitted; }

    // Every row fits into the body, scrolled to the top; stays so on resize.
    void fit(double bodyHeight);
    // The body changed size: refit, or keep row height and scroll in range.
    void resize(double bodyHeight);
    // Taller rows (factor > 1) keeping the content at `bodyY` (pixels below
    // the body's top) where it is.
    void zoomAround(double bodyY, double factor, double bodyHeight);
    void zoomBy(double factor, double bodyHeight);  // about the body's middle
    void scrollBy(double pixels, double bodyHeight);
    // The rows from content y `top` down `heightPx` screen pixels fill the body.
    void zoomTo(double top, double heightPx, double bodyHeight);
    // Makes nodes first..last comfortably tall and centres them.
    void show(NodeId first, NodeId last, double bodyHeight);

    // Dragging scrolls: the rows follow the pointer `dy` pixels away from
    // where the drag began.
    void beginDrag() { m_dragScrollY = m_scrollY; }
    void dragTo(double dy, double bodyHeight);

    // Ctrl+wheel zooms the rows about `bodyY`, Shift+wheel scrolls them.
    // Returns false for other wheels, which move time instead.
    bool wheel(QPoint angleDelta, Qt::KeyboardModifiers modifiers, double bodyY, double bodyHeight);
    // Up/Down scroll a tenth of a page (with Ctrl: zoom rows), PageUp/
    // PageDown a page. Returns false for any other key.
    bool key(int key, bool control, double bodyHeight);

private:
    // Row height within its bounds and scroll within the content.
    void clamp(double bodyHeight);

    GanttLayout& m_layout;
    double m_scrollY = 0;
    double m_dragScrollY = 0;
    bool m_fitted = true;
};

}  // namespace schedlab
