#pragma once

#include "GanttRowNavigator.h"
#include "GanttRubberBand.h"
#include "GanttView.h"
#include "TimeNavigator.h"

#include <QPoint>
#include <QRect>

#include <functional>

class QKeyEvent;
class QPainter;
class QMouseEvent;
class QWheelEvent;
class QWidget;

namespace schedlab {

// Where the Gantt chart looks and the gestures that move it: the time
// window (TimeNavigator, as in the occupancy view), the rows
// (GanttRowNavigator), dragging both at once, the rubber band, the wheel
// and the navigation keys. The chart forwards its input events here and
// keeps the rest (selection, hover, legend); this sets the chart's cursor
// and repaints it while a gesture goes on.
class GanttNavigator {
public:
    // `timeChanged` runs whenever the time window changed.
    GanttNavigator(QWidget& chart, GanttLayout& layout, std::function<void()> timeChanged);

    [[nodiscard]] TimeNavigator& time() { return m_time; }
    [[nodiscard]] const TimeNavigator& time() const { return m_time; }
    [[nodiscard]] GanttRowNavigator& rows() { return m_rows; }

    // The chart's body: right of the gutter, below the time axis.
    [[nodiscard]] QRect bodyRect() const;
    [[nodiscard]] double bodyHeight() const { return double(bodyRect().height()); }
    [[nodiscard]] GanttView view(Time now) const;

    void fitAll();  // time and rows
    void zoomToRect(const QRect& rect);
    // Time from..to, and nodes first..last comfortably tall and centred.
    void show(double from, double to, NodeId first, NodeId last);
    void resize();  // the chart changed size

    void press(const QMouseEvent& event);
    // Pans or stretches the rubber band; false when no drag is under way.
    bool move(const QMouseEvent& event);
    // Ends the drag; true when the press was a click rather than a drag.
    bool release();
    void wheel(const QWheelEvent& event);
    // Arrows, pages, +/-, Home, and Escape while a rubber band is out;
    // false for every other key.
    bool key(const QKeyEvent& event);

    void paintBand(QPainter& painter) const { m_band.paint(painter); }

private:
    QWidget& m_chart;
    TimeNavigator m_time;
    GanttRowNavigator m_rows;
    GanttRubberBand m_band;
    // A left-button press pans once the pointer has moved the drag
    // distance, and is a click on a job otherwise.
    bool m_panning = false;
    bool m_moved = false;
    QPoint m_pressPos;
};

}  // namespace schedlab
