// Exact schedules of the grid schedulers (core/grid) on small hand-made
// grids. Every expected start, end and machine was worked out by hand from
// Yahyapour (2002), ch. 5 and the documented open choices; the comments show how. Node
// ids are platform-global: machine A owns the first ids, B the next.

#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "platform/Platform.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

SimulationResult runPolicy(const std::string& policy, const ParameterValues& parameters,
                           const Workload& workload, const Platform& platform)
{
    const PolicyRegistry registry;
    auto instance = registry.create(policy, parameters);
    SimulationOptions options;
    options.policyLabel = "policy '" + policy + "'";
    return simulate(workload, platform, *instance, options);
}

// A: 4 nodes (ids 0-3), B: 2 nodes (ids 4-5).
Platform fourAndTwo()
{
    return Platform("a4-b2", {{"A", 4, 1.0}, {"B", 2, 1.0}});
}

void verifyNodes(const SimulationResult& result, const std::vector<std::string>& nodes)
{
    for (std::size_t i = 0; i < nodes.size(); ++i) {
        QVERIFY2(result.jobs[i].nodes.toString() == nodes[i],
                 qPrintable(QStringLiteral("job %1 ran on %2, expected %3")
                                .arg(i + 1)
                                .arg(QString::fromStdString(result.jobs[i].nodes.toString()),
                                     QString::fromStdString(nodes[i]))));
    }
}

}  // namespace

class GridScheduleTest : public QObject {
    Q_OBJECT

private slots:
    // A 4 + B 2. Job 1: t=0, 2 nodes, 100 s. Job 2: t=1, 4 nodes, 100 s.
    //  best-fit: job 1 leaves 0 free on B, 2 on A -> B (0..100); job 2 finds
    //            A empty -> A (1..101).
    //  first-fit: job 1 -> A (0..100); job 2 fits nowhere and waits for A
    //            (the only machine of 4 nodes), shadow 100 -> 100..200.
    //  least-loaded: both empty, tie -> A, then as first-fit.
    //  earliest-start: both start now, tie -> best fit -> as best-fit.
    void bestFitKeepsTheLargeMachine_data()
    {
        QTest::addColumn<QString>("selection");
        QTest::addColumn<qint64>("secondStart");
        QTest::addColumn<QString>("firstNodes");
        QTest::newRow("best-fit") << "best-fit" << qint64(1) << "4-5";
        QTest::newRow("first-fit") << "first-fit" << qint64(100) << "0-1";
        QTest::newRow("least-loaded") << "least-loaded" << qint64(100) << "0-1";
        QTest::newRow("earliest-start") << "earliest-start" << qint64(1) << "4-5";
    }
    void bestFitKeepsTheLargeMachine()
    {
        QFETCH(QString, selection);
        QFETCH(qint64, secondStart);
        QFETCH(QString, firstNodes);
        const Workload w = makeWorkload({{0, 100, 2}, {1, 100, 4}});
        const Platform p = fourAndTwo();
        const SimulationResult r = runPolicy("grid-sharing", {{"selection", selection.toStdString()}}, w, p);
        verifySchedule(w, p, r, {{0, 100}, {secondStart, secondStart + 100}});
        verifyNodes(r, {firstNodes.toStdString(), "0-3"});
    }

    // A 4 + B 2. Job 1: t=0, 1 node, 100 s; job 2: t=1, 2 nodes, 100 s;
    // job 3: t=2, 4 nodes, 50 s.
    //  best-fit: 1 -> B (leaves 1, A would leave 3), node 4; 2 -> A (B has 1
    //            free), nodes 0-1; 3 waits for A, shadow 101 -> 101..151.
    //  least-loaded: 1 -> A (both empty, tie), node 0; 2 -> B (busy share
    //            0/2 < 1/4), nodes 4-5; 3 waits for A, shadow 100 -> 100..150.
    //  first-fit: 1 -> A node 0; 2 -> A nodes 1-2; 3: shadow 101 -> 101..151.
    void leastLoadedSpreads_data()
    {
        QTest::addColumn<QString>("selection");
        QTest::addColumn<qint64>("thirdStart");
        QTest::addColumn<QStringList>("nodes");
        QTest::newRow("best-fit") << "best-fit" << qint64(101) << QStringList{"4", "0-1", "0-3"};
        QTest::newRow("least-loaded") << "least-loaded" << qint64(100) << QStringList{"0", "4-5", "0-3"};
        QTest::newRow("first-fit") << "first-fit" << qint64(101) << QStringList{"0", "1-2", "0-3"};
    }
    void leastLoadedSpreads()
    {
        QFETCH(QString, selection);
        QFETCH(qint64, thirdStart);
        QFETCH(QStringList, nodes);
        const Workload w = makeWorkload({{0, 100, 1}, {1, 100, 2}, {2, 50, 4}});
        const Platform p = fourAndTwo();
        const SimulationResult r = runPolicy("grid-sharing", {{"selection", selection.toStdString()}}, w, p);
        verifySchedule(w, p, r, {{0, 100}, {1, 101}, {thirdStart, thirdStart + 50}});
        std::vector<std::string> expected;
        for (const QString& n : nodes)
            expected.push_back(n.toStdString());
        verifyNodes(r, expected);
    }

