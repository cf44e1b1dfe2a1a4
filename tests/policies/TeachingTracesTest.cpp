// The teaching traces in sample_traces/ document their schedules in their
// header notes; teachers rely on those notes, so this test holds them true.

#include "engine/Simulator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "support/ScheduleAssertions.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

Q_DECLARE_METATYPE(schedlab::test::ExpectedSchedule)

class TeachingTracesTest : public QObject {
    Q_OBJECT

private slots:
    void scheduleMatchesTheNotes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("policy");
        QTest::addColumn<QString>("transform");
        QTest::addColumn<ExpectedSchedule>("expected");

        const ExpectedSchedule inOrder{{0, 10}, {10, 15}, {15, 20}, {20, 40}, {20, 25}};
        const ExpectedSchedule easy{{0, 10}, {10, 15}, {23, 28}, {3, 23}, {4, 9}};
        const ExpectedSchedule conservative{{0, 10}, {10, 15}, {15, 20}, {20, 40}, {4, 9}};
        QTest::newRow("backfilling fcfs") << "teaching-backfilling.swf" << "fcfs" << "" << inOrder;
        QTest::newRow("backfilling easy") << "teaching-backfilling.swf" << "easy" << "" << easy;
        QTest::newRow("backfilling conservative")
            << "teaching-backfilling.swf" << "conservative" << "" << conservative;
        QTest::newRow("backfilling garey-graham")
            << "teaching-backfilling.swf" << "garey-graham" << "" << easy;

        QTest::newRow("blocking fcfs") << "teaching-blocking.swf" << "fcfs" << ""
                                       << ExpectedSchedule{{0, 10}, {10, 15}, {10, 110}, {110, 120}};
        QTest::newRow("blocking garey-graham")
            << "teaching-blocking.swf" << "garey-graham" << ""
            << ExpectedSchedule{{0, 10}, {10, 15}, {2, 102}, {102, 112}};

        const ExpectedSchedule complete{{0, 20}, {20, 25}, {2, 10}, {25, 30}};
        const ExpectedSchedule killed{{0, 10}, {10, 15}, {2, 10}, {15, 20}};
        for (const char* policy : {"easy", "conservative"}) {
            QTest::addRow("overrun %s", policy) << "teaching-overrun.swf" << policy << "" << complete;
            QTest::addRow("overrun %s kill", policy)
                << "teaching-overrun.swf" << policy << "overrun:kill" << killed;
        }
    }
    void scheduleMatchesTheNotes()
    {
        QFETCH(QString, file);
        QFETCH(QString, policy);
        QFETCH(QString, transform);
        QFETCH(ExpectedSchedule, expected);
        Workload w = SwfReader().readFile(SCHEDLAB_SAMPLE_TRACES_DIR "/" + file.toStdString());
        QCOMPARE(w.report.skipped(), std::int64_t(0));
        if (!transform.isEmpty())
            applyTransforms(w, {transform.toStdString()});
        const Platform p = PlatformCatalog::singleMachine(int(*w.header.machineSize()));
        auto instance = PolicyRegistry().create(policy.toStdString());
        verifySchedule(w, p, simulate(w, p, *instance), expected);
    }
};

QTEST_APPLESS_MAIN(TeachingTracesTest)
#include "TeachingTracesTest.moc"
