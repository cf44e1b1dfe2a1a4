#pragma once

#include "GanttIndex.h"
#include "GanttMarks.h"
#include "RunSnapshot.h"

#include <memory>

namespace schedlab {

// What the Gantt chart derives from a snapshot in time proportional to its
// jobs: the spatial index and the marks. Qt-free, so a worker thread can
// build it after a run (RunWorker) and the GUI thread only moves it in
// (GanttChartWidget::setSnapshot): on a year of CEA-Curie that is some
// hundreds of milliseconds the GUI thread no longer stops for.
struct GanttPrepared {
    const RunSnapshot* snapshot = nullptr;  // what it was built from
    GanttIndex index;
    GanttMarks marks;
    double milliseconds = 0;                // building both

    [[nodiscard]] static std::shared_ptr<GanttPrepared> of(const RunSnapshot& snapshot);
};

}  // namespace schedlab
