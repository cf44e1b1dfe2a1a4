#pragma once

#include "model/Types.h"

#include <QRect>

#include <algorithm>

namespace schedlab {

// What one frame of the Gantt chart shows: the chart body rectangle in
// painter coordinates, the visible time window and the vertical scroll
// position (content pixels above the body's top edge), plus the now line.
struct GanttView {
    QRect body;
    double timeFrom = 0;
    double timeTo = 1;
    double scrollY = 0;
    Time now = kNoTime;  // kNoTime: whole schedule, no now line

    [[nodiscard]] double pxPerSecond() const
    {
        return double(body.width()) / std::max(timeTo - timeFrom, 1e-9);
    }
    [[nodiscard]] double xOf(double time) const { return double(body.left()) + (time - timeFrom) * pxPerSecond(); }
    [[nodiscard]] double timeAt(double x) const { return timeFrom + (x - double(body.left())) / pxPerSecond(); }
    [[nodiscard]] double yOf(double contentY) const { return double(body.top()) + contentY - scrollY; }
    [[nodiscard]] double contentYAt(double y) const { return y - double(body.top()) + scrollY; }
    // Where drawing stops in time: the now line when there is one.
    [[nodiscard]] double drawUntil() const { return now == kNoTime ? timeTo : std::min(timeTo, double(now)); }
    // Under playback a job has started once its start is at or before now:
    // the decisions taken at now are shown.
    [[nodiscard]] bool started(Time start) const { return now == kNoTime || start <= now; }
    // How far a started block is drawn: to its end, or to the now line, but
    // at least kStartedStubPx past its start, so that a job starting at now
    // is seen at its own start instead of having no width.
    static constexpr double kStartedStubPx = 4.0;
    [[nodiscard]] double drawnEnd(Time start, Time end) const
    {
        if (now == kNoTime)
            return double(end);
        const double stub = double(start) + kStartedStubPx / pxPerSecond();
        return std::min(double(end), std::max(double(now), stub));
    }

    friend bool operator==(const GanttView&, const GanttView&) = default;
};

}  // namespace schedlab
