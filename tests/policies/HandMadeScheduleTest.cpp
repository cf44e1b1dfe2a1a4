// Exact schedules of the baseline policies on small hand-made cases. Each
// case's expected start and end times were worked out by hand from the
// policy definitions in Yahyapour (2002), ch. 2-4.3; the comments show how.

#include "engine/Simulator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

SimulationResult runPolicy(const std::string& policy, const Workload& workload,
                           const Platform& platform)
{
    const PolicyRegistry registry;
    auto instance = registry.create(policy);
    SimulationOptions options;
    options.recordEvents = true;
    return simulate(workload, platform, *instance, options);
}

}  // namespace

class HandMadeScheduleTest : public QObject {
    Q_OBJECT

private slots:
    // 4 nodes. Job 1 (2 nodes, 10 s) runs from 0. Job 2 needs all 4 nodes
    // and must wait for job 1. Job 3 (1 node, 2 s) arrives at 1.
    void blockedHead_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<QList<qint64>>("starts");
        // FCFS: job 3 waits behind job 2, which runs 10..15, so job 3 runs 15..17.
        QTest::newRow("fcfs") << "fcfs" << QList<qint64>{0, 10, 15};
        // EASY: shadow time of job 2 is 10; job 3 ends at 3 <= 10: backfilled at 1.
        QTest::newRow("easy") << "easy" << QList<qint64>{0, 10, 1};
        // Conservative: job 2 reserved at 10; job 3 fits in [1,3) before it.
        QTest::newRow("conservative") << "conservative" << QList<qint64>{0, 10, 1};
        // Garey & Graham: job 3 is the first job that fits at 1.
        QTest::newRow("garey-graham") << "garey-graham" << QList<qint64>{0, 10, 1};
    }
    void blockedHead()
    {
        QFETCH(QString, policy);
        QFETCH(QList<qint64>, starts);
        const Workload w = makeWorkload({{0, 10, 2}, {0, 5, 4}, {1, 2, 1}});
        const Platform p = PlatformCatalog::singleMachine(4);
        const SimulationResult r = runPolicy(policy.toStdString(), w, p);
        verifySchedule(w, p, r,
                       {{starts[0], starts[0] + 10}, {starts[1], starts[1] + 5},
                        {starts[2], starts[2] + 2}});
    }

    // The case where EASY and conservative decide differently. 4 nodes.
    //  1: t=0, 2 nodes, 10 s        runs 0..10
    //  2: t=1, 3 nodes, 5 s         blocked; shadow 10, extra nodes 4-3 = 1
    //  3: t=2, 4 nodes, 5 s         conservative reserves it at 15 (after 2)
    //  4: t=3, 1 node, 20 s         EASY: ends at 23 > 10 but uses 1 <= 1 extra
    //                               node: backfilled at 3, which delays job 3
    //                               to 23 (EASY protects only the head).
    //                               Conservative: [3,23) would collide with
    //                               job 3's reservation at 15, so it is
    //                               reserved after job 3, at 20.
    void easyAndConservativeDiffer()
    {
        const Workload w = makeWorkload({{0, 10, 2}, {1, 5, 3}, {2, 5, 4}, {3, 20, 1}});
        const Platform p = PlatformCatalog::singleMachine(4);

        const SimulationResult easy = runPolicy("easy", w, p);
        verifySchedule(w, p, easy, {{0, 10}, {10, 15}, {23, 28}, {3, 23}});
        QCOMPARE(easy.jobs[3].reason.kind, StartKind::BackfillExtraNodes);
        QCOMPARE(easy.jobs[3].reason.relatedJob, JobIndex(1));
        QCOMPARE(easy.jobs[3].reason.relatedTime, Time(10));
        QCOMPARE(easy.jobs[3].reason.relatedCount, 1);

        const SimulationResult conservative = runPolicy("conservative", w, p);
        verifySchedule(w, p, conservative, {{0, 10}, {10, 15}, {15, 20}, {20, 40}});
        QCOMPARE(conservative.jobs[3].reason.kind, StartKind::InOrder);

        // FCFS agrees with conservative here, and G&G with EASY's start of job 4.
        verifySchedule(w, p, runPolicy("fcfs", w, p), {{0, 10}, {10, 15}, {15, 20}, {20, 40}});
        verifySchedule(w, p, runPolicy("garey-graham", w, p),
                       {{0, 10}, {10, 15}, {23, 28}, {3, 23}});
    }

    // EASY on 4 nodes at half speed. Job 1 (3 nodes, estimate 100 s) runs
    // until 200 there; job 2 needs all 4 nodes, so its shadow time is 200.
    // Job 3 (1 node, estimate 120 s) would end at 122 at the trace's speed
    // but at 242 here: backfilled, it would delay job 2. It waits; job 2
    // starts at 200 and job 3 after it.
    void easyBackfillsByScaledEstimates()
    {
        const Workload w = makeWorkload({{0, 100, 3, 100}, {1, 10, 4, 10}, {2, 120, 1, 120}});
        const Platform p("slow", {{"slow", 4, 0.5}});
        verifySchedule(w, p, runPolicy("easy", w, p), {{0, 200}, {200, 220}, {220, 460}});
    }

    // Conservative backfills a job that delays no reservation. Same jobs as
    // above plus job 5 (t=4, 1 node, 5 s): [4,9) has 2 free nodes and no
    // reservation, so it starts at once, backfilled past job 2.
    void conservativeBackfillsWithoutDelay()
    {
        const Workload w =
            makeWorkload({{0, 10, 2}, {1, 5, 3}, {2, 5, 4}, {3, 20, 1}, {4, 5, 1}});
        const Platform p = PlatformCatalog::singleMachine(4);
        const SimulationResult r = runPolicy("conservative", w, p);
        verifySchedule(w, p, r, {{0, 10}, {10, 15}, {15, 20}, {20, 40}, {4, 9}});
        QCOMPARE(r.jobs[4].reason.kind, StartKind::BackfillNoDelay);
        QCOMPARE(r.jobs[4].reason.relatedJob, JobIndex(1));
        QCOMPARE(r.jobs[4].reason.relatedTime, Time(10));
    }

    // Compression: job 1 is estimated at 10 s but ends at 5; job 2's
    // reservation at 10 moves to 5. EASY starts it at 5 as well.
    void earlyCompletionMovesReservationsEarlier_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::newRow("easy") << "easy";
        QTest::newRow("conservative") << "conservative";
        QTest::newRow("fcfs") << "fcfs";
    }
    void earlyCompletionMovesReservationsEarlier()
    {
        QFETCH(QString, policy);
        const Workload w = makeWorkload({{0, 5, 4, 10}, {1, 5, 4, 5}, {2, 3, 2, 8}});
        const Platform p = PlatformCatalog::singleMachine(4);
        verifySchedule(w, p, runPolicy(policy.toStdString(), w, p), {{0, 5}, {5, 10}, {10, 13}});
    }

    // A job that runs past its estimate. 4 nodes.
    //  1: t=0, 2 nodes, runs 20 s, estimate 10
    //  2: t=1, 4 nodes, 5 s           head; shadow 10 by job 1's estimate
    //  3: t=2, 1 node, 8 s            ends at 10 <= 10: backfilled at 2
    //  4: t=12, 2 nodes, 5 s          job 1 has overrun: it is treated as
    //                                 ending at 13, so the shadow is 13 with no
    //                                 extra node; job 4 would end at 17: waits.
    // Job 1 really ends at 20; job 2 runs 20..25, job 4 25..30.
    // With overrun:kill job 1 ends at its estimate 10 instead, job 2 runs
    // 10..15, and job 4 15..20.
    void overrunningJob_data()
    {
        QTest::addColumn<QString>("policy");
        QTest::addColumn<bool>("kill");
        QTest::newRow("easy, run to completion") << "easy" << false;
        QTest::newRow("easy, kill at estimate") << "easy" << true;
        QTest::newRow("conservative, run to completion") << "conservative" << false;
        QTest::newRow("conservative, kill at estimate") << "conservative" << true;
    }
    void overrunningJob()
    {
        QFETCH(QString, policy);
        QFETCH(bool, kill);
        Workload w = makeWorkload({{0, 20, 2, 10}, {1, 5, 4}, {2, 8, 1}, {12, 5, 2}});
        if (kill)
            applyTransforms(w, {"overrun:kill"});
        const Platform p = PlatformCatalog::singleMachine(4);
        const SimulationResult r = runPolicy(policy.toStdString(), w, p);
        if (kill)
            verifySchedule(w, p, r, {{0, 10}, {10, 15}, {2, 10}, {15, 20}});
        else
            verifySchedule(w, p, r, {{0, 20}, {20, 25}, {2, 10}, {25, 30}});
    }

    // Garey & Graham starts any job that fits; FCFS keeps order. 4 nodes.
    //  1: t=0, 3 nodes, 10 s; 2: t=1, 2 nodes, 5 s; 3: t=2, 1 node, 100 s.
    // FCFS: 2 waits for 1 (10..15); 3 queues behind 2 and starts at 10 too.
    // G&G: 3 fits at 2 and starts; 2 starts at 10.
    void gareyGrahamStartsFirstFit()
    {
        const Workload w = makeWorkload({{0, 10, 3}, {1, 5, 2}, {2, 100, 1}});
        const Platform p = PlatformCatalog::singleMachine(4);
        verifySchedule(w, p, runPolicy("fcfs", w, p), {{0, 10}, {10, 15}, {10, 110}});
        const SimulationResult gg = runPolicy("garey-graham", w, p);
        verifySchedule(w, p, gg, {{0, 10}, {10, 15}, {2, 102}});
        QCOMPARE(gg.jobs[2].reason.kind, StartKind::FirstFit);
        QCOMPARE(gg.jobs[2].reason.relatedJob, JobIndex(1));
    }

    // Events at one instant: the completion at 10 is handled before the
    // submission at 10, so the new job sees the freed nodes at once.
    void completionsBeforeSubmissions()
    {
        const Workload w = makeWorkload({{0, 10, 4}, {10, 5, 4}});
        const Platform p = PlatformCatalog::singleMachine(4);
        verifySchedule(w, p, runPolicy("fcfs", w, p), {{0, 10}, {10, 15}});
    }

    // Zero-length jobs complete at the instant they start.
    void zeroLengthJobs()
    {
        const Workload w = makeWorkload({{0, 0, 4, 1}, {0, 3, 4}, {5, 0, 1, 1}});
        const Platform p = PlatformCatalog::singleMachine(4);
        verifySchedule(w, p, runPolicy("easy", w, p), {{0, 0}, {0, 3}, {5, 5}});
    }

    // Node allocation: lowest free ids, so a Gantt chart is predictable.
    void allocatesLowestFreeNodes()
    {
        const Workload w = makeWorkload({{0, 10, 2}, {0, 4, 1}, {0, 10, 1}, {5, 10, 1}});
        const Platform p = PlatformCatalog::singleMachine(4);
        const SimulationResult r = runPolicy("fcfs", w, p);
        QCOMPARE(QString::fromStdString(r.jobs[0].nodes.toString()), QStringLiteral("0-1"));
        QCOMPARE(QString::fromStdString(r.jobs[1].nodes.toString()), QStringLiteral("2"));
        QCOMPARE(QString::fromStdString(r.jobs[2].nodes.toString()), QStringLiteral("3"));
        QCOMPARE(QString::fromStdString(r.jobs[3].nodes.toString()), QStringLiteral("2"));
    }
};

QTEST_APPLESS_MAIN(HandMadeScheduleTest)
#include "HandMadeScheduleTest.moc"
