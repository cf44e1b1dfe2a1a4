#pragma once

#include "GanttCoarseRaster.h"
#include "GanttIndex.h"
#include "GanttLayout.h"
#include "GanttMarks.h"
#include "RunSnapshot.h"
#include "TraceClock.h"

#include <QRgb>

#include <memory>
#include <vector>

namespace schedlab {

// Everything derived once from a snapshot that every frame needs: the row
// layout, the spatial index, the clock and one colour per job for the
// current colour mode. Owned by the chart, read by the renderer.
struct GanttScene {
    RunSnapshotPtr snapshot;
    GanttLayout layout;
    GanttIndex index;
    GanttMarks marks;  // deadlines, faults and moves, from `index`
    TraceClock clock;
    std::vector<QRgb> colours;
    double indexMilliseconds = 0;  // how long building the index took
    std::vector<Time> batchInstants;  // a periodic meta-scheduler's (GanttBatchMarks)
    // The level-of-detail raster of `colours`, built on the first frame that
    // wants it and dropped whenever the snapshot or the colours change.
    std::shared_ptr<const GanttCoarseRaster> coarse;
    double coarseMilliseconds = 0;  // how long building it took

    [[nodiscard]] bool valid() const { return snapshot != nullptr; }
};

}  // namespace schedlab
