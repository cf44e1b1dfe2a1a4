// Qt Test of the Gantt chart's level of detail: the coarse raster's cells on
// hand-made runs, the switch between block-by-block and coarse drawing by
// zoom, the column cache behind panning, and the now line in coarse frames.

#include "GanttTestSnapshots.h"
#include "gantt/GanttChartWidget.h"
#include "gantt/GanttCoarseRaster.h"
#include "gantt/GanttIndex.h"
#include "gantt/GanttPalette.h"
#include "gantt/GanttPrepared.h"

#include <QImage>
#include <QtTest>

using namespace schedlab;

namespace {

constexpr QSize kSize{1000, 600};
constexpr int kGutter = 128;         // GanttChartWidget's gutter width
constexpr int kTinyJobs = 2000;      // makeTinyJobsSnapshot: one 1 s job every 100 s
constexpr Time kTinySpacing = 100;
constexpr int kAlphaTolerance = 1;   // rounding of 8-bit alpha

QColor opaque(QRgb c)
{
    return QColor::fromRgb(qRgb(qRed(c), qGreen(c), qBlue(c)));
}

// Mean colour of a rectangle of an image (channels 0..255).
std::array<double, 3> meanColour(const QImage& image, const QRect& rect)
{
    std::array<double, 3> sum{};
    double n = 0;
    for (int y = rect.top(); y <= rect.bottom(); ++y) {
        for (int x = rect.left(); x <= rect.right(); ++x) {
            const QRgb c = image.pixel(x, y);
            sum[0] += qRed(c);
            sum[1] += qGreen(c);
            sum[2] += qBlue(c);
            n += 1;
        }
    }
    for (double& s : sum)
        s /= std::max(n, 1.0);
    return sum;
}

}  // namespace

class GanttLevelOfDetailTest : public QObject {
    Q_OBJECT

private:
    static void showWith(GanttChartWidget& chart, RunSnapshotPtr snapshot, int coarseThreshold)
    {
        chart.resize(kSize);
        chart.setCoarseThreshold(coarseThreshold);
        chart.setSnapshot(std::move(snapshot));
        chart.setLegendVisible(false);
    }

private slots:
    void rasterCellsOfHandMadeRun()
    {
        const auto snapshot = test::makeTwoMachineSnapshot();
        const GanttIndex index(*snapshot);
        const auto colours = GanttPalette::jobColours(*snapshot, GanttChartWidget::ColorMode::ByUser);
        const GanttCoarseRaster raster(index, colours, snapshot->platform.totalNodes());
        QVERIFY(!raster.empty());
        QCOMPARE(raster.rows(), 8);
        QCOMPARE(raster.origin(), Time(0));
        const GanttCoarseRaster::Level& zero = raster.levels().front();
        QCOMPARE(zero.bucketSeconds, GanttCoarseRaster::kMinBucketSeconds);  // 60 s over a 4000 s run
        const auto isJob = [&](QRgb cell, JobIndex job, int alpha) {
            return opaque(cell) == opaque(colours[job]) && std::abs(qAlpha(cell) - alpha) <= kAlphaTolerance;
        };
        // Job 0 (nodes 0-1, 0..1000) fills bucket 0 (0..60) of node 0 and 1.
        QVERIFY(isJob(raster.cell(0, 0, 0), 0, 255));
        QVERIFY(isJob(raster.cell(0, 1, 16), 0, 170));          // 960..1020: 40 s of 60, two thirds busy
        QCOMPARE(raster.cell(0, 0, 20), QRgb(0));               // node 0 idle at 1200..1260
        // Job 1 (nodes 2-3, 100..600): bucket 1 (60..120) is a third busy.
        QVERIFY(isJob(raster.cell(0, 2, 1), 1, 85));
        QCOMPARE(raster.cell(0, 2, 0), QRgb(0));
        // The preempted job's gap (400..800) is idle time, not the job.
        QVERIFY(isJob(raster.cell(0, 4, 6), 2, 170));           // 360..420: 40 s before the gap
        QCOMPARE(raster.cell(0, 4, 8), QRgb(0));                // 480..540: in the gap
        QVERIFY(isJob(raster.cell(0, 5, 14), 2, 255));          // 840..900: second segment
        // Multi-site job 3 on both machines.
        QVERIFY(isJob(raster.cell(0, 2, 30), 3, 255));
        QVERIFY(isJob(raster.cell(0, 7, 30), 3, 255));
        // Level 1 (120 s buckets) merges pairs: job 1's third-busy bucket 1
        // next to idle bucket 0 gives a sixth, rounded up.
        QCOMPARE(raster.levels()[1].bucketSeconds, 2 * GanttCoarseRaster::kMinBucketSeconds);
        QVERIFY(isJob(raster.cell(1, 2, 0), 1, 43));
        QVERIFY(isJob(raster.cell(1, 0, 0), 0, 255));
        // Level choice: the coarsest level no wider than a pixel.
        QCOMPARE(raster.levelFor(59.0), -1);
        QCOMPARE(raster.levelFor(60.0), 0);
        QCOMPARE(raster.levelFor(250.0), 2);
        QCOMPARE(raster.bucketFloor(1, 250.0), 240.0);
    }

