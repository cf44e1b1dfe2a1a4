// Qt Test of the Gantt chart on hand-made runs (offscreen).

#include "GanttTestSnapshots.h"
#include "gantt/GanttChartWidget.h"
#include "gantt/GanttExportOptions.h"
#include "gantt/TraceClock.h"

#include <QImage>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QWheelEvent>
#include <QtTest>

using namespace schedlab;

class GanttChartWidgetTest : public QObject {
    Q_OBJECT

private:
    static constexpr QSize kSize{1000, 600};

    void showWith(GanttChartWidget& chart, RunSnapshotPtr snapshot)
    {
        chart.resize(kSize);
        chart.setSnapshot(std::move(snapshot));
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
    }

private slots:
    void jobAtComputedPositions()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        for (JobIndex j = 0; j < 5; ++j) {
            const auto position = chart.positionOfJob(j);
            QVERIFY2(position.has_value(), qPrintable(QStringLiteral("job %1 not visible").arg(j)));
            QCOMPARE(chart.jobAt(*position), j);
        }
        // Geometry from two job centres: job 0 is centred at t = 500, job 4
        // at t = 3500, both on node 0's rows.
        const QPoint a = *chart.positionOfJob(0);
        const QPoint e = *chart.positionOfJob(4);
        const double pxPerSecond = double(e.x() - a.x()) / 3000.0;
        const auto xAt = [&](double t) { return int(std::lround(double(a.x()) + (t - 500.0) * pxPerSecond)); };
        QCOMPARE(chart.jobAt(QPoint(xAt(2000), a.y())), kNoJob);  // node 0 idle from 1000 to 3000
        QCOMPARE(chart.jobAt(QPoint(xAt(800), a.y())), JobIndex(0));
        // The preempted job's gap (400..800 on nodes 4-5) is not the job.
        const QPoint c = *chart.positionOfJob(2);
        QCOMPARE(chart.jobAt(QPoint(xAt(600), c.y())), kNoJob);
        QCOMPARE(chart.jobAt(QPoint(xAt(1000), c.y())), JobIndex(2));
        QCOMPARE(chart.jobAt(QPoint(5, 5)), kNoJob);  // the corner, outside the body
        QVERIFY(chart.toolTipAt(*chart.positionOfJob(1)).contains(QStringLiteral("shadow time of job 1")));
    }

    void clickSelectsAndEmits()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        QSignalSpy spy(&chart, &GanttChartWidget::jobSelected);
        QTest::mouseClick(&chart, Qt::LeftButton, {}, *chart.positionOfJob(1));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).value<JobIndex>(), JobIndex(1));
        QCOMPARE(chart.selectedJob(), JobIndex(1));
        chart.grab();  // the selection outline is drawn without trouble
    }

    void jumpToJobCentresAndZooms()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        const auto [fullFrom, fullTo] = chart.visibleTimeRange();
        QSignalSpy spy(&chart, &GanttChartWidget::jobSelected);
        chart.jumpToJob(1);  // 100..600
        QCOMPARE(spy.count(), 1);
        QCOMPARE(chart.selectedJob(), JobIndex(1));
        const auto [from, to] = chart.visibleTimeRange();
        QVERIFY(from <= 100 && to >= 600);
        QVERIFY(to - from < fullTo - fullFrom);
        QVERIFY(std::abs((from + to) / 2 - 350) <= 1);
        const auto position = chart.positionOfJob(1);
        QVERIFY(position.has_value());
        QCOMPARE(chart.jobAt(*position), JobIndex(1));
        QVERIFY(chart.rowHeight() >= 10.0);
    }

    void legendPerMode()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        const auto names = [&] {
            QStringList list;
            for (const auto& entry : chart.legend())
                list << entry.first;
            return list;
        };
        chart.setColorMode(GanttChartWidget::ColorMode::ByUser);
        QVERIFY(names().contains(QStringLiteral("User 1")));
        QCOMPARE(chart.legend().size(), 3);  // three users
        chart.setColorMode(GanttChartWidget::ColorMode::ByDecision);
        QCOMPARE(names(), (QStringList{QStringLiteral("In order"), QStringLiteral("Backfilled (EASY shadow)"),
                                      QStringLiteral("Multi-site")}));
        chart.setColorMode(GanttChartWidget::ColorMode::ByWait);
        QCOMPARE(chart.legend().size(), 7);
        chart.setColorMode(GanttChartWidget::ColorMode::ByWidth);
        QCOMPARE(names().first(), QStringLiteral("1 node"));
        QCOMPARE(names().last(), QStringLiteral("8 nodes"));
        for (const auto& entry : chart.legend())
            QVERIFY(entry.second.isValid());
        chart.grab();
    }

    void preemptionGapsAndMultiSiteAreDrawn()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        chart.grab();
        const GanttFrameStats stats = chart.lastFrameStats();
        QCOMPARE(stats.gapBlocks, 1);       // job 2's gap on nodes 4-5
        QCOMPARE(stats.drawnBlocks, 7);     // 1 + 1 + 2 segments + 2 multi-site parts + 1
        QCOMPARE(stats.foldedBlocks, 0);
        QCOMPARE(stats.visibleRows, 8);
    }

    void foldsTinyJobsIntoCountedBlocks()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTinyJobsSnapshot(2000));
        chart.grab();
        GanttFrameStats stats = chart.lastFrameStats();
        QCOMPARE(stats.drawnBlocks, 0);
        QCOMPARE(stats.foldedBlocks, 2000);
        QVERIFY(stats.foldedCells > 0);
        QVERIFY(stats.foldedCells < 2000 * 4);
        const QString tip = chart.toolTipAt(*chart.positionOfJob(1000));
        QVERIFY2(tip.contains(QStringLiteral("folded here")), qPrintable(tip));

        chart.setVisibleTimeRange(99990, 100190);  // jobs 1001 and 1002, each ~4 px wide
        chart.grab();
        stats = chart.lastFrameStats();
        QCOMPARE(stats.drawnBlocks, 2);
        QCOMPARE(stats.foldedBlocks, 0);
        QVERIFY(chart.toolTipAt(*chart.positionOfJob(1000)).contains(QStringLiteral("Job 1001")));
    }

    void cachedRepaintReusesBody()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        chart.grab();
        chart.grab();
        QVERIFY(chart.lastFrameStats().fromCache);
        chart.zoomBy(2.0);
        chart.grab();
        QVERIFY(!chart.lastFrameStats().fromCache);
    }

    void nowTimeHidesFutureJobs()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        const QPoint jobFour = *chart.positionOfJob(4);
        const QPoint jobZero = *chart.positionOfJob(0);
        chart.setNowTime(2000);
        QCOMPARE(chart.nowTime(), Time(2000));
        QVERIFY(!chart.positionOfJob(4).has_value());  // starts at 3000
        QCOMPARE(chart.jobAt(jobFour), kNoJob);
        QVERIFY(chart.positionOfJob(3).has_value());   // running at 2000
        chart.setNowTime(500);
        QVERIFY(!chart.positionOfJob(3).has_value());
        QCOMPARE(chart.jobAt(jobZero), kNoJob);        // t = 500 is the now line: nothing beyond it
        const auto partial = chart.positionOfJob(0);   // job 0 (0..1000) drawn only up to now
        QVERIFY(partial.has_value());
        QVERIFY(partial->x() < jobZero.x());
        QCOMPARE(chart.jobAt(*partial), JobIndex(0));
        chart.grab();
        QCOMPARE(chart.lastFrameStats().drawnBlocks, 3);  // jobs 0 and 1, job 2's first segment
        // A job starting at now shows a stub at its start, and can be picked there.
        chart.setNowTime(3000);
        const auto stub = chart.positionOfJob(4);
        QVERIFY(stub.has_value());
        QCOMPARE(chart.jobAt(*stub), JobIndex(4));
        chart.setNowTime(kNoTime);
        QVERIFY(chart.positionOfJob(4).has_value());
    }

    void keyboardAndWheelNavigation()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        const auto full = chart.visibleTimeRange();
        QTest::keyClick(&chart, Qt::Key_Plus);
        const auto zoomed = chart.visibleTimeRange();
        QVERIFY(zoomed.second - zoomed.first < full.second - full.first);
        QTest::keyClick(&chart, Qt::Key_Right);
        QVERIFY(chart.visibleTimeRange().first > zoomed.first);
        QTest::keyClick(&chart, Qt::Key_Home);
        QCOMPARE(chart.visibleTimeRange(), full);

        QSignalSpy range(&chart, &GanttChartWidget::visibleTimeRangeChanged);
        const QPointF at = QPointF(*chart.positionOfJob(0));
        QWheelEvent wheel(at, chart.mapToGlobal(at), QPoint(), QPoint(0, 120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
        QApplication::sendEvent(&chart, &wheel);
        QVERIFY(range.count() >= 1);
        const auto afterWheel = chart.visibleTimeRange();
        QVERIFY(afterWheel.second - afterWheel.first < full.second - full.first);
        QCOMPARE(chart.jobAt(at.toPoint()), JobIndex(0));  // zoom keeps the point under the cursor

        const double rows = chart.rowHeight();
        QWheelEvent ctrlWheel(at, chart.mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                              Qt::ControlModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(&chart, &ctrlWheel);
        QVERIFY(chart.rowHeight() <= rows);  // already fitted: cannot get smaller
        chart.zoomRowsBy(2.0);
        QVERIFY(chart.rowHeight() > rows);
    }

    void rubberBandZooms()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        const auto full = chart.visibleTimeRange();
        const QPoint a = *chart.positionOfJob(0);
        const QPoint b = *chart.positionOfJob(1);
        QTest::mousePress(&chart, Qt::RightButton, {}, a);
        QTest::mouseMove(&chart, b);
        QTest::mouseRelease(&chart, Qt::RightButton, {}, b);
        const auto zoomed = chart.visibleTimeRange();
        QVERIFY(zoomed.second - zoomed.first < (full.second - full.first) / 2);
    }

    void exportWritesPngAndSvg()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString png = dir.filePath(QStringLiteral("chart.png"));
        const QString svg = dir.filePath(QStringLiteral("chart.svg"));
        QVERIFY(chart.exportPng(png));
        QVERIFY(chart.exportSvg(svg));
        QVERIFY(QFileInfo(png).size() > 0);
        QVERIFY(QFileInfo(svg).size() > 0);
        const QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), kSize * chart.devicePixelRatioF());
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().contains("<svg"));
    }

    void exportAtChosenSizeWithLegendBeside()
    {
        GanttChartWidget chart;
        showWith(chart, test::makeTwoMachineSnapshot());
        chart.zoomBy(4.0);
        const auto onScreen = chart.visibleTimeRange();
        const double rowHeight = chart.rowHeight();
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QSize size(1200, 500);
        const auto exported = [&](const QString& name, bool whole, bool legend) {
            const QString path = dir.filePath(name);
            if (!chart.exportImage(path, GanttExportOptions{size, whole, legend}))
                return QImage();
            return QImage(path).convertToFormat(QImage::Format_RGB32);
        };
        const QImage whole = exported(QStringLiteral("whole.png"), true, true);
        const QImage bare = exported(QStringLiteral("bare.png"), true, false);
        const QImage view = exported(QStringLiteral("view.png"), false, true);
        QCOMPARE(whole.size(), size);
        QCOMPARE(view.size(), size);
        // The chart on screen is as it was.
        QCOMPARE(chart.visibleTimeRange(), onScreen);
        QCOMPARE(chart.rowHeight(), rowHeight);
        // Zoomed in on screen, the whole run and the view are different pictures.
        QVERIFY(whole != view);
        // The legend takes a strip at the right; without it the chart runs to the edge.
        const QRect rightEdge(size.width() - size.width() / 8, size.height() / 2, size.width() / 8, 1);
        QVERIFY(whole.copy(rightEdge) != bare.copy(rightEdge));
        const QString svg = dir.filePath(QStringLiteral("whole.svg"));
        QVERIFY(chart.exportImage(svg, GanttExportOptions{size, true, true}));
        QVERIFY(QFileInfo(svg).size() > 0);
    }

    void emptyChartIsSafe()
    {
        GanttChartWidget chart;
        chart.resize(kSize);
        chart.grab();
        QCOMPARE(chart.jobAt(QPoint(500, 300)), kNoJob);
        QVERIFY(!chart.positionOfJob(0).has_value());
        chart.jumpToJob(3);
        QCOMPARE(chart.selectedJob(), kNoJob);
        chart.setSnapshot(test::makeTwoMachineSnapshot());
        chart.setSnapshot(nullptr);
        chart.grab();
    }

    void calendarClock()
    {
        SwfHeader header;
        header.unixStartTime = 835823160;  // CTC: Wed Jun 26 17:06:00 EDT 1996
        header.timeZoneString = "US/Eastern";
        const TraceClock clock(header);
        QVERIFY(clock.isCalendar());
        QCOMPARE(clock.formatTime(0).left(19), QStringLiteral("1996-06-26 17:06:00"));
        QCOMPARE(TraceClock().formatTime(90061), QStringLiteral("1d 01:01:01"));
        QCOMPARE(TraceClock::formatDuration(3725), QStringLiteral("1 h 02 min"));
    }
};

QTEST_MAIN(GanttChartWidgetTest)
#include "GanttChartWidgetTest.moc"
