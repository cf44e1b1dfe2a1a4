#pragma once

#include "GanttFrameStats.h"
#include "GanttScene.h"
#include "GanttView.h"
#include "TimeAxis.h"

#include <QFont>
#include <QImage>
#include <QRectF>

#include <array>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <vector>

class QPainter;

namespace schedlab {

// Paints the body of the Gantt chart (jobs, gaps, links, machine bands) for
// one view. The frame cost is bounded by what is visible, not by the trace:
// only the index buckets of the visible time range and the machines with
// visible rows are walked, and blocks narrower than kFoldWidthPx are not
// drawn one by one but accumulated into a per-pixel-column x per-row density
// raster (time coverage and mean colour), drawn with a single scaled
// drawImage per machine. That is the idea behind Tracy's folding of tiny
// zones, applied to a 2-D chart.
//
// Zoomed far out, even folding costs a visit per block (a whole-year view
// walks every block of the trace), so such views take their run blocks from
// the scene's level-of-detail raster (GanttCoarseRaster) instead: one
// resampled pixel row per node row, then the same density image. Only the
// blocks wide enough to be drawn on their own are still visited, found
// longest-first, and the sliver between the raster's last whole bucket and
// the now line is folded block by block, so nothing after the now line shows.
class GanttRenderer {
public:
    static constexpr double kFoldWidthPx = 3.0;
    // A block narrower than kFoldWidthPx touches at most this many columns.
    static constexpr std::size_t kMaxFoldColumns = 5;
    // Views whose time range holds fewer index entries than this are cheap
    // enough block by block, and stay exact.
    static constexpr int kDefaultCoarseThreshold = 10000;

    // Views visiting more than `blocks` blocks use the coarse raster when it
    // is fine enough for them; 0 uses it whenever it is, a negative value never.
    void setCoarseThreshold(int blocks) { m_coarseThreshold = blocks; }
    [[nodiscard]] int coarseThreshold() const { return m_coarseThreshold; }
    // Whether `view` is drawn from the coarse raster (built or not yet).
    [[nodiscard]] bool wantsCoarse(const GanttView& view, const GanttScene& scene) const;
    // Nodes drawn in one pixel row at `rowHeight` pixels per node.
    [[nodiscard]] static int nodesPerPixelRow(double rowHeight);

    void paintBody(QPainter& painter, const GanttView& view, const GanttScene& scene, const QFont& font,
                   const TimeAxis::Ticks& ticks);
    // Outline of all blocks of `job` (all segments, all machines); selected
    // jobs get a strong two-tone outline, hovered ones a light one.
    static void paintJobOutline(QPainter& painter, const GanttView& view, const GanttScene& scene, JobIndex job,
                                bool selected);
    // The on-screen rectangle of a block, cut at the now line.
    [[nodiscard]] static QRectF blockRect(const GanttView& view, const GanttLayout& layout, const GanttBlock& block);

    [[nodiscard]] const GanttFrameStats& stats() const { return m_stats; }

private:
    struct FoldCell {
        float red = 0;
        float green = 0;
        float blue = 0;
        float cover = 0;  // busy fraction of the cell's node-time
    };
    struct Drawn {
        QRect rect;
        const GanttBlock* block = nullptr;
    };
    // Up to this many buckets of one level feed a pixel column: a column is
    // less than two buckets wide, so it overlaps at most three.
    static constexpr std::size_t kMaxTaps = 4;
    static constexpr int kFixedTaps = 3;
    struct Taps {
        int first = 0;  // first bucket
        int count = 0;
        std::array<std::uint32_t, kMaxTaps> weight{};  // share of the column, in kTapWeightOne units
    };
    // A raster row feeding a coarse pixel row, and its weight in node units.
    struct RowWeight {
        const QRgb* cells = nullptr;
        std::uint32_t weight = 0;
    };
    struct BandRows {
        MachineIndex machine = 0;
        NodeId firstVisible = 0;
        NodeId lastVisible = -1;
        int gridOffset = 0;  // first row of this band in the fold raster
        int gridRows = 0;

