#pragma once

#include "GanttScene.h"
#include "GanttView.h"

#include <QRgb>

class QPainter;

namespace schedlab {

// Draws the scene's GanttMarks over the blocks: a deadline tick with a small
// triangle on the rows of each job with a deadline (red when missed), a
// cross at the end of each segment that ended in a fault, and a dashed line
// from where a moved job stopped to where it went on. Only the marks of the
// visible time range are visited, and nothing after the now line is shown.
class GanttMarkPainter {
public:
    static constexpr QRgb kDeadline = 0xff6d28d9;        // violet: no job palette colour is this dark
    static constexpr QRgb kMissedDeadline = 0xffdc2626;  // warning red
    static constexpr QRgb kFault = 0xffb91c1c;
    static constexpr QRgb kMove = 0xff1d2330;

    static void paint(QPainter& painter, const GanttView& view, const GanttScene& scene);

private:
    static void paintMoves(QPainter& painter, const GanttView& view, const GanttScene& scene, double from, double to);
    static void paintFaults(QPainter& painter, const GanttView& view, const GanttScene& scene, double from, double to);
    static void paintDeadlines(QPainter& painter, const GanttView& view, const GanttScene& scene, double from,
                               double to);
};

}  // namespace schedlab
