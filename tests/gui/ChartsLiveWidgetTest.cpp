// LiveChartsWidget: exact points for a few samples, the point budget under a
// long run, throttled redraws, the time axes, the solver's time per cycle,
// and export.

#include "charts/LiveChartsWidget.h"

#include <QDateTime>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using schedlab::LiveChartsWidget;
using schedlab::TimeSample;

namespace {

TimeSample sample(schedlab::Time time, int busy, int queue, int running, double awrt)
{
    TimeSample s;
    s.time = time;
    s.busyNodes = busy;
    s.queueLength = queue;
    s.runningJobs = running;
    s.awrtSoFar = awrt;
    return s;
}

}  // namespace

class ChartsLiveWidgetTest : public QObject {
    Q_OBJECT

private slots:
    void fewSamplesAreDrawnExactly()
    {
        LiveChartsWidget charts;
        charts.setTotalNodes(200);
        charts.setSamples({sample(0, 0, 0, 0, 0), sample(3600, 100, 4, 2, 1800),
                           sample(7200, 50, 1, 1, 7200)});
        charts.flush();
        // Relative time in minutes (the span is two hours); AWRT in hours
        // (it reaches two hours); steps, each value held to the next sample.
        QCOMPARE(charts.seriesPoints(LiveChartsWidget::UtilizationSeries),
                 QList<QPointF>({{0, 0}, {60, 0}, {60, 50}, {120, 50}, {120, 25}}));
        QCOMPARE(charts.seriesPoints(LiveChartsWidget::AwrtSeries),
                 QList<QPointF>({{0, 0}, {60, 0}, {60, 0.5}, {120, 0.5}, {120, 2}}));
        QCOMPARE(charts.seriesPoints(LiveChartsWidget::QueueLengthSeries),
                 QList<QPointF>({{0, 0}, {60, 0}, {60, 4}, {120, 4}, {120, 1}}));
        QCOMPARE(charts.seriesPoints(LiveChartsWidget::RunningJobsSeries),
                 QList<QPointF>({{0, 0}, {60, 0}, {60, 2}, {120, 2}, {120, 1}}));
        QCOMPARE(charts.pointCount(), 12);

        // Nodes set later still rescale what is there.
        charts.setTotalNodes(100);
        charts.flush();
        QCOMPARE(charts.seriesPoints(LiveChartsWidget::UtilizationSeries),
                 QList<QPointF>({{0, 0}, {60, 0}, {60, 100}, {120, 100}, {120, 50}}));
    }