    // The machine a job waits for decides which machine protects it. A 4 + B 2.
    //  1: t=0, 4 nodes, 100 s  -> A, 0..100
    //  2: t=0, 1 node, 200 s   -> B (best fit), node 4, 0..200
    //  3: t=1, 2 nodes, 10 s   fits nowhere; reservations: A shadow 100 with
    //                          2 extra nodes, B shadow 200 with 0 extra
    //  4: t=2, 1 node, 300 s   B has a free node, but would end at 302
    //  wait-for earliest-start (default), largest, or selection with
    //    earliest-start: job 3 waits for A; B is unprotected and job 4 runs
    //    there at once, node 5, 2..302. Job 3 runs on A at 100..110.
    //  wait-for selection with best-fit: the fewest nodes left at the
    //    projected start -> B (0 extra); job 4 would delay job 3 there and
    //    waits. At 100 job 3 takes A (0-1), then job 4 the best fit: B
    //    (leaves 0), node 5, 100..400.
    void waitRule_data()
    {
        QTest::addColumn<QString>("selection");
        QTest::addColumn<QString>("waitFor");
        QTest::addColumn<qint64>("fourthStart");
        QTest::newRow("best-fit/earliest") << "best-fit" << "earliest-start" << qint64(2);
        QTest::newRow("best-fit/selection") << "best-fit" << "selection" << qint64(100);
        QTest::newRow("earliest/selection") << "earliest-start" << "selection" << qint64(2);
        QTest::newRow("best-fit/largest") << "best-fit" << "largest" << qint64(2);
    }
    void waitRule()
    {
        QFETCH(QString, selection);
        QFETCH(QString, waitFor);
        QFETCH(qint64, fourthStart);
        const Workload w = makeWorkload({{0, 100, 4}, {0, 200, 1}, {1, 10, 2}, {2, 300, 1}});
        const Platform p = fourAndTwo();
        const SimulationResult r = runPolicy(
            "grid-sharing", {{"selection", selection.toStdString()}, {"wait-for", waitFor.toStdString()}}, w, p);
        verifySchedule(w, p, r, {{0, 100}, {0, 200}, {100, 110}, {fourthStart, fourthStart + 300}});
        verifyNodes(r, {"0-3", "4", "0-1", "5"});
    }

    // Local processing vs job sharing. A 2 + B 2, sites round-robin:
    // job 1 (site A): t=0, 2 nodes, 100 s; job 2 (site B): t=0, 1 node, 10 s;
    // job 3 (site A): t=1, 2 nodes, 10 s.
    //  grid-local: A runs 1 (0..100) then 3 (100..110); B runs 2 (0..10).
    //  grid-sharing: 1 -> A (tie, lower index); 2 -> B; 3 fits nowhere at 1,
    //            waits for B (shadow 10 < A's 100) and runs 10..20 there.
    void localVersusSharing()
    {
        Workload w = makeWorkload({{0, 100, 2}, {0, 10, 1}, {1, 10, 2}});
        const Platform p("a2-b2", {{"A", 2, 1.0}, {"B", 2, 1.0}});
        applyTransforms(w, {"sites:round-robin"}, &p);
        QCOMPARE(w.jobs[2].originSite, MachineIndex(0));

        const SimulationResult local = runPolicy("grid-local", {}, w, p);
        verifySchedule(w, p, local, {{0, 100}, {0, 10}, {100, 110}});
        verifyNodes(local, {"0-1", "2", "0-1"});

        const SimulationResult sharing = runPolicy("grid-sharing", {}, w, p);
        verifySchedule(w, p, sharing, {{0, 100}, {0, 10}, {10, 20}});
        verifyNodes(sharing, {"0-1", "2", "2-3"});

        const MetricsReport localMetrics = MetricsCalculator::compute(w, p, local);
        const MetricsReport sharingMetrics = MetricsCalculator::compute(w, p, sharing);
        QVERIFY(sharingMetrics.awrt < localMetrics.awrt);
    }

