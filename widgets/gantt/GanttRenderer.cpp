#include "GanttRenderer.h"

#include "GanttMarkPainter.h"
#include "GanttPalette.h"

#include <QFontMetrics>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>

namespace schedlab {

namespace {

constexpr QRgb kBodyBackground = 0xfffcfcfd;
constexpr QRgb kAlternateBand = 0xfff4f5f8;  // every other machine, so sites read as bands
constexpr QRgb kRowStripe = 0x08000000;      // zebra rows once rows are tall enough to follow
constexpr QRgb kMachineGap = 0xffdfe3e8;
constexpr QRgb kMachineGapLine = 0xffc3c9d1;
constexpr QRgb kMultiSiteHatch = 0x55000000;
constexpr QRgb kMultiSiteOutline = 0xff1d2330;
constexpr QRgb kLinkColour = 0xff1d2330;
constexpr QRgb kSelectionOuter = 0xff101418;
constexpr QRgb kSelectionInner = 0xffffffff;
constexpr QRgb kHoverOutline = 0xa0101418;

constexpr double kStripeMinRowPx = 8.0;
constexpr int kEdgeMinPx = 4;          // below this a block is a plain fill
constexpr int kLabelMinWidthPx = 22;
constexpr int kLabelPadPx = 3;
constexpr int kGapFillAlpha = 46;
constexpr double kConnectorWidth = 1.4;
constexpr double kLinkWidth = 1.4;
constexpr double kLinkDotRadius = 2.6;
constexpr int kMinOutlineWidthPx = 5;  // tiny selected jobs still get a visible box
// Blocks reaching far outside the body are cut to this margin before
// converting to integer pixels: no overflow when zoomed in to seconds on a
// job that runs for days, and no edges drawn inside the view.
constexpr double kOffscreenMarginPx = 8.0;
// A folded cell with any work in it is shown at least this opaque, so a lone
// short job in a quiet stretch of a year-long view stays visible.
constexpr float kMinFoldAlpha = 0.3f;
constexpr float kOpaque = 255.0f;
// Fixed-point unit of a coarse tap's share of its pixel column.
constexpr std::uint32_t kTapWeightOne = 256;
// Coarse columns are 2^(k / kColumnWidthSteps) seconds wide: 0.02 % steps,
// under half a pixel across a 2,000-pixel view.
constexpr double kColumnWidthSteps = 4096.0;
// Channel positions in a QRgb (0xAARRGGBB), and the 64-bit lanes the coarse
// resampler spreads red and blue into.
constexpr int kAlphaShift = 24;
constexpr int kGreenShift = 8;
constexpr QRgb kChannelMask = 0xff;
constexpr QRgb kBlueMask = 0x000000ff;
constexpr QRgb kRedMask = 0x00ff0000;
constexpr int kRedSpread = 16;  // red from bit 16 to bit 32
constexpr int kRedLane = 32;
constexpr std::uint64_t kLaneMask = 0xffffffffULL;
// Node units a coarse pixel sums at most: 255 (alpha) x 256 (kTapWeightOne)
// x 255 (channel) x 250 stays below 2^32, the width of a lane.
constexpr int kPackedNodes = 250;
constexpr QRgb kOpaqueAlpha = 0xff000000;  // any QRgb at or above is fully opaque
// Edges are the fill colour darkened to this fraction: cheap per block,
// unlike QColor::darker() which goes through HSV.
constexpr int kEdgeShadeNumerator = 7;
constexpr int kEdgeShadeDenominator = 10;

QRgb shade(QRgb c)
{
    return qRgb(qRed(c) * kEdgeShadeNumerator / kEdgeShadeDenominator,
                qGreen(c) * kEdgeShadeNumerator / kEdgeShadeDenominator,
                qBlue(c) * kEdgeShadeNumerator / kEdgeShadeDenominator);
}

QRect snapped(const QRectF& r, const QRect& body)
{
    const double left = double(body.left()) - kOffscreenMarginPx;
    const double right = double(body.right()) + kOffscreenMarginPx;
    const double top = double(body.top()) - kOffscreenMarginPx;
    const double bottom = double(body.bottom()) + kOffscreenMarginPx;
    const auto x0 = int(std::lround(std::clamp(r.left(), left, right)));
    const auto x1 = int(std::lround(std::clamp(r.right(), left, right)));
    const auto y0 = int(std::lround(std::clamp(r.top(), top, bottom)));
    auto y1 = int(std::lround(std::clamp(r.bottom(), top, bottom)));
    if (y1 <= y0)
        y1 = y0 + 1;
    return {x0, y0, std::max(x1 - x0, 1), y1 - y0};
}

}  // namespace

QRectF GanttRenderer::blockRect(const GanttView& view, const GanttLayout& layout, const GanttBlock& block)
{
    const double end = view.drawnEnd(block.start, block.end);
    const double x0 = view.xOf(double(block.start));
    const double x1 = view.xOf(end);
    const double y0 = view.yOf(layout.rowTop(block.firstNode));
    const double y1 = view.yOf(layout.rowBottom(block.lastNode));
    return {QPointF(x0, y0), QPointF(x1, y1)};
}

void GanttRenderer::collectVisibleBands(const GanttView& view, const GanttScene& scene)
{
    m_bands.clear();
    const GanttLayout& layout = scene.layout;
    const double rowHeight = layout.rowHeight();
    m_group = nodesPerPixelRow(rowHeight);
    const double viewTop = view.scrollY;
    const double viewBottom = view.scrollY + double(view.body.height());
    int offset = 0;
    for (MachineIndex m = 0; m < layout.machineCount(); ++m) {
        const GanttLayout::Band& band = layout.bands()[std::size_t(m)];
        if (band.nodes <= 0)
            continue;
        const double top = layout.rowTop(band.firstNode);
        const double bottom = layout.rowBottom(band.firstNode + band.nodes - 1);
        if (bottom <= viewTop || top >= viewBottom)
            continue;
        const auto lo = NodeId(std::floor((std::max(viewTop, top) - top) / rowHeight));
        const auto hi = NodeId(std::ceil((std::min(viewBottom, bottom) - top) / rowHeight)) - 1;
        BandRows rows;
        rows.machine = m;
        rows.firstVisible = band.firstNode + std::clamp(lo, 0, band.nodes - 1);
        rows.lastVisible = band.firstNode + std::clamp(hi, 0, band.nodes - 1);
        rows.gridOffset = offset;
        rows.gridRows = (rows.lastVisible - rows.firstVisible) / m_group + 1;
        offset += rows.gridRows;
        m_stats.visibleRows += rows.lastVisible - rows.firstVisible + 1;
        m_bands.push_back(rows);
    }
    m_gridRows = offset;
}

void GanttRenderer::fold(const GanttView& view, const GanttBlock& block, NodeId first, NodeId last, QRgb colour,
                         const BandRows& band)
{
    const double end = view.drawnEnd(block.start, block.end);
    const double fx0 = view.xOf(double(block.start)) - double(view.body.left());
    const double fx1 = view.xOf(end) - double(view.body.left());
    if (fx1 <= 0 || fx0 >= double(m_gridWidth) || !(fx1 > fx0))
        return;
    const int c0 = std::max(0, int(std::floor(fx0)));
    const int c1 = std::min(m_gridWidth - 1, int(std::ceil(fx1)) - 1);
    const int r0 = band.gridOffset + (first - band.firstVisible) / m_group;
    const int r1 = band.gridOffset + (last - band.firstVisible) / m_group;
    // Per-column coverage once, then a tight loop over rows: a folded block
    // spans at most a few columns but may span hundreds of rows.
    std::array<FoldCell, kMaxFoldColumns> add{};
    const int columns = std::min(c1 - c0 + 1, int(kMaxFoldColumns));
    for (int k = 0; k < columns; ++k) {
        const double c = double(c0 + k);
        const auto cover = float(std::max(0.0, std::min(fx1, c + 1) - std::max(fx0, c)));
        add[std::size_t(k)] = {cover * float(qRed(colour)), cover * float(qGreen(colour)),
                               cover * float(qBlue(colour)), cover};
    }
    m_dirty |= QRect(c0, r0, columns, r1 - r0 + 1);
    for (int r = r0; r <= r1; ++r) {
        FoldCell* line = m_cells.get() + std::size_t(r) * std::size_t(m_gridWidth) + c0;
        if (m_group == 1) {
            for (int k = 0; k < columns; ++k) {
                line[k].red += add[std::size_t(k)].red;
                line[k].green += add[std::size_t(k)].green;
                line[k].blue += add[std::size_t(k)].blue;
                line[k].cover += add[std::size_t(k)].cover;
            }
            continue;
        }
        // Grouped rows: weight by the share of the group's nodes covered.
        const NodeId groupFirst = band.firstVisible + (r - band.gridOffset) * m_group;
        const NodeId groupLast = groupFirst + m_group - 1;
        const auto weight = float(std::min(last, groupLast) - std::max(first, groupFirst) + 1) / float(m_group);
        for (int k = 0; k < columns; ++k) {
            line[k].red += weight * add[std::size_t(k)].red;
            line[k].green += weight * add[std::size_t(k)].green;
            line[k].blue += weight * add[std::size_t(k)].blue;
            line[k].cover += weight * add[std::size_t(k)].cover;
        }
    }
}

int GanttRenderer::nodesPerPixelRow(double rowHeight)
{
    return rowHeight >= 1.0 ? 1 : int(std::ceil(1.0 / rowHeight));
}

bool GanttRenderer::wantsCoarse(const GanttView& view, const GanttScene& scene) const
{
    if (m_coarseThreshold < 0 || !scene.valid() || scene.index.empty() || view.body.width() <= 0)
        return false;
    const double secondsPerPixel = 1.0 / view.pxPerSecond();
    const Time span = scene.index.lastTime() - scene.index.firstTime();
    const int nodes = scene.layout.totalNodes();
    if (secondsPerPixel < double(GanttCoarseRaster::finestBucketSeconds(span, nodes)))
        return false;
    // A raster row must not be taller than a pixel row either.
    if (nodesPerPixelRow(scene.layout.rowHeight()) < GanttCoarseRaster::nodesPerRowFor(nodes))
        return false;
    const double until = view.drawUntil();
    std::size_t entries = 0;
    for (MachineIndex m = 0; m < scene.index.machineCount(); ++m)
        entries += scene.index.entriesIn(m, view.timeFrom, until);
    return entries >= std::size_t(m_coarseThreshold);
}

void GanttRenderer::paintBody(QPainter& painter, const GanttView& view, const GanttScene& scene, const QFont& font,
                              const TimeAxis::Ticks& ticks)
{
    m_stats = {};
    painter.save();
    painter.setClipRect(view.body);
    paintBackground(painter, view, scene, ticks);
    if (!scene.valid() || view.body.isEmpty()) {
        painter.restore();
        return;
    }
    collectVisibleBands(view, scene);
    m_gridWidth = view.body.width();
    // The buffer is left all-zero after every frame (paintFoldRaster clears
    // what it used), so only a size change costs a new, zeroed one.
    const std::size_t cellCount = std::size_t(m_gridWidth) * std::size_t(m_gridRows);
    if (m_cellCount != cellCount) {
        m_cells.reset(static_cast<FoldCell*>(std::calloc(std::max<std::size_t>(cellCount, 1), sizeof(FoldCell))));
        if (!m_cells)
            throw std::bad_alloc();
        m_cellCount = cellCount;
    }
    if (m_foldImage.width() < m_gridWidth || m_foldImage.height() < m_gridRows)
        m_foldImage = QImage(std::max(m_gridWidth, 1), std::max(m_gridRows, 1), QImage::Format_ARGB32_Premultiplied);
    m_dirty = QRect();
    m_drawn.clear();
    m_gaps.clear();
    m_edges.clear();

    const int level = scene.coarse && wantsCoarse(view, scene) ? scene.coarse->levelFor(1.0 / view.pxPerSecond()) : -1;
    if (level >= 0) {
        // Whole buckets only up to the now line: the bucket it cuts may hold
        // work that starts after it.
        // (Not cut at the view's right edge: the painter clips there, and a
        // cut that moves with every pan would spoil the column cache.)
        const double rasterUntil = view.now == kNoTime ? std::numeric_limits<double>::infinity()
                                                       : scene.coarse->bucketFloor(level, double(view.now));
        m_stats.coarse = true;
        m_stats.coarseLevel = level;
        collectCoarse(view, scene, font, rasterUntil);
        paintGaps(painter, scene);
        paintCoarse(painter, view, scene, level, rasterUntil);
        paintEdges(painter, scene);
    } else {
        collectBlocks(view, scene);
        paintGaps(painter, scene);
    }
    paintFoldRaster(painter, view, scene);
    paintBlocks(painter, scene, font);
    paintConnectors(painter, scene);
    paintMultiSiteLinks(painter, view, scene);
    GanttMarkPainter::paint(painter, view, scene);
    painter.restore();
}

void GanttRenderer::collectBlocks(const GanttView& view, const GanttScene& scene)
{
    // Past the now line by a stub, so that jobs starting at now are found.
    const double until = view.drawUntil() + GanttView::kStartedStubPx / view.pxPerSecond();
    for (const BandRows& band : m_bands) {
        scene.index.forEachIn(band.machine, view.timeFrom, until, [&](const GanttBlock& block) {
            if (!view.started(block.start))
                return;  // not started yet at the now line
            const NodeId first = std::max(block.firstNode, band.firstVisible);
            const NodeId last = std::min(block.lastNode, band.lastVisible);
            if (first > last)
                return;
            const QRectF rect = blockRect(view, scene.layout, block);
            const bool wide = rect.width() >= kFoldWidthPx;
            if (block.kind == GanttBlock::Gap) {
                if (wide) {
                    m_gaps.push_back({snapped(rect, view.body), &block});
                    ++m_stats.gapBlocks;
                }
                return;
            }
            if (wide) {
                m_drawn.push_back({snapped(rect, view.body), &block});
                ++m_stats.drawnBlocks;
            } else {
                fold(view, block, first, last, scene.colours[block.job], band);
                ++m_stats.foldedBlocks;
            }
        });
    }
}

void GanttRenderer::collectCoarse(const GanttView& view, const GanttScene& scene, const QFont& font,
                                  double rasterUntil)
{
    const double until = view.drawUntil();
    m_bandOfMachine.assign(std::size_t(std::max(scene.layout.machineCount(), 0)), -1);
    for (std::size_t i = 0; i < m_bands.size(); ++i)
        m_bandOfMachine[std::size_t(m_bands[i].machine)] = int(i);
    // Wide blocks, longest first, until they get too short to be wide. The
    // raster has already filled a plain run block exactly as paintBlocks
    // would, so of those only what a fill lacks is added: the edge (batched
    // per colour, see paintEdges), or the whole block where a label fits.
    const double minSeconds = kFoldWidthPx / view.pxPerSecond();
    const int labelHeight = QFontMetrics(font).height();
    const std::vector<GanttBlock>& blocks = scene.index.blocks();
    for (const std::uint32_t i : scene.index.byDuration()) {
        const GanttBlock& block = blocks[i];
        if (double(block.end - block.start) < minSeconds)
            break;
        if (double(block.end) <= view.timeFrom || double(block.start) >= until)
            continue;
        if (!view.started(block.start))
            continue;
        const int bandIndex = block.machine >= 0 && std::size_t(block.machine) < m_bandOfMachine.size()
                                  ? m_bandOfMachine[std::size_t(block.machine)]
                                  : -1;
        if (bandIndex < 0)
            continue;
        const BandRows& band = m_bands[std::size_t(bandIndex)];
        if (std::max(block.firstNode, band.firstVisible) > std::min(block.lastNode, band.lastVisible))
            continue;
        const QRectF rect = blockRect(view, scene.layout, block);
        if (rect.width() < kFoldWidthPx)
            continue;  // cut short by the now line; the raster and the fold below have it
        const QRect r = snapped(rect, view.body);
        if (block.kind == GanttBlock::Gap) {
            m_gaps.push_back({r, &block});
            ++m_stats.gapBlocks;
            continue;
        }
        const bool plainRun = (block.flags & GanttBlock::MultiSite) == 0;
        const bool labelled = r.width() >= kLabelMinWidthPx && r.height() >= labelHeight;
        if (plainRun && !labelled) {
            if (r.width() >= kEdgeMinPx && r.height() >= kEdgeMinPx)
                m_edges.push_back({r, &block});
            continue;
        }
        m_drawn.push_back({r, &block});
        ++m_stats.drawnBlocks;
    }
    // Between the raster's last whole bucket and the now line (less than a
    // pixel): fold the parts of the blocks there by hand.
    if (view.now == kNoTime || !(until > rasterUntil))
        return;
    for (const BandRows& band : m_bands) {
        scene.index.forEachIn(band.machine, rasterUntil, until, [&](const GanttBlock& block) {
            if (block.kind != GanttBlock::Run || !view.started(block.start) || double(block.end) <= rasterUntil)
                return;
            const NodeId first = std::max(block.firstNode, band.firstVisible);
            const NodeId last = std::min(block.lastNode, band.lastVisible);
            if (first > last)
                return;
            GanttBlock piece = block;
            piece.start = std::max(block.start, Time(std::ceil(rasterUntil)));
            fold(view, piece, first, last, scene.colours[block.job], band);
            ++m_stats.foldedBlocks;
        });
    }
}

void GanttRenderer::paintCoarse(QPainter& painter, const GanttView& view, const GanttScene& scene, int level,
                                double rasterUntil)
{
    const GanttCoarseRaster& raster = *scene.coarse;
    const GanttCoarseRaster::Level& lod = raster.levels()[std::size_t(level)];
    if (m_gridRows == 0 || m_gridWidth == 0)
        return;
    // The column width snapped to a fine logarithmic grid: views a second
    // wider or narrower (integer time ranges, rounding) share columns, and
    // stretching them back to the view is a fraction of a pixel at most.
    const double exactSecondsPerPixel = 1.0 / view.pxPerSecond();
    const double secondsPerPixel =
        std::exp2(std::round(std::log2(exactSecondsPerPixel) * kColumnWidthSteps) / kColumnWidthSteps);
    const auto origin = double(raster.origin());
    const double end = std::min(rasterUntil, origin + double(lod.buckets) * double(lod.bucketSeconds));
    // One column more than the body: the grid is offset by a fraction of a
    // pixel from the view's left edge.
    const int width = m_gridWidth + 1;
    const auto first = std::int64_t(std::floor((view.timeFrom - origin) / secondsPerPixel));
    CoarseKey key{raster.serial(), level, secondsPerPixel, m_group, m_bands};
    if (m_coarseImage.width() != width || m_coarseImage.height() != m_gridRows) {
        m_coarseImage = QImage(width, m_gridRows, QImage::Format_ARGB32_Premultiplied);
        m_coarseValid = false;
    }
    const std::int64_t shift = first - m_coarseFirst;
    if (m_coarseValid && key == m_coarseKey && std::abs(shift) < width) {
        // Panned by whole columns: move the known ones, compute the rest.
        const auto kept = int(width - std::abs(shift));
        const auto moved = int(std::abs(shift));
        for (int r = 0; r < m_gridRows; ++r) {
            auto* line = reinterpret_cast<QRgb*>(m_coarseImage.scanLine(r));
            if (shift > 0)
                std::memmove(line, line + moved, std::size_t(kept) * sizeof(QRgb));
            else if (shift < 0)
                std::memmove(line + moved, line, std::size_t(kept) * sizeof(QRgb));
        }
        m_coarseFirst = first;
        if (shift > 0)
            resampleColumns(raster, lod, secondsPerPixel, end, kept, width);
        else if (shift < 0)
            resampleColumns(raster, lod, secondsPerPixel, end, 0, moved);
        // Playback moved the cut: only columns from the earlier cut on change.
        if (rasterUntil != m_coarseUntil) {
            const double cut = std::min(rasterUntil, m_coarseUntil);
            const double column = std::floor((cut - origin) / secondsPerPixel) - double(first);
            const auto from = int(std::clamp(column, 0.0, double(width)));
            resampleColumns(raster, lod, secondsPerPixel, end, from, width);
        }
    } else {
        m_coarseKey = std::move(key);
        m_coarseFirst = first;
        m_coarseValid = true;
        resampleColumns(raster, lod, secondsPerPixel, end, 0, width);
    }
    m_coarseUntil = rasterUntil;
    const double left = view.xOf(origin + double(first) * secondsPerPixel);
    drawGridImage(painter, view, scene, m_coarseImage, QRect(0, 0, width, m_gridRows), left,
                  secondsPerPixel / exactSecondsPerPixel);
}

void GanttRenderer::resampleColumns(const GanttCoarseRaster& raster, const GanttCoarseRaster::Level& lod,
                                    double secondsPerPixel, double end, int from, int to)
{
    const auto origin = double(raster.origin());
    // Which buckets feed each pixel column, and how much: the same for every
    // row, so computed once.
    const auto bucket = double(lod.bucketSeconds);
    m_taps.assign(std::size_t(to - from), Taps{});
    int mostTaps = 0;
    for (int c = from; c < to; ++c) {
        const double t0 = origin + double(m_coarseFirst + c) * secondsPerPixel;
        const double start = std::max(t0, origin);
        const double stop = std::min(t0 + secondsPerPixel, end);
        if (!(stop > start))
            continue;
        Taps& taps = m_taps[std::size_t(c - from)];
        taps.first = int(std::floor((start - origin) / bucket));
        for (int b = taps.first; b < lod.buckets && taps.count < int(kMaxTaps); ++b) {
            const double bucketStart = origin + double(b) * bucket;
            if (bucketStart >= stop)
                break;
            const double overlap = std::min(stop, bucketStart + bucket) - std::max(start, bucketStart);
            // At least 1: a sliver of a busy bucket still shows.
            taps.weight[std::size_t(taps.count++)] =
                overlap > 0 ? std::max<std::uint32_t>(1, std::uint32_t(std::lround(overlap / secondsPerPixel * kTapWeightOne)))
                            : 0;
        }
        mostTaps = std::max(mostTaps, taps.count);
    }

    // Red and blue travel together in the two 32-bit halves of one 64-bit
    // word (alpha x weight x channel, summed over the taps and at most
    // kPackedNodes node units): half the multiplies of the plain loop, which
    // matters at a few hundred thousand pixels per frame. A pixel row of more
    // nodes weighs its raster rows in kPackedNodes units instead of nodes.
    const int units = std::min(m_group, kPackedNodes);
    const float fullCover = float(kTapWeightOne) * kOpaque * float(units);
    // Mostly a column is fed by two or three buckets: then always three
    // (missing ones weigh 0, the level's padding keeps the reads in bounds),
    // a loop the compiler unrolls without branches.
    const bool fixedTaps = mostTaps <= kFixedTaps;
    const auto pixel = [&](std::uint64_t cover, std::uint64_t redBlue, std::uint64_t green) -> QRgb {
        if (cover == 0)
            return 0;
        ++m_stats.foldedCells;
        // As paintFoldRaster: the mean colour, as opaque as the pixel is busy.
        // (Signed conversions: one instruction each, unlike unsigned 64-bit.)
        const auto busy = float(std::int64_t(cover));
        const float alpha = std::min(std::max(busy / fullCover, kMinFoldAlpha), 1.0f);
        const float scale = alpha / busy;
        const auto red = float(std::int64_t(redBlue >> kRedLane));
        const auto blue = float(std::int64_t(redBlue & kLaneMask));
        return qRgba(int(red * scale), int(float(std::int64_t(green)) * scale), int(blue * scale), int(alpha * kOpaque));
    };
    const NodeId group = raster.nodesPerRow();
    for (const BandRows& band : m_bands) {
        for (int i = 0; i < band.gridRows; ++i) {
            const NodeId n0 = band.firstVisible + i * m_group;
            const NodeId n1 = std::min(n0 + m_group - 1, band.lastVisible);
            // The raster rows of this pixel row and their weights: the nodes
            // of each in [n0, n1], in units (rounded by running sums, so
            // the weights add up to at most `units`).
            m_rowWeights.clear();
            NodeId before = 0;
            for (NodeId r = n0 / group; r <= n1 / group; ++r) {
                const NodeId upTo = std::min(n1, r * group + group - 1) - n0 + 1;
                const auto weight = std::uint32_t(std::int64_t(upTo) * units / m_group -
                                                  std::int64_t(before) * units / m_group);
                before = upTo;
                if (weight > 0)
                    m_rowWeights.push_back({lod.cells.data() + std::size_t(r) * std::size_t(lod.buckets), weight});
            }
            auto* out = reinterpret_cast<QRgb*>(m_coarseImage.scanLine(band.gridOffset + i));
            for (int c = from; c < to; ++c) {
                const Taps& taps = m_taps[std::size_t(c - from)];
                if (taps.count == 0) {
                    out[c] = 0;
                    continue;
                }
                if (m_group == 1) {
                    // One job busy all through the column (most of a loaded
                    // schedule): its colour, no arithmetic.
                    const QRgb* row = m_rowWeights.front().cells + std::size_t(taps.first);
                    const QRgb px = row[0];
                    if (px >= kOpaqueAlpha && row[1] == px && (taps.count < kFixedTaps || row[2] == px) &&
                        taps.count <= kFixedTaps) {
                        ++m_stats.foldedCells;
                        out[c] = px;
                        continue;
                    }
                }
                std::uint64_t cover = 0;
                std::uint64_t redBlue = 0;
                std::uint64_t green = 0;
                const auto add = [&](QRgb px, std::uint32_t weight) {
                    const std::uint64_t a = std::uint64_t(px >> kAlphaShift) * weight;
                    cover += a;
                    redBlue += (std::uint64_t(px & kBlueMask) | (std::uint64_t(px & kRedMask) << kRedSpread)) * a;
                    green += std::uint64_t((px >> kGreenShift) & kChannelMask) * a;
                };
                for (const RowWeight& rw : m_rowWeights) {
                    const QRgb* row = rw.cells + std::size_t(taps.first);
                    if (fixedTaps) {
                        for (std::size_t t = 0; t < std::size_t(kFixedTaps); ++t)
                            add(row[t], taps.weight[t] * rw.weight);
                    } else {
                        for (int t = 0; t < taps.count; ++t)
                            add(row[t], taps.weight[std::size_t(t)] * rw.weight);
                    }
                }
                out[c] = pixel(cover, redBlue, green);
            }
        }
    }
}

void GanttRenderer::paintBackground(QPainter& painter, const GanttView& view, const GanttScene& scene,
                                    const TimeAxis::Ticks& ticks) const
{
    painter.fillRect(view.body, QColor::fromRgba(kBodyBackground));
    if (scene.valid()) {
        const GanttLayout& layout = scene.layout;
        const double bodyBottom = double(view.body.bottom()) + 1;
        for (MachineIndex m = 0; m < layout.machineCount(); ++m) {
            const GanttLayout::Band& band = layout.bands()[std::size_t(m)];
            if (band.nodes <= 0)
                continue;
            const double top = view.yOf(layout.rowTop(band.firstNode));
            const double bottom = view.yOf(layout.rowBottom(band.firstNode + band.nodes - 1));
            if (bottom < double(view.body.top()) || top > bodyBottom)
                continue;
            const QRectF bandRect(double(view.body.left()), top, double(view.body.width()), bottom - top);
            if (m % 2 == 1)
                painter.fillRect(bandRect, QColor::fromRgba(kAlternateBand));
            if (layout.rowHeight() >= kStripeMinRowPx) {
                const auto firstRow = NodeId(std::max(0.0, std::floor((double(view.body.top()) - top) / layout.rowHeight())));
                for (NodeId n = firstRow; n < band.nodes; ++n) {
                    const double y = top + double(n) * layout.rowHeight();
                    if (y > bodyBottom)
                        break;
                    if (n % 2 == 1)
                        painter.fillRect(QRectF(bandRect.left(), y, bandRect.width(), layout.rowHeight()),
                                         QColor::fromRgba(kRowStripe));
                }
            }
            if (m + 1 < layout.machineCount()) {
                const QRectF gap(bandRect.left(), bottom, bandRect.width(), GanttLayout::kMachineGapPx);
                painter.fillRect(gap, QColor::fromRgba(kMachineGap));
                painter.setPen(QColor::fromRgba(kMachineGapLine));
                painter.drawLine(gap.topLeft(), gap.topRight());
                painter.drawLine(gap.bottomLeft() - QPointF(0, 1), gap.bottomRight() - QPointF(0, 1));
            }
        }
    }
    TimeAxis::paintGrid(painter, view.body, ticks, view.timeFrom, view.timeTo);
}

void GanttRenderer::paintFoldRaster(QPainter& painter, const GanttView& view, const GanttScene& scene)
{
    if (m_gridRows == 0 || m_gridWidth == 0 || m_stats.foldedBlocks == 0)
        return;
    // Only the bounding box of the cells this frame touched is converted,
    // drawn and cleared, so a view with a few folded blocks pays for a few.
    const QRect dirty = m_dirty.intersected(QRect(0, 0, m_gridWidth, m_gridRows));
    if (dirty.isEmpty())
        return;
    for (int r = dirty.top(); r <= dirty.bottom(); ++r) {
        auto* out = reinterpret_cast<QRgb*>(m_foldImage.scanLine(r));
        FoldCell* in = m_cells.get() + std::size_t(r) * std::size_t(m_gridWidth);
        for (int c = dirty.left(); c <= dirty.right(); ++c) {
            FoldCell& cell = in[c];
            if (cell.cover <= 0) {
                out[c] = 0;
                continue;
            }
            ++m_stats.foldedCells;
            // Mean colour of the work in the cell, as opaque as the cell is busy.
            const float inverse = 1.0f / cell.cover;
            const float alpha = std::clamp(cell.cover, kMinFoldAlpha, 1.0f);
            out[c] = qRgba(int(cell.red * inverse * alpha), int(cell.green * inverse * alpha),
                           int(cell.blue * inverse * alpha), int(alpha * kOpaque));
            cell = FoldCell{};
        }
    }
    drawGridImage(painter, view, scene, m_foldImage, dirty, double(view.body.left() + dirty.left()), 1.0);
}

void GanttRenderer::drawGridImage(QPainter& painter, const GanttView& view, const GanttScene& scene,
                                  const QImage& image, const QRect& cells, double left, double columnPx) const
{
    painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
    const double rowHeight = scene.layout.rowHeight();
    const double rowPx = double(m_group) * rowHeight;
    for (const BandRows& band : m_bands) {
        const int first = std::max(band.gridOffset, cells.top());
        const int last = std::min(band.gridOffset + band.gridRows - 1, cells.bottom());
        if (first > last)
            continue;
        const double top = view.yOf(scene.layout.rowTop(band.firstVisible)) + double(first - band.gridOffset) * rowPx;
        const QRectF target(left, top, double(cells.width()) * columnPx, double(last - first + 1) * rowPx);
        const QRectF source(double(cells.left()), double(first), double(cells.width()), double(last - first + 1));
        painter.drawImage(target, image, source);
    }
}

void GanttRenderer::paintEdges(QPainter& painter, const GanttScene& scene)
{
    if (m_edges.empty())
        return;
    // One drawRects call per colour instead of a pen change and a call per
    // block: thousands of edges at a whole-year view.
    std::sort(m_edges.begin(), m_edges.end(), [&](const Drawn& a, const Drawn& b) {
        return scene.colours[a.block->job] < scene.colours[b.block->job];
    });
    std::vector<QRect> rects;
    rects.reserve(m_edges.size());
    std::size_t i = 0;
    while (i < m_edges.size()) {
        const QRgb colour = scene.colours[m_edges[i].block->job];
        rects.clear();
        for (; i < m_edges.size() && scene.colours[m_edges[i].block->job] == colour; ++i)
            rects.push_back(m_edges[i].rect.adjusted(0, 0, -1, -1));
        painter.setPen(QColor::fromRgb(shade(colour)));
        painter.setBrush(Qt::NoBrush);
        painter.drawRects(rects.data(), int(rects.size()));
    }
}

void GanttRenderer::paintGaps(QPainter& painter, const GanttScene& scene) const
{
    for (const Drawn& gap : m_gaps) {
        const QRgb colour = scene.colours[gap.block->job];
        painter.fillRect(gap.rect, QColor(qRed(colour), qGreen(colour), qBlue(colour), kGapFillAlpha));
        painter.fillRect(gap.rect, QBrush(QColor::fromRgb(shade(colour)), Qt::BDiagPattern));
    }
}

void GanttRenderer::paintBlocks(QPainter& painter, const GanttScene& scene, const QFont& font) const
{
    QFont labelFont = font;
    const QFontMetrics metrics(labelFont);
    painter.setFont(labelFont);
    const auto& jobs = scene.snapshot->workload->jobs;
    const QRect clip = painter.clipBoundingRect().toAlignedRect();
    for (const Drawn& drawn : m_drawn) {
        const QRect& r = drawn.rect;
        const QRgb colour = scene.colours[drawn.block->job];
        painter.fillRect(r, QColor::fromRgb(colour));
        const bool multiSite = (drawn.block->flags & GanttBlock::MultiSite) != 0;
        if (multiSite)
            painter.fillRect(r, QBrush(QColor::fromRgba(kMultiSiteHatch), Qt::FDiagPattern));
        if (r.width() >= kEdgeMinPx && r.height() >= kEdgeMinPx) {
            painter.setPen(QColor::fromRgb(shade(colour)));
            painter.drawRect(r.adjusted(0, 0, -1, -1));
            if (multiSite) {
                painter.setPen(QPen(QColor::fromRgb(kMultiSiteOutline), 1, Qt::DashLine));
                painter.drawRect(r.adjusted(0, 0, -1, -1));
            }
        }
        // The job id, kept at the left edge of the visible part.
        if (r.width() >= kLabelMinWidthPx && r.height() >= metrics.height()) {
            const QString label = QString::number(jobs[drawn.block->job].id);
            const int left = std::max(r.left(), clip.left()) + kLabelPadPx;
            const int right = std::min(r.right(), clip.right()) - kLabelPadPx;
            if (right - left >= metrics.horizontalAdvance(label)) {
                painter.setPen(GanttPalette::textOn(colour));
                painter.drawText(QRect(left, r.top(), right - left, r.height()), Qt::AlignLeft | Qt::AlignVCenter,
                                 label);
            }
        }
    }
}

void GanttRenderer::paintConnectors(QPainter& painter, const GanttScene& scene) const
{
    if (m_gaps.empty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const Drawn& gap : m_gaps) {
        QPen pen(QColor::fromRgb(shade(scene.colours[gap.block->job])), kConnectorWidth, Qt::DashLine);
        painter.setPen(pen);
        const double y = double(gap.rect.top()) + double(gap.rect.height()) / 2;
        painter.drawLine(QPointF(gap.rect.left(), y), QPointF(double(gap.rect.right()) + 1, y));
    }
    painter.restore();
}

void GanttRenderer::paintMultiSiteLinks(QPainter& painter, const GanttView& view, const GanttScene& scene) const
{
    // One link per visible (job, segment): a line through the centres of its
    // parts on different machines, so the parts read as one job.
    std::vector<std::pair<JobIndex, std::uint16_t>> linked;
    for (const Drawn& drawn : m_drawn) {
        if (drawn.block->flags & GanttBlock::MultiSite)
            linked.emplace_back(drawn.block->job, drawn.block->segment);
    }
    if (linked.empty())
        return;
    std::sort(linked.begin(), linked.end());
    linked.erase(std::unique(linked.begin(), linked.end()), linked.end());
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QPen pen(QColor::fromRgb(kLinkColour), kLinkWidth, Qt::DotLine, Qt::RoundCap);
    for (const auto& [job, segment] : linked) {
        std::vector<QRectF> parts;
        std::vector<MachineIndex> machines;
        for (const GanttBlock& block : scene.index.blocksOf(job)) {
            if (block.kind != GanttBlock::Run || block.segment != segment)
                continue;
            parts.push_back(blockRect(view, scene.layout, block));
            machines.push_back(block.machine);
        }
        if (parts.size() < 2)
            continue;
        const double left = std::max(parts.front().left(), double(view.body.left()));
        const double right = std::min(parts.front().right(), double(view.body.right()));
        const double x = (left + right) / 2;
        for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
            if (machines[i] == machines[i + 1])
                continue;
            const QPointF a(x, parts[i].bottom());
            const QPointF b(x, parts[i + 1].top());
            painter.setPen(pen);
            painter.drawLine(a, b);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor::fromRgb(kLinkColour));
            painter.drawEllipse(a, kLinkDotRadius, kLinkDotRadius);
            painter.drawEllipse(b, kLinkDotRadius, kLinkDotRadius);
            painter.setBrush(Qt::NoBrush);
        }
    }
    painter.restore();
}