    void rasterMixesColoursByBusyTime()
    {
        // Node 0 runs a 1 s job at 0, 400, 800, ... (users 0, 4, 1, ...).
        const auto snapshot = test::makeTinyJobsSnapshot(kTinyJobs);
        const GanttIndex index(*snapshot);
        const auto colours = GanttPalette::jobColours(*snapshot, GanttChartWidget::ColorMode::ByUser);
        const GanttCoarseRaster raster(index, colours, snapshot->platform.totalNodes());
        QCOMPARE(raster.levels().front().bucketSeconds, GanttCoarseRaster::kMinBucketSeconds);
        // A lone 1 s job in a 60 s bucket keeps a non-zero alpha.
        QVERIFY(qAlpha(raster.cell(0, 0, 0)) > 0);
        QCOMPARE(opaque(raster.cell(0, 0, 0)), opaque(colours[0]));
        // Level 3 (480 s): bucket 0 of node 0 holds jobs 0 and 4 for 1 s each:
        // the mean of their colours.
        const QRgb mixed = raster.cell(3, 0, 0);
        QVERIFY(qAlpha(mixed) > 0);
        const auto mean = [](int a, int b) { return (a + b) / 2; };
        QVERIFY(std::abs(qRed(mixed) - mean(qRed(colours[0]), qRed(colours[4]))) <= 1);
        QVERIFY(std::abs(qGreen(mixed) - mean(qGreen(colours[0]), qGreen(colours[4]))) <= 1);
        QVERIFY(std::abs(qBlue(mixed) - mean(qBlue(colours[0]), qBlue(colours[4]))) <= 1);
    }

    void rasterGroupsNodesOnLargeMachines()
    {
        // 10,000 nodes: five per row, 2,000 rows. Job 0 runs on nodes
        // 0-101 from 0 to 3600: rows 0-19 whole, row 20 (nodes 100-104)
        // two fifths.
        constexpr int kNodes = 10000;
        const auto snapshot = test::makeWideMachineSnapshot(kNodes, 1);
        const GanttIndex index(*snapshot);
        const auto colours = GanttPalette::jobColours(*snapshot, GanttChartWidget::ColorMode::ByUser);
        const GanttCoarseRaster raster(index, colours, kNodes);
        QCOMPARE(GanttCoarseRaster::nodesPerRowFor(GanttCoarseRaster::kMaxRows), 1);
        QCOMPARE(GanttCoarseRaster::nodesPerRowFor(kNodes), 5);
        QCOMPARE(raster.nodesPerRow(), 5);
        QCOMPARE(raster.rows(), 2000);
        QCOMPARE(raster.nodesIn(1999), 5);
        const auto isJob = [&](QRgb cell, int alpha) {
            return opaque(cell) == opaque(colours[0]) && std::abs(qAlpha(cell) - alpha) <= kAlphaTolerance;
        };
        QVERIFY(isJob(raster.cell(0, 0, 0), 255));
        QVERIFY(isJob(raster.cell(0, 19, 0), 255));
        QVERIFY(isJob(raster.cell(0, 20, 0), 102));
        QCOMPARE(raster.cell(0, 21, 0), QRgb(0));
        // 10,001 nodes: still five per row, the last of the 2,001 rows has one.
        const GanttCoarseRaster uneven(index, colours, kNodes + 1);
        QCOMPARE(uneven.rows(), 2001);
        QCOMPARE(uneven.nodesIn(2000), 1);
    }

