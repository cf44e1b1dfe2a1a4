#pragma once

#include "model/Types.h"

#include <QRgb>

#include <algorithm>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace schedlab {

class GanttIndex;

// The level of detail behind zoomed-out views of the Gantt chart (the idea of
// Tracy's zoomed-out zones, applied to a whole schedule): a pyramid of coarse
// rasters of the run blocks, one row per group of nodes and one cell per time
// bucket, built once per snapshot and colour mode. A group is one node up to
// kMaxRows nodes; above, as many as keep the rows at kMaxRows, since no frame
// shows more pixel rows than a screen has and the budget is better spent on
// time (on 93,312 nodes one row per node left buckets of four days). Level 0 has the finest buckets,
// every further level halves the resolution. A cell holds the busy share of
// its node-time as alpha (any work at all is at least 1/255, so a lone short
// job never vanishes) and the busy-time-weighted mean colour of its jobs as
// straight (not premultiplied) RGB, so that merging cells stays exact enough
// even where only a sliver of a cell is busy.
//
// A frame whose pixels are at least one bucket of some level wide resamples
// that level into pixel columns instead of walking the blocks one by one:
// the frame cost then depends on the view size only, not on the trace.
class GanttCoarseRaster {
public:
    struct Level {
        Time bucketSeconds = 1;
        int buckets = 0;
        // rows x buckets, row-major, then kPadding empty cells so a reader
        // may look a few buckets past the last one without a bounds check.
        std::vector<QRgb> cells;
    };
    static constexpr std::size_t kPadding = 4;

    // Upper bound on the cells of level 0 (4 bytes each, 32 MB); the pyramid
    // above it adds half as much again. Enough for buckets of about 20
    // minutes on a year of a 338-node machine, so views of a month and wider
    // at 1920 px come from the raster.
    static constexpr std::size_t kDefaultCellBudget = std::size_t(8) << 20;
    static constexpr int kMaxBuckets = 32768;
    static constexpr Time kMinBucketSeconds = 60;
    // More rows than a 4K screen's chart has pixel rows.
    static constexpr int kMaxRows = 2048;

    GanttCoarseRaster() = default;
    // `colours` holds one colour per job (the current colour mode); `nodes`
    // is the platform's node count.
    GanttCoarseRaster(const GanttIndex& index, const std::vector<QRgb>& colours, int nodes,
                      std::size_t cellBudget = kDefaultCellBudget);

    // Nodes per row on `nodes` nodes (1 up to kMaxRows nodes): a view with
    // fewer nodes per pixel row than this cannot use the raster.
    [[nodiscard]] static int nodesPerRowFor(int nodes);
    // Bucket width of level 0 for a schedule of `span` seconds on `nodes`
    // nodes: known before building, so callers can tell whether a view would
    // use the raster at all.
    [[nodiscard]] static Time finestBucketSeconds(Time span, int nodes, std::size_t cellBudget = kDefaultCellBudget);

    [[nodiscard]] bool empty() const { return m_levels.empty(); }
    [[nodiscard]] int rows() const { return m_rows; }
    [[nodiscard]] int nodes() const { return m_nodes; }
    [[nodiscard]] int nodesPerRow() const { return m_nodesPerRow; }
    // Nodes of row `row` (the last row may have fewer than nodesPerRow()).
    [[nodiscard]] int nodesIn(int row) const { return std::min(m_nodesPerRow, m_nodes - row * m_nodesPerRow); }
    [[nodiscard]] Time origin() const { return m_origin; }
    [[nodiscard]] const std::vector<Level>& levels() const { return m_levels; }
    // The coarsest level whose buckets are no wider than `secondsPerPixel`
    // (so a pixel column always spans at least one bucket: resampling only
    // ever shrinks), or -1 when even level 0 is too coarse for the view.
    [[nodiscard]] int levelFor(double secondsPerPixel) const;
    // A cell of a level (0 outside the raster); its alpha is the busy share
    // of the row's node-time.
    [[nodiscard]] QRgb cell(int level, int row, int bucket) const;
    // Start of the last bucket boundary of `level` at or before `time`:
    // buckets before it hold nothing that starts after `time`.
    [[nodiscard]] double bucketFloor(int level, double time) const;
    [[nodiscard]] std::size_t byteSize() const;
    // Unique per built raster in this process: caches of what was drawn
    // from a raster key on it (a new raster may reuse an old one's address).
    [[nodiscard]] std::uint64_t serial() const { return m_serial; }

private:
    void buildLevelZero(const GanttIndex& index, const std::vector<QRgb>& colours, int machines);
    void buildCoarserLevels();

    std::vector<Level> m_levels;
    Time m_origin = 0;
    int m_rows = 0;
    int m_nodes = 0;
    int m_nodesPerRow = 1;
    std::uint64_t m_serial = 0;
};

}  // namespace schedlab
