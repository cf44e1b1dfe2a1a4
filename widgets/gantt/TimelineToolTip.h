#pragma once

#include <QString>

#include <functional>

class QEvent;
class QPoint;
class QWidget;

namespace schedlab {

// Rich tooltips that depend on where the pointer is, for the charts: on a
// QEvent::ToolTip the text for that position is shown at the pointer, or any
// tooltip still up is hidden when the position has nothing to say (so a
// stale job tooltip never lingers over empty space).
class TimelineToolTip {
public:
    using TextAt = std::function<QString(const QPoint& position)>;

    // Handles `event` when it is a tooltip request and returns true; returns
    // false for every other event, which the caller passes on to QWidget.
    static bool handle(QWidget& widget, QEvent& event, const TextAt& textAt);
};

}  // namespace schedlab
