#pragma once

#include <QPoint>
#include <QRect>

#include <optional>

class QPainter;

namespace schedlab {

// The rectangle the user drags out (right button, or Shift with the left)
// to zoom the Gantt chart to, in widget pixels, kept inside the body.
class GanttRubberBand {
public:
    // Smaller than this either way is taken for a slip of the hand, not a zoom.
    static constexpr int kMinSizePx = 5;

    void begin(QPoint at);
    void moveTo(QPoint at, const QRect& body);
    [[nodiscard]] bool isActive() const { return m_active; }
    // Ends the gesture with the rectangle to zoom to, if it is large enough.
    [[nodiscard]] std::optional<QRect> finish();
    void cancel();

    void paint(QPainter& painter) const;

private:
    QPoint m_origin;
    QRect m_rect;
    bool m_active = false;
};

}  // namespace schedlab
