#pragma once

namespace schedlab {

// What the last frame of the Gantt chart cost and contained; read by tests
// (folding) and the benchmark.
struct GanttFrameStats {
    int drawnBlocks = 0;   // blocks drawn as their own rectangle
    int foldedBlocks = 0;  // blocks narrower than the fold width, merged into density cells
    int foldedCells = 0;   // non-empty density cells drawn for them
    int gapBlocks = 0;     // hatched gaps between segments of preempted jobs
    int visibleRows = 0;
    bool fromCache = false;  // body reused from the frame cache
    double bodyMilliseconds = 0;  // time spent rendering the body (0 when cached)
    // Level of detail: true when the run blocks came from the coarse raster
    // (GanttCoarseRaster) rather than from the blocks one by one; then
    // drawnBlocks counts only the wide blocks drawn over it (gaps, multi-site
    // parts, and all wide blocks once rows are tall enough for edges), and
    // foldedBlocks only those folded by hand at the now line.
    bool coarse = false;
    int coarseLevel = -1;  // pyramid level used, -1 when not coarse
};

}  // namespace schedlab