    void tallViewsOfLargeMachinesUseTheGroupedRaster_data()
    {
        QTest::addColumn<int>("nodes");
        // About 18 nodes per pixel row, more than the raster's five.
        QTest::newRow("10,000 nodes") << 10000;
        // About 540 nodes per pixel row: the resampler weighs raster rows in
        // units of fewer nodes, so its 32-bit lanes cannot overflow.
        QTest::newRow("300,000 nodes") << 300000;
    }

    void tallViewsOfLargeMachinesUseTheGroupedRaster()
    {
        // All nodes in 600 pixels: the frame comes from the grouped raster,
        // and it looks like the frame folded block by block.
        QFETCH(int, nodes);
        const auto snapshot = test::makeWideMachineSnapshot(nodes, 400);
        GanttChartWidget coarse;
        showWith(coarse, snapshot, 0);
        GanttChartWidget detailed;
        showWith(detailed, snapshot, -1);
        const QImage a = detailed.grab().toImage();
        const QImage b = coarse.grab().toImage();
        QVERIFY(coarse.lastFrameStats().coarse);
        QCOMPARE(coarse.lastFrameStats().foldedBlocks, 0);
        QVERIFY(!detailed.lastFrameStats().coarse);
        constexpr double kTolerance = 12.0;
        constexpr int kBand = 40;
        for (int y = 60; y + kBand < kSize.height(); y += kBand) {
            const QRect band(kGutter, y, kSize.width() - kGutter, kBand);
            const auto ma = meanColour(a, band);
            const auto mb = meanColour(b, band);
            for (std::size_t c = 0; c < ma.size(); ++c)
                QVERIFY2(std::abs(ma[c] - mb[c]) <= kTolerance,
                         qPrintable(QStringLiteral("y %1 channel %2: %3 vs %4").arg(y).arg(c).arg(ma[c]).arg(mb[c])));
        }
        // Rows zoomed in until a pixel row holds fewer nodes than a raster
        // row: block by block again.
        const int perRow = GanttCoarseRaster::nodesPerRowFor(nodes);
        while (std::ceil(1.0 / coarse.rowHeight()) >= double(perRow))
            coarse.zoomRowsBy(8.0);
        coarse.grab();
        QVERIFY(!coarse.lastFrameStats().coarse);
    }

    void preparedRasterServesTheFirstFrame()
    {
        // A run's end prepares the raster of the chart's colour mode off the
        // GUI thread: the first whole-schedule frame is drawn from it, with no
        // frame block by block while a raster is built.
        constexpr int kManyJobs = 12000;  // over the default threshold of 10,000 blocks
        const auto snapshot = test::makeTinyJobsSnapshot(kManyJobs);
        const auto prepared = GanttPrepared::of(*snapshot, GanttChartWidget::ColorMode::ByUser);
        QVERIFY(prepared->coarse);
        QCOMPARE(prepared->colours.size(), std::size_t(kManyJobs));
        GanttChartWidget chart;
        chart.resize(kSize);
        chart.setBuildsRasterInBackground(true);
        chart.setSnapshot(snapshot, prepared);
        chart.grab();
        QVERIFY(chart.lastFrameStats().coarse);
        QCOMPARE(chart.lastFrameStats().foldedBlocks, 0);
        QVERIFY(chart.coarseRasterBuildMilliseconds() > 0);

        // Prepared for another colour mode: not taken; the raster is built in
        // the background and the frame meanwhile goes block by block.
        const auto other = GanttPrepared::of(*snapshot, GanttChartWidget::ColorMode::ByWait);
        chart.setSnapshot(snapshot, other);
        chart.grab();
        QVERIFY(!chart.lastFrameStats().coarse);
        QTRY_VERIFY(chart.coarseRasterBuildMilliseconds() > 0);

        // Small runs get no raster.
        QVERIFY(!GanttPrepared::of(*test::makeTwoMachineSnapshot(), GanttChartWidget::ColorMode::ByUser)->coarse);
    }