        friend bool operator==(const BandRows&, const BandRows&) = default;
    };
    // What the resampled coarse image depends on besides its columns: while
    // only these stay, panning reuses its columns and computes the new ones.
    struct CoarseKey {
        std::uint64_t raster = 0;  // GanttCoarseRaster::serial()
        int level = -1;
        double secondsPerPixel = 0;
        int group = 1;
        std::vector<BandRows> bands;

        friend bool operator==(const CoarseKey&, const CoarseKey&) = default;
    };

    void collectVisibleBands(const GanttView& view, const GanttScene& scene);
    void fold(const GanttView& view, const GanttBlock& block, NodeId first, NodeId last, QRgb colour,
              const BandRows& band);
    void paintBackground(QPainter& painter, const GanttView& view, const GanttScene& scene,
                         const TimeAxis::Ticks& ticks) const;
    void paintFoldRaster(QPainter& painter, const GanttView& view, const GanttScene& scene);
    void drawGridImage(QPainter& painter, const GanttView& view, const GanttScene& scene, const QImage& image,
                       const QRect& cells, double left, double columnPx) const;
    void resampleColumns(const GanttCoarseRaster& raster, const GanttCoarseRaster::Level& lod, double secondsPerPixel,
                         double end, int from, int to);
    void collectBlocks(const GanttView& view, const GanttScene& scene);
    void collectCoarse(const GanttView& view, const GanttScene& scene, const QFont& font, double rasterUntil);
    void paintEdges(QPainter& painter, const GanttScene& scene);
    void paintCoarse(QPainter& painter, const GanttView& view, const GanttScene& scene, int level,
                     double rasterUntil);
    void paintGaps(QPainter& painter, const GanttScene& scene) const;
    void paintBlocks(QPainter& painter, const GanttScene& scene, const QFont& font) const;
    void paintConnectors(QPainter& painter, const GanttScene& scene) const;
    void paintMultiSiteLinks(QPainter& painter, const GanttView& view, const GanttScene& scene) const;

    std::vector<BandRows> m_bands;
    std::vector<int> m_bandOfMachine;  // index into m_bands, -1 when the machine is not visible
    std::vector<Taps> m_taps;
    std::vector<RowWeight> m_rowWeights;
    // The coarse path's image: columns on a global grid (column g covers
    // [origin + g s, origin + (g + 1) s) at s seconds per pixel), so a pan by
    // whole columns keeps them valid.
    QImage m_coarseImage;
    CoarseKey m_coarseKey;
    std::int64_t m_coarseFirst = 0;  // global column of the image's column 0
    double m_coarseUntil = 0;        // the raster cut (now line) the image was computed for
    bool m_coarseValid = false;
    int m_coarseThreshold = kDefaultCoarseThreshold;
    int m_group = 1;  // nodes per fold-raster row (more than 1 only below 1 px per row)
    int m_gridWidth = 0;
    int m_gridRows = 0;
    // Calloc'd rather than a vector, which writes every cell when it grows:
    // a whole-screen buffer is tens of megabytes that the kernel hands over
    // zeroed, page by page as a frame touches them (a vector cost 30 ms of
    // page faults in the first frame after a CEA-Curie run).
    struct FreeCells {
        void operator()(FoldCell* cells) const { std::free(cells); }
    };
    std::unique_ptr<FoldCell[], FreeCells> m_cells;
    std::size_t m_cellCount = 0;
    QImage m_foldImage;
    QRect m_dirty;  // cells touched this frame (columns x raster rows)
    std::vector<Drawn> m_drawn;
    std::vector<Drawn> m_gaps;
    std::vector<Drawn> m_edges;  // coarse frames: wide plain blocks that only need their edge
    GanttFrameStats m_stats;
};

}  // namespace schedlab