    // Titles say what a value is and when: the run's mean (the step between
    // samples) and the last sample, or the value at "now" in playback. A
    // run in ticks of 1 ms is drawn in seconds.
    void titlesSayWhatAndWhen()
    {
        LiveChartsWidget charts;
        charts.setTotalNodes(200);
        charts.setTicksPerSecond(1000);
        // 100 of 200 nodes busy for 10 s, then idle; 3 waiting, then 0.
        charts.setSamples({sample(0, 100, 3, 1, 0), sample(10'000, 0, 0, 0, 4)});
        charts.flush();
        QCOMPARE(charts.seriesPoints(LiveChartsWidget::UtilizationSeries),
                 QList<QPointF>({{0, 50}, {10, 50}, {10, 0}}));
        QCOMPARE(charts.seriesTitle(LiveChartsWidget::UtilizationSeries),
                 QStringLiteral("Utilization: mean 50.0 %, last 0.0 %"));
        QCOMPARE(charts.seriesTitle(LiveChartsWidget::QueueLengthSeries),
                 QStringLiteral("Queue length: mean 3.0, last 0 waiting"));
        QCOMPARE(charts.seriesTitle(LiveChartsWidget::AwrtSeries), QStringLiteral("AWRT so far: 4.00 s"));
        charts.setNowTime(5'000);
        charts.flush();
        QCOMPARE(charts.seriesTitle(LiveChartsWidget::UtilizationSeries), QStringLiteral("Utilization at now: 50.0 %"));
        QCOMPARE(charts.seriesTitle(LiveChartsWidget::QueueLengthSeries),
                 QStringLiteral("Queue length at now: 3 waiting"));
    }

    void longRunsInDaysStayWithinTheBudget()
    {
        LiveChartsWidget charts;
        charts.setTotalNodes(338);
        QCOMPARE(charts.pointBudget(), 2000);
        std::vector<TimeSample> samples;
        constexpr int kSamples = 200'000;  // one every 2.5 minutes for a year
        for (int i = 0; i < kSamples; ++i)
            samples.push_back(sample(i * 150, (i * 7) % 339, (i * 13) % 97, i % 50, i * 0.01));
        charts.setSamples(samples);
        charts.flush();
        for (int series = 0; series < 4; ++series) {
            QVERIFY(charts.seriesPointCount(series) <= charts.pointBudget());
            QVERIFY(charts.seriesPointCount(series) > charts.pointBudget() / 2);
        }
        QVERIFY(charts.pointCount() <= 4 * charts.pointBudget());
        // Days on the axis now: the last sample is at 199999 * 150 s; AWRT
        // (at most 2000 s) in minutes.
        QCOMPARE(charts.seriesPoints(LiveChartsWidget::AwrtSeries).last(),
                 QPointF(199999 * 150 / 86400.0, 1999.99 / 60));
    }

    void redrawsAreThrottled()
    {
        LiveChartsWidget charts;
        charts.addSamples({sample(0, 1, 1, 1, 1)});
        QVERIFY(charts.isRefreshPending());
        QCOMPARE(charts.seriesPointCount(LiveChartsWidget::QueueLengthSeries), 0);
        for (int i = 1; i < 100; ++i)
            charts.addSamples({sample(i, 1, i, 1, 1)});  // coalesced into one redraw
        QTRY_VERIFY(!charts.isRefreshPending());
        // 100 one-second samples fit 1000 one-second buckets: all kept, as
        // steps (a corner before each but the first).
        const QList<QPointF> points = charts.seriesPoints(LiveChartsWidget::QueueLengthSeries);
        QCOMPARE(points.size(), 199);
        QCOMPARE(points.first(), QPointF(0, 1));
        QCOMPARE(points.last(), QPointF(99, 99));  // a 99 s span: seconds
    }

    void calendarAxisShowsTheTracesWallClock()
    {
        LiveChartsWidget charts;
        charts.setTimeBase(820454400, QStringLiteral("America/New_York"));  // 1996-01-01 00:00 UTC
        charts.setSamples({sample(0, 1, 2, 3, 0), sample(3600, 1, 2, 3, 0)});
        charts.flush();
        // QDateTimeAxis labels in local time, so the point sits where local
        // time reads the trace's wall clock: 1995-12-31 19:00 in New York.
        const auto expected = double(QDateTime(QDate(1995, 12, 31), QTime(19, 0)).toMSecsSinceEpoch());
        QCOMPARE(charts.seriesPoints(LiveChartsWidget::QueueLengthSeries).first().x(), expected);
        QCOMPARE(charts.seriesPoints(LiveChartsWidget::QueueLengthSeries).last().x(), expected + 3600e3);
    }

    void clearAndNowMarker()
    {
        LiveChartsWidget charts;
        charts.setSamples({sample(0, 1, 2, 3, 0), sample(60, 1, 2, 3, 0)});
        charts.setNowTime(30);
        charts.flush();
        charts.setNowTime(schedlab::kNoTime);
        charts.clear();
        QCOMPARE(charts.pointCount(), 0);
        QCOMPARE(charts.seriesPointCount(LiveChartsWidget::AwrtSeries), 0);
    }

    // A policy's cycles add the solver chart under the others, one point
    // per cycle in ms (no steps), with the mean and the largest in its
    // title; without cycles, or once cleared, it is not shown.
    void solverTimePerCycleShowsOnlyWithCycles()
    {
        LiveChartsWidget charts;
        charts.setSamples({sample(0, 0, 0, 0, 0), sample(7200, 50, 1, 1, 7200)});
        charts.flush();
        QVERIFY(!charts.isSeriesShown(LiveChartsWidget::SolverTimeSeries));
        QCOMPARE(charts.seriesPointCount(LiveChartsWidget::SolverTimeSeries), 0);
        const auto cycle = [](schedlab::Time time, double seconds) {
            schedlab::PolicyCycle c;
            c.time = time;
            c.tasks = 3;
            c.ways = 6;
            c.solverSeconds = seconds;
            return c;
        };
        charts.addCycles({cycle(0, 0.002), cycle(3600, 0.004)});
        charts.addCycles({cycle(7200, 0.003)});
        charts.flush();
        QVERIFY(charts.isSeriesShown(LiveChartsWidget::SolverTimeSeries));
        QCOMPARE(charts.seriesPoints(LiveChartsWidget::SolverTimeSeries),
                 QList<QPointF>({{0, 2}, {60, 4}, {120, 3}}));
        QCOMPARE(charts.seriesTitle(LiveChartsWidget::SolverTimeSeries),
                 QStringLiteral("Solver time per cycle: mean 3.00 ms, largest 4.00 ms, 3 cycles"));
        charts.setCycles({cycle(0, 0.001)});
        charts.flush();
        QCOMPARE(charts.seriesPointCount(LiveChartsWidget::SolverTimeSeries), 1);
        charts.clear();
        QVERIFY(!charts.isSeriesShown(LiveChartsWidget::SolverTimeSeries));
    }

    void exportsPngAndSvg()
    {
        QTemporaryDir dir;
        LiveChartsWidget charts;
        charts.resize(800, 600);
        charts.setTotalNodes(10);
        charts.setSamples({sample(0, 1, 2, 3, 0), sample(600, 5, 1, 2, 60)});
        charts.setNowTime(300);
        const QString png = dir.filePath("charts.png");
        QVERIFY(charts.exportPng(png));
        const QImage image(png);
        QCOMPARE(image.size(), QSize(800, 600));
        const QString svg = dir.filePath("charts.svg");
        QVERIFY(charts.exportSvg(svg));
        QFile file(svg);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray content = file.readAll();
        QVERIFY(content.contains("<svg"));
        QVERIFY(content.contains("<path"));  // the charts, not an empty page
    }
};

QTEST_MAIN(ChartsLiveWidgetTest)
#include "ChartsLiveWidgetTest.moc"