    void switchesBetweenBlocksAndRasterByZoom()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTinyJobsSnapshot(kTinyJobs), 0);
        chart.grab();
        GanttFrameStats stats = chart.lastFrameStats();
        QVERIFY(stats.coarse);  // about 230 s per pixel: whole 60 s buckets
        QVERIFY(stats.coarseLevel >= 0);
        QCOMPARE(stats.foldedBlocks, 0);  // nothing walked block by block
        QVERIFY(stats.foldedCells > 0);
        QVERIFY(chart.coarseRasterBuildMilliseconds() > 0);
        // Tooltips and hits still come from the index: a folded block's count.
        const QString tip = chart.toolTipAt(*chart.positionOfJob(1000));
        QVERIFY2(tip.contains(QStringLiteral("folded here")), qPrintable(tip));

        chart.setVisibleTimeRange(99990, 100190);  // well under a bucket per pixel
        chart.grab();
        stats = chart.lastFrameStats();
        QVERIFY(!stats.coarse);
        QCOMPARE(stats.coarseLevel, -1);
        QCOMPARE(stats.drawnBlocks, 2);
        QVERIFY(chart.toolTipAt(*chart.positionOfJob(1000)).contains(QStringLiteral("Job 1001")));

        // Small views stay block by block under the default threshold, and a
        // negative threshold turns the raster off.
        chart.setCoarseThreshold(GanttChartWidget().coarseThreshold());
        chart.fitAll();
        chart.grab();
        QVERIFY(!chart.lastFrameStats().coarse);
        QCOMPARE(chart.lastFrameStats().foldedBlocks, kTinyJobs);
        chart.setCoarseThreshold(0);
        chart.grab();
        QVERIFY(chart.lastFrameStats().coarse);
        chart.setCoarseThreshold(-1);
        chart.grab();
        QVERIFY(!chart.lastFrameStats().coarse);
    }

    void coarseLooksLikeFolded()
    {
        // The same view block by block and from the raster: every node row
        // has nearly the same mean colour. Not exactly: where a 1 s job sits
        // inside its bucket is lost, so it tints every pixel column its
        // bucket overlaps (at most two) instead of one; on this sparse run of
        // tiny jobs that darkens rows by a few levels.
        GanttChartWidget detailed;
        showWith(detailed, test::makeTinyJobsSnapshot(kTinyJobs), -1);
        GanttChartWidget coarse;
        showWith(coarse, test::makeTinyJobsSnapshot(kTinyJobs), 0);
        const QImage a = detailed.grab().toImage();
        const QImage b = coarse.grab().toImage();
        QVERIFY(coarse.lastFrameStats().coarse);
        QVERIFY(!detailed.lastFrameStats().coarse);
        constexpr double kTolerance = 12.0;  // under 5 % of the range
        for (JobIndex job = 0; job < 4; ++job) {  // jobs 0..3 sit on nodes 0..3
            const int y = detailed.positionOfJob(job)->y();
            const QRect row(kGutter, y - 2, kSize.width() - kGutter, 5);
            const auto ma = meanColour(a, row);
            const auto mb = meanColour(b, row);
            for (std::size_t c = 0; c < ma.size(); ++c)
                QVERIFY2(std::abs(ma[c] - mb[c]) <= kTolerance,
                         qPrintable(QStringLiteral("node %1 channel %2: %3 vs %4").arg(job).arg(c).arg(ma[c]).arg(mb[c])));
        }
    }

    void panningReusesColumnsExactly()
    {
        // A panned frame (cached columns moved, new ones computed) must be
        // the frame a fresh chart draws for the same view.
        const auto snapshot = test::makeTinyJobsSnapshot(kTinyJobs);
        GanttChartWidget panned;
        showWith(panned, snapshot, 0);
        const auto [from, to] = panned.visibleTimeRange();
        panned.setVisibleTimeRange(from, to);
        panned.grab();
        constexpr Time kShift = 7919;  // not a whole number of pixels
        for (int step = 1; step <= 3; ++step) {
            panned.setVisibleTimeRange(from + step * kShift, to + step * kShift);
            const QImage afterPan = panned.grab().toImage();
            QVERIFY(panned.lastFrameStats().coarse);
            GanttChartWidget fresh;
            showWith(fresh, snapshot, 0);
            fresh.setVisibleTimeRange(from + step * kShift, to + step * kShift);
            QCOMPARE(fresh.visibleTimeRange(), panned.visibleTimeRange());
            QVERIFY(afterPan == fresh.grab().toImage());
        }
    }

    void colourModeChangeRebuildsTheRaster()
    {
        const auto snapshot = test::makeTinyJobsSnapshot(kTinyJobs);
        GanttChartWidget chart;
        showWith(chart, snapshot, 0);
        const QImage byUser = chart.grab().toImage();
        chart.setColorMode(GanttChartWidget::ColorMode::ByWait);
        const QImage byWait = chart.grab().toImage();
        QVERIFY(chart.lastFrameStats().coarse);
        QVERIFY(byUser != byWait);
        GanttChartWidget fresh;
        showWith(fresh, snapshot, 0);
        fresh.setColorMode(GanttChartWidget::ColorMode::ByWait);
        QVERIFY(fresh.grab().toImage() == byWait);
    }

    void nowLineHidesTheFutureInCoarseFrames()
    {
        // The now line in the middle of a raster bucket: the raster stops at
        // the bucket's start, the rest up to the now line is folded by hand,
        // and nothing after it is drawn.
        const auto snapshot = test::makeTinyJobsSnapshot(kTinyJobs);
        constexpr Time kNow = 1000 * kTinySpacing + 30;  // job 1000 (node 0) ran 100000..100001
        GanttChartWidget coarse;
        showWith(coarse, snapshot, 0);
        coarse.setNowTime(kNow);
        const QImage withNow = coarse.grab().toImage();
        const GanttFrameStats stats = coarse.lastFrameStats();
        QVERIFY(stats.coarse);
        QVERIFY(stats.foldedBlocks >= 1);  // job 1000, between the bucket start and the now line
        const QPoint jobBeforeNow = *coarse.positionOfJob(1000);
        QVERIFY(!coarse.positionOfJob(1001).has_value());

        GanttChartWidget detailed;
        showWith(detailed, snapshot, -1);
        detailed.setNowTime(kNow);
        const QImage reference = detailed.grab().toImage();
        QVERIFY(!detailed.lastFrameStats().coarse);

        // Right of the now line both show only the background: identical.
        const auto [from, to] = coarse.visibleTimeRange();
        const double pxPerSecond = double(kSize.width() - kGutter) / double(to - from);
        const int nowX = kGutter + int(double(kNow - from) * pxPerSecond);
        constexpr int kMarginPx = 3;
        for (int y = 40; y < kSize.height(); y += 7) {
            for (int x = nowX + kMarginPx; x < kSize.width(); x += 3)
                QCOMPARE(withNow.pixel(x, y), reference.pixel(x, y));
        }
        // The last job before the now line is drawn (not the background).
        QVERIFY(withNow.pixel(jobBeforeNow) != reference.pixel(QPoint(nowX + 2 * kMarginPx, jobBeforeNow.y())));
        // Playback moves the now line across buckets, forward and back: only
        // the columns after the earlier line are recomputed, and the frame is
        // the one a fresh chart draws.
        constexpr std::array<Time, 3> kLater = {kNow + 5 * kTinySpacing + 7, kNow + 40 * kTinySpacing, kNow - 9 * kTinySpacing};
        for (const Time later : kLater) {
            coarse.setNowTime(later);
            const QImage played = coarse.grab().toImage();
            QVERIFY(coarse.lastFrameStats().coarse);
            GanttChartWidget fresh;
            showWith(fresh, snapshot, 0);
            fresh.setNowTime(later);
            QVERIFY(played == fresh.grab().toImage());
        }
        // Without the now line, the future is back.
        coarse.setNowTime(kNoTime);
        const QImage whole = coarse.grab().toImage();
        bool futureDrawn = false;
        for (int x = nowX + kMarginPx; x < kSize.width() && !futureDrawn; ++x)
            futureDrawn = whole.pixel(x, jobBeforeNow.y()) != withNow.pixel(x, jobBeforeNow.y());
        QVERIFY(futureDrawn);
    }
};

QTEST_MAIN(GanttLevelOfDetailTest)
#include "GanttLevelOfDetailTest.moc"
