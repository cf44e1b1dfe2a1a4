#pragma once

#include "TimelineStyle.h"
#include "GanttScene.h"
#include "GanttView.h"

#include <QCoreApplication>
#include <QFont>
#include <QString>

class QPainter;
class QPoint;

namespace schedlab {

// The Gantt chart's node axis: the column left of the body with one band per
// machine (name, size) and a ruler of machine-local node numbers, plus the
// corner above it naming the clock the time axis uses.
class GanttGutter {
    Q_DECLARE_TR_FUNCTIONS(GanttGutter)

public:
    // The occupancy view's gutter is as wide, so the two time axes line up.
    static constexpr int kWidth = TimelineStyle::kGutterWidth;

    // `font` is the chart's font (machine names, in bold), `smallFont` the
    // one of node numbers and the clock name.
    static void paint(QPainter& painter, const GanttView& view, const GanttScene& scene, const QFont& font,
                      const QFont& smallFont);
    // The machine and node at a position left of the body; empty elsewhere.
    [[nodiscard]] static QString toolTipAt(const GanttView& view, const GanttLayout& layout, const QPoint& position);

private:
    // What every machine band is labelled with, worked out once per frame.
    struct Labels {
        QFont name;
        QFont number;
        int numberColumn = 0;  // width of the node-number ruler
        int stride = 1;        // label every stride-th node
    };

    static void paintMachine(QPainter& painter, const GanttView& view, const GanttLayout& layout, MachineIndex machine,
                             const Labels& labels);
    static void paintCorner(QPainter& painter, const GanttScene& scene, const QFont& smallFont);
    // Node-label strides: 1, 2, 5, 10, 20, 50, ...
    [[nodiscard]] static int niceStride(double minimum);
};

}  // namespace schedlab
