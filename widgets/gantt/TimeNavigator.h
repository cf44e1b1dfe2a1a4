#pragma once

#include "model/Types.h"

#include <QPoint>
#include <QRect>

#include <functional>
#include <optional>
#include <utility>

namespace schedlab {

// The visible time window of a chart that reads left to right in trace
// seconds, and the gestures that move it: zoom about a point, pan, the mouse
// wheel, the keyboard and dragging. The Gantt chart and the occupancy view
// each own one and forward their events to it, so both charts navigate the
// same way and their axes stay in step. Not a widget: pixel positions come
// with the body rectangle they belong to, which keeps it testable on its own.
class TimeNavigator {
public:
    static constexpr double kMinVisibleSeconds = 10.0;
    // How far out the user may zoom and pan, relative to the data's span:
    // a little room around it, never so far that the data becomes a speck.
    static constexpr double kMaxSpanFactor = 1.5;
    static constexpr double kFitMarginFraction = 0.01;
    static constexpr double kEmptySpanSeconds = 86400.0;  // a day, when there is nothing to fit
    static constexpr double kWheelZoomStep = 1.25;        // per wheel notch
    static constexpr double kKeyZoomStep = 1.5;           // per +/- key press
    static constexpr double kKeyPanFraction = 0.1;        // arrows pan a tenth of the view
    static constexpr double kWheelDegreesPerNotch = 120.0;

    // `changed` runs after every change of the window, never when a request
    // leaves it as it was (so two charts synced both ways do not echo).
    explicit TimeNavigator(std::function<void()> changed = {});

    // The data's time extent: the window's centre stays inside it and its
    // span below kMaxSpanFactor times it. Without limits only the minimum
    // span applies. Neither call moves the window.
    void setLimits(double first, double last);
    void clearLimits();
    [[nodiscard]] bool hasLimits() const { return m_limits.has_value(); }

    [[nodiscard]] double from() const { return m_from; }
    [[nodiscard]] double to() const { return m_to; }
    [[nodiscard]] double span() const { return m_to - m_from; }
    // The window in whole seconds, rounded outwards.
    [[nodiscard]] std::pair<Time, Time> visibleRange() const;

    void setRange(double from, double to);  // clamped as setLimits says
    // The limits plus a small margin, or a day from 0 without limits.
    void fitAll();
    [[nodiscard]] std::pair<double, double> fitRange() const;
    // Zooms in by `factor` (> 1 in, < 1 out) keeping `anchor` where it is.
    void zoomAround(double anchor, double factor);
    void zoomBy(double factor);  // about the window's centre
    void panBy(double seconds);

    // Pixel x over `body` (whose left..right edges show the window) and back.
    [[nodiscard]] double timeAt(double x, const QRect& body) const;
    [[nodiscard]] double xOf(double time, const QRect& body) const;

    // Wheel notches in an angle delta (one notch is 15 degrees, 120 units).
    [[nodiscard]] static double notches(int angleDelta);
    // Vertical wheel: zooms about the time under the cursor at `x`.
    void wheelZoom(QPoint angleDelta, double x, const QRect& body);
    // A purely horizontal wheel (touchpad swipe, tilt wheel) pans a tenth of
    // the view per notch; any other wheel zooms as wheelZoom.
    void wheel(QPoint angleDelta, double x, const QRect& body);
    // +/= and - zoom about the centre, Left/Right pan, Home fits all.
    // Returns false for any other key, which the caller then handles.
    bool key(int key);

    // Dragging pans: the window follows the pointer `dx` pixels away from
    // where the drag began, over a body `bodyWidth` pixels wide.
    void beginDrag();
    void dragTo(double dx, int bodyWidth);

private:
    struct Limits {
        double first = 0;
        double last = 0;
    };

    std::function<void()> m_changed;
    std::optional<Limits> m_limits;
    double m_from = 0;
    double m_to = 1;
    double m_dragFrom = 0;
    double m_dragTo = 1;
};

}  // namespace schedlab
