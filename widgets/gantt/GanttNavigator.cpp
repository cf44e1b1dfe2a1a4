#include "GanttNavigator.h"

#include "GanttGutter.h"
#include "TimeAxis.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <QWidget>

namespace schedlab {

GanttNavigator::GanttNavigator(QWidget& chart, GanttLayout& layout, std::function<void()> timeChanged)
    : m_chart(chart), m_time(std::move(timeChanged)), m_rows(layout)
{
}

QRect GanttNavigator::bodyRect() const
{
    return m_chart.rect().adjusted(GanttGutter::kWidth, TimeAxis::kHeight, 0, 0);
}

GanttView GanttNavigator::view(Time now) const
{
    GanttView v;
    v.body = bodyRect();
    v.timeFrom = m_time.from();
    v.timeTo = m_time.to();
    v.scrollY = m_rows.scrollY();
    v.now = now;
    return v;
}

void GanttNavigator::fitAll()
{
    m_time.fitAll();
    m_rows.fit(bodyHeight());
    m_chart.update();
}

void GanttNavigator::zoomToRect(const QRect& rect)
{
    const GanttView v = view(kNoTime);
    const double from = v.timeAt(double(rect.left()));
    const double to = v.timeAt(double(rect.right() + 1));
    m_rows.zoomTo(v.contentYAt(double(rect.top())), double(rect.height()), double(v.body.height()));
    m_time.setRange(from, to);
    m_chart.update();
}

void GanttNavigator::show(double from, double to, NodeId first, NodeId last)
{
    m_time.setRange(from, to);
    m_rows.show(first, last, bodyHeight());
}

void GanttNavigator::resize()
{
    m_rows.resize(bodyHeight());
    m_chart.update();
}

void GanttNavigator::press(const QMouseEvent& event)
{
    m_pressPos = event.position().toPoint();
    m_moved = false;
    const bool band = event.button() == Qt::RightButton ||
                      (event.button() == Qt::LeftButton && (event.modifiers() & Qt::ShiftModifier));
    if (band) {
        m_panning = false;
        m_band.begin(m_pressPos);
        m_chart.setCursor(Qt::CrossCursor);
    } else if (event.button() == Qt::LeftButton) {
        m_band.cancel();
        m_panning = true;
        m_time.beginDrag();
        m_rows.beginDrag();
    }
}

bool GanttNavigator::move(const QMouseEvent& event)
{
    const QPoint pos = event.position().toPoint();
    if (m_panning) {
        const QPoint delta = pos - m_pressPos;
        if (!m_moved && delta.manhattanLength() < QApplication::startDragDistance())
            return true;  // still a click, perhaps
        if (!m_moved)
            m_chart.setCursor(Qt::ClosedHandCursor);
        m_moved = true;
        m_time.dragTo(double(delta.x()), bodyRect().width());
        m_rows.dragTo(double(delta.y()), bodyHeight());
        m_chart.update();
        return true;
    }
    if (m_band.isActive()) {
        m_band.moveTo(pos, bodyRect());
        m_chart.update();
        return true;
    }
    return false;
}

bool GanttNavigator::release()
{
    const bool panned = m_panning;
    m_panning = false;
    m_chart.setCursor(Qt::OpenHandCursor);
    if (panned && !m_moved)
        return true;
    if (m_band.isActive()) {
        if (const std::optional<QRect> rect = m_band.finish())
            zoomToRect(*rect);
        m_chart.update();
    }
    return false;
}

void GanttNavigator::wheel(const QWheelEvent& event)
{
    const QPointF pos = event.position();
    const QRect body = bodyRect();
    // Ctrl and Shift move the rows; a plain wheel moves time.
    if (!m_rows.wheel(event.angleDelta(), event.modifiers(), pos.y() - double(body.top()), double(body.height())))
        m_time.wheel(event.angleDelta(), pos.x(), body);
    m_chart.update();
}

bool GanttNavigator::key(const QKeyEvent& event)
{
    const bool control = (event.modifiers() & Qt::ControlModifier) != 0;
    if (m_rows.key(event.key(), control, bodyHeight())) {
        m_chart.update();
        return true;
    }
    switch (event.key()) {
    case Qt::Key_Home: fitAll(); return true;  // rows too, not only time
    case Qt::Key_Escape:
        if (!m_band.isActive())
            return false;
        m_band.cancel();
        m_chart.update();
        return true;
    default: return m_time.key(event.key());
    }
}

}  // namespace schedlab
