#pragma once

#include "GanttCoarseRaster.h"
#include "GanttColorMode.h"
#include "GanttIndex.h"
#include "GanttLegend.h"
#include "GanttMarks.h"
#include "RunSnapshot.h"

#include <QRgb>

#include <memory>
#include <optional>
#include <vector>

namespace schedlab {

// What the Gantt chart derives from a snapshot in time proportional to its
// jobs: the spatial index and the marks, and for a colour mode known in
// advance the job colours and, on a schedule big enough to be drawn from it,
// the coarse raster. A worker thread builds it after a run (RunWorker) and
// the GUI thread only moves it in (GanttChartWidget::setSnapshot): on a year
// of CEA-Curie that is some hundreds of milliseconds the GUI thread no
// longer stops for, and the first whole-year frame is drawn from the raster
// at once.
struct GanttPrepared {
    using ColorMode = GanttColorMode;

    const RunSnapshot* snapshot = nullptr;  // what it was built from
    GanttIndex index;
    GanttMarks marks;
    GanttLegend::Notes legendNotes;
    std::vector<Time> batchInstants;
    double milliseconds = 0;                // building all of it
    std::optional<ColorMode> colourMode;    // what `colours` and `coarse` are for
    std::vector<QRgb> colours;
    std::shared_ptr<const GanttCoarseRaster> coarse;  // null on small schedules
    double coarseMilliseconds = 0;

    [[nodiscard]] static std::shared_ptr<GanttPrepared> of(const RunSnapshot& snapshot);
    [[nodiscard]] static std::shared_ptr<GanttPrepared> of(const RunSnapshot& snapshot, ColorMode mode);
};

}  // namespace schedlab