    void localNeedsSites()
    {
        const Workload w = makeWorkload({{0, 10, 1}});
        try {
            (void)runPolicy("grid-local", {}, w, fourAndTwo());
            QFAIL("a job without an origin site was accepted");
        } catch (const ConfigurationError& e) {
            QVERIFY2(std::string(e.what()).find("sites:round-robin") != std::string::npos, e.what());
        }
    }

    // Multi-site with p = 50 % (factor 1.5, exact in binary). A 4 + B 2.
    //  1: t=0, 3 nodes, 100 s      -> A nodes 0-2, 0..100 (best fit: B too small)
    //  2: t=1, 3 nodes, 20 s       no machine has 3 free (A 1, B 2): spread,
    //                              machines by free nodes descending: B 2 then
    //                              A 1 -> nodes 3-5; 20 * 1.5 = 30 s: 1..31
    //  3: t=2, 6 nodes, 50 s       wider than any machine; at 31 A and B are
    //                              reserved together: 3 free + job 1's 3 at 100
    //                              -> shadow 100, extra 0
    //  4: t=5, 2 nodes, 40 s       at 31 fits on B and ends 71 <= 100:
    //                              backfilled 31..71
    //  5: t=6, 1 node, 100 s       would end after 100 and there is no extra
    //                              node: waits
    //  at 100: job 3 takes A 4 (0-3) then B 2 (4-5), 50 * 1.5 = 75 s: 100..175
    //  at 175: job 5, best fit: B (leaves 1) -> node 4, 175..275
    void multiSiteSplitAndOverhead()
    {
        const Workload w = makeWorkload({{0, 100, 3}, {1, 20, 3}, {2, 50, 6}, {5, 40, 2}, {6, 100, 1}});
        const Platform p = fourAndTwo();
        const SimulationResult r = runPolicy("grid-multisite", {{"overhead", "50"}}, w, p);
        verifySchedule(w, p, r, {{0, 100}, {1, 31}, {100, 175}, {31, 71}, {175, 275}});
        verifyNodes(r, {"0-2", "3-5", "0-5", "4-5", "4"});
        QVERIFY(r.jobs[1].multiSite);
        QCOMPARE(r.jobs[1].overheadFactor, 1.5);
        QCOMPARE(r.jobs[1].reason.kind, StartKind::MultiSite);
        QCOMPARE(r.jobs[1].reason.relatedCount, 2);  // machines used
        QVERIFY(r.jobs[2].multiSite);
        QVERIFY(!r.jobs[3].multiSite);
        QCOMPARE(r.jobs[3].reason.kind, StartKind::BackfillBeforeShadow);
        QCOMPARE(r.jobs[3].reason.relatedJob, JobIndex(2));
        QCOMPARE(r.jobs[3].reason.relatedTime, Time(100));

        // Metrics: work executed 300 + 90 + 450 + 80 + 100 = 1020 node-s,
        // of which the multi-site jobs hold 90 + 450 = 540.
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        QCOMPARE(m.multiSiteJobs, std::int64_t(2));
        QVERIFY(qAbs(m.multiSiteWorkShare - 540.0 / 1020) < 1e-12);
        // A: job 1 300, job 2 1 node x 30 = 30, job 3 4 x 75 = 300 -> 630;
        // B: job 2 60, job 3 150, job 4 80, job 5 100 -> 390.
        QVERIFY(qAbs(m.perMachine[0].work - 630) < 1e-9);
        QVERIFY(qAbs(m.perMachine[1].work - 390) < 1e-9);
        QCOMPARE(m.perMachine[0].multiSiteJobs, std::int64_t(2));
        QCOMPARE(m.perMachine[1].multiSiteJobs, std::int64_t(2));
    }

    // Without multi-site execution the same wide job is refused up front.
    void sharingRefusesJobsWiderThanEveryMachine()
    {
        const Workload w = makeWorkload({{0, 10, 6}});
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, (void)runPolicy("grid-sharing", {}, w, fourAndTwo()));
    }

    void badParametersAreRefused()
    {
        const PolicyRegistry registry;
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, (void)registry.create("grid-sharing", {{"selection", "worst"}}));
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, (void)registry.create("grid-multisite", {{"overhead", "101"}}));
    }
};

QTEST_GUILESS_MAIN(GridScheduleTest)
#include "GridScheduleTest.moc"