void GanttRenderer::paintJobOutline(QPainter& painter, const GanttView& view, const GanttScene& scene, JobIndex job,
                                    bool selected)
{
    if (!scene.valid() || job == kNoJob)
        return;
    painter.save();
    painter.setClipRect(view.body);
    painter.setBrush(Qt::NoBrush);
    for (const GanttBlock& block : scene.index.blocksOf(job)) {
        if (!view.started(block.start))
            continue;
        QRect r = snapped(blockRect(view, scene.layout, block), view.body);
        if (r.width() < kMinOutlineWidthPx)
            r = QRect(r.center().x() - kMinOutlineWidthPx / 2, r.top(), kMinOutlineWidthPx, r.height());
        if (!r.intersects(view.body))
            continue;
        if (block.kind == GanttBlock::Gap) {
            painter.setPen(QPen(QColor::fromRgba(selected ? kSelectionOuter : kHoverOutline), 1, Qt::DotLine));
            painter.drawRect(r.adjusted(0, 0, -1, -1));
            continue;
        }
        if (selected) {
            painter.setPen(QPen(QColor::fromRgba(kSelectionOuter), 2));
            painter.drawRect(r.adjusted(-1, -1, 0, 0));
            painter.setPen(QPen(QColor::fromRgba(kSelectionInner), 1));
            painter.drawRect(r.adjusted(1, 1, -2, -2));
        } else {
            painter.setPen(QPen(QColor::fromRgba(kHoverOutline), 1));
            painter.drawRect(r.adjusted(0, 0, -1, -1));
        }
    }
    painter.restore();
}

}  // namespace schedlab
