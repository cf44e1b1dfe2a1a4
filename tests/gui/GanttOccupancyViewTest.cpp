// Qt Test of the machine occupancy view (offscreen).

#include "GanttTestSnapshots.h"
#include "gantt/OccupancyView.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

using namespace schedlab;

namespace {

std::shared_ptr<RunSnapshot> withSamples()
{
    auto snapshot = test::makeTwoMachineSnapshot();
    // Busy nodes per machine every 500 s, and the waiting queue.
    for (Time t = 0; t <= 4000; t += 500) {
        TimeSample sample;
        sample.time = t;
        sample.busyPerMachine = {t < 1000 ? 4 : 1, t < 1400 ? 2 : 0};
        sample.busyNodes = sample.busyPerMachine[0] + sample.busyPerMachine[1];
        sample.queueLength = t < 2000 ? 3 : 0;
        snapshot->result.samples.push_back(sample);
    }
    return snapshot;
}

}  // namespace

class GanttOccupancyViewTest : public QObject {
    Q_OBJECT

private slots:
    void stripsPerMachineAndQueue()
    {
        OccupancyView view;
        view.resize(800, 300);
        QCOMPARE(view.stripCount(), 0);
        view.setSnapshot(withSamples());
        QCOMPARE(view.stripCount(), 3);  // alpha, beta, waiting jobs
        view.grab();
        const auto [from, to] = view.visibleTimeRange();
        QVERIFY(from <= 0 && to >= 4000);
        // Hover in the body shows the values in effect.
        const QString tip = view.toolTipAt(QPoint(200, 100));
        QVERIFY2(tip.contains(QStringLiteral("of 4 nodes busy")), qPrintable(tip));
        QVERIFY(tip.contains(QStringLiteral("waiting")));
    }

    void syncsTimeRange()
    {
        OccupancyView view;
        view.resize(800, 300);
        view.setSnapshot(withSamples());
        QSignalSpy spy(&view, &OccupancyView::visibleTimeRangeChanged);
        view.setVisibleTimeRange(1000, 2000);
        QCOMPARE(spy.count(), 1);
        QCOMPARE(view.visibleTimeRange(), (std::pair<Time, Time>(1000, 2000)));
        view.setVisibleTimeRange(1000, 2000);
        QCOMPARE(spy.count(), 1);  // no echo when nothing changed
        view.setNowTime(1500);
        view.grab();
    }

    void exportsAndSingleMachine()
    {
        OccupancyView view;
        view.resize(600, 200);
        auto snapshot = test::makeTinyJobsSnapshot(10);
        for (Time t = 0; t < 1000; t += 100)
            snapshot->result.samples.push_back({t, 2, 1, 2, 0, 0.0, {}});
        view.setSnapshot(snapshot);
        QCOMPARE(view.stripCount(), 2);
        QTemporaryDir dir;
        QVERIFY(view.exportPng(dir.filePath(QStringLiteral("o.png"))));
        QVERIFY(view.exportSvg(dir.filePath(QStringLiteral("o.svg"))));
        QVERIFY(QFileInfo(dir.filePath(QStringLiteral("o.png"))).size() > 0);
    }
};

QTEST_MAIN(GanttOccupancyViewTest)
#include "GanttOccupancyViewTest.moc"
