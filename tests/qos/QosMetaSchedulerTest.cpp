// The two-phase meta-scheduler `qos-meta` (Phosphorus D5.2, Varvarigos,
// Kokkinos et al., 2007, §2) on hand-made batches whose schedules are
// worked out below: every ordering, every assignment rule, MMFS, the
// reservation timeline with gap filling, hard deadlines, rejection of
// infeasible tasks, batching against on-line scheduling, and dispatching
// only to idle processors (when-free) against planning. Time is in
// seconds (one tick) unless a case says otherwise; work is a task's run time
// on a speed-1 machine, so it takes work / speed on a processor. Every
// schedule also goes through the ScheduleValidator (verifySchedule).

// Before any Qt header: ProcessorTimeline::slots() meets Qt's `slots` macro.
#include "qos/ProcessorTimeline.h"

#include "QosTasks.h"
#include "engine/SimulationError.h"
#include "support/PolicyRuns.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;
using namespace schedlab::qostest;

namespace {

const Platform kOne("one", {Machine{"A", 1, 1.0}});

}  // namespace

class QosMetaSchedulerTest : public QObject {
    Q_OBJECT

private slots:
    // One processor of speed 1, period 10 s: T1, T2, T3 arrive at 1, 2, 3
    // and are ordered at 10, where nothing runs, so gamma = delta = 0 and
    // D_i = deadline - 10: D = (40, 190, 50), w = (30, 10, 20),
    // X = w / D = (0.75, 0.0526, 0.4), sum 1.2 > C = 1.
    // MaxMin(X, 1) (App. A): level 1/3 satisfies T2; the residue 0.2807
    // over two raises the level to 0.4737, which satisfies T3; the last
    // 0.0737 goes to T1: r = (0.5474, 0.0526, 0.4), so SFTO's
    // t = w / r = (54.8, 190, 50). AFTO (fluid, max-min over the tasks
    // present): T3 ends at 50, T1 then has 2.63 left at 0.75 and ends at
    // 53.5, T2 last: the same order as SFTO here.
    //   fcfs T1 T2 T3: T1 10-40, T2 40-50, T3 50-70
    //   edf  T1 T3 T2: T1 10-40, T3 40-60, T2 60-70
    //   llf  T2 T3 T1: T2 10-20, T3 20-40, T1 40-70
    //   sfto, afto T3 T1 T2: T3 10-30, T1 30-60, T2 60-70
    void orderings_data()
    {
        QTest::addColumn<QString>("ordering");
        QTest::addColumn<ExpectedSchedule>("expected");
        QTest::newRow("fcfs") << "fcfs" << ExpectedSchedule{{10, 40}, {40, 50}, {50, 70}};
        QTest::newRow("edf") << "edf" << ExpectedSchedule{{10, 40}, {60, 70}, {40, 60}};
        QTest::newRow("llf") << "llf" << ExpectedSchedule{{40, 70}, {10, 20}, {20, 40}};
        QTest::newRow("sfto") << "sfto" << ExpectedSchedule{{30, 60}, {60, 70}, {10, 30}};
        QTest::newRow("afto") << "afto" << ExpectedSchedule{{30, 60}, {60, 70}, {10, 30}};
    }
    void orderings()
    {
        QFETCH(QString, ordering);
        QFETCH(ExpectedSchedule, expected);
        const Workload w = tasks({{1, 30, 50}, {2, 10, 200}, {3, 20, 60}});
        const SimulationResult r =
            runPolicy("qos-meta", w, kOne, {{"ordering", ordering.toStdString()}, {"period", "10"}});
        verifySchedule(w, kOne, r, expected);
    }

    // Where AFTO and SFTO differ: at 10, S (w 30, D 100, X 0.3), U1 (w 7,
    // D 7, X 1), U2 (w 50, D 50, X 1) on C = 1. MaxMin: level 1/3
    // satisfies S (0.3); the residue 0.0333 lifts U1 and U2 to 0.35.
    // SFTO: t = (100, 20, 142.9), order U1 S U2. AFTO: U1 ends at 20, when
    // U2 has done 7 and S 6; then S keeps 0.3 and U2 gets 0.7, so U2 ends at
    // 20 + 43 / 0.7 = 81.4 before S at 20 + 24 / 0.3 = 100: order U1 U2 S.
    void aftoOvertakesSfto()
    {
        const Workload w = tasks({{1, 30, 110}, {2, 7, 17}, {3, 50, 60}});
        const SimulationResult sfto = runPolicy("qos-meta", w, kOne, {{"ordering", "sfto"}, {"period", "10"}});
        verifySchedule(w, kOne, sfto, {{17, 47}, {10, 17}, {47, 97}});
        const SimulationResult afto = runPolicy("qos-meta", w, kOne, {{"ordering", "afto"}, {"period", "10"}});
        verifySchedule(w, kOne, afto, {{67, 97}, {10, 17}, {17, 67}});
    }

    // WFQ among users (§2.3, App. D): user 1 sends T1, T2, T3 (w 10) at 1,
    // 2, 3 and user 2 sends T4 (w 10) at 4; batch at 10. Tags, times from
    // the first arrival, V advancing at 1 / (active shares) = 1: T1 S 0
    // F 10; T2 S max(10, 1) = 10 F 20; T3 S 20 F 30; T4 S max(0, V = 3) = 3
    // F 13. Served by F: T1, T4, T2, T3 (fcfs: T1 T2 T3 T4).
    void wfqInterleavesUsers()
    {
        const Workload w = tasks({{1, 10, kNoTime, 1}, {2, 10, kNoTime, 1}, {3, 10, kNoTime, 1}, {4, 10, kNoTime, 2}});
        const SimulationResult r = runPolicy("qos-meta", w, kOne, {{"ordering", "wfq"}, {"period", "10"}});
        verifySchedule(w, kOne, r, {{10, 20}, {30, 40}, {40, 50}, {20, 30}});
        const SimulationResult fcfs = runPolicy("qos-meta", w, kOne, {{"ordering", "fcfs"}, {"period", "10"}});
        verifySchedule(w, kOne, fcfs, {{10, 20}, {20, 30}, {30, 40}, {40, 50}});
    }

    // MMFS (§2.1.7-2.1.9) on two processors of speed 1 (nodes 0, 1), batch
    // at 10: A (w 10, D 20, X 0.5), B (w 10, D 25, X 0.4), C (w 6, D 20,
    // X 0.3), D (w 4, D 16, X 0.25); sum 1.45 < C = 2 so r = X. Best fit
    // decreasing: A -> P0 (tie, lower index; 0.5 left), B -> P0 (least room
    // that fits; 0.1 left), C -> P1 (0.7 left), D -> P1. No overflow, no
    // swap. Local order by w / r: P0 A (20) B (25); P1 D (16) C (20).
    // fcfs + ect instead: A P0 10-20, B P1 10-20, C P0 20-26 (tie 26/26),
    // D P1 20-24.
    void mmfsPacksByFairRates()
    {
        const Platform two("two", {Machine{"A", 2, 1.0}});
        const Workload w = tasks({{1, 10, 30}, {2, 10, 35}, {3, 6, 30}, {4, 4, 26}});
        const SimulationResult r = runPolicy("qos-meta", w, two, {{"ordering", "mmfs"}, {"period", "10"}});
        verifySchedule(w, two, r, {{10, 20}, {20, 30}, {14, 20}, {10, 14}});
        verifyNodes(r, {"0", "0", "1", "1"});
        const SimulationResult ect = runPolicy("qos-meta", w, two, {{"ordering", "fcfs"}, {"period", "10"}});
        verifySchedule(w, two, ect, {{10, 20}, {10, 20}, {20, 26}, {20, 24}});
        verifyNodes(ect, {"0", "1", "0", "1"});
    }

    // MMFS across batches (§2.1.9): a task holds its fair rate until its
    // fair completion time, not until it ends. Six processors of speed 1,
    // on-line. At 0: A (w 10, D 90, X 0.111), B (w 80, D 100, X 0.8) and
    // G1-G4 (w 19, D 20, X 0.95); sum 4.71 < C = 6, so r = X. Best fit
    // decreasing: G1-G4 on nodes 0-3 (0.05 left each), B on node 4 (0.2
    // left), A on node 4 (the least room that fits); node 5 stays free.
    // Node 4 runs A (fair end 90) 0-10, then B (100) 10-90. At 12, C (w 10,
    // deadline 92): delta = (4 x 7 + 78 + 0) / 6 = 17.67, X = 10 / 62.33 =
    // 0.16. A ended at 10, but in the fluid schedule it runs to 90: node 4
    // has 1 - 0.8 - 0.111 = 0.089 left, too little, so C goes to node 5 and
    // ends at 22. Freeing A's rate at its end left node 4 0.2, and C queued
    // behind B until 100, past its deadline.
    void mmfsHoldsRatesUntilFairCompletion()
    {
        const Platform six("six", {Machine{"A", 6, 1.0}});
        const Workload w = tasks({{0, 10, 90}, {0, 80, 100}, {0, 19, 20}, {0, 19, 20}, {0, 19, 20}, {0, 19, 20},
                                  {12, 10, 92}});
        const SimulationResult r = runPolicy("qos-meta", w, six, {{"ordering", "mmfs"}, {"period", "0"}});
        verifySchedule(w, six, r, {{0, 10}, {10, 90}, {0, 19}, {0, 19}, {0, 19}, {0, 19}, {12, 22}});
        verifyNodes(r, {"4", "4", "0", "1", "2", "3", "5"});
        QCOMPARE(r.jobs[6].endState, EndState::Completed);
    }

    // EST against ECT: A (speed 1, node 0) and B (speed 4, node 1), one task
    // of work 40 at 0, on-line. Both start it at once (delta = 0): EST takes
    // the lower index, A, 0-40; ECT the earlier completion, B, 0-10.
    void estTakesEarliestStart()
    {
        const Platform p("ab", {Machine{"A", 1, 1.0}, Machine{"B", 1, 4.0}});
        const Workload w = tasks({{0, 40}});
        const SimulationResult est = runPolicy("qos-meta", w, p, {{"assignment", "est"}, {"period", "0"}});
        verifySchedule(w, p, est, {{0, 40}});
        verifyNodes(est, {"0"});
        const SimulationResult ect = runPolicy("qos-meta", w, p, {{"assignment", "ect"}, {"period", "0"}});
        verifySchedule(w, p, ect, {{0, 10}});
        verifyNodes(ect, {"1"});
    }

    // FCTE (§2.2, eqs. 15-16) with d = 0 and phi = 1: resource A, 1 CPU of
    // speed 1 (c_A = 1, node 0); B, 3 CPUs of speed 0.5 (c_B = 1.5, nodes
    // 1-3). Three tasks of work 10 at 0, on-line, fcfs:
    //   T1: (0 + 1) / 1 = 1 vs (0 + 1) / 1.5 = 0.67 -> B, node 1, 0-20;
    //   T2: 1 vs (1 + 1) / 1.5 = 1.33 -> A, node 0, 0-10;
    //   T3: (1 + 1) / 1 = 2 vs 1.33 -> B, its free node 2, 0-20.
    // ECT: T1 A 0-10; T2 A 10-20 (20 ties with B's 20, lower index);
    // T3 B node 1, 0-20.
    void fcteSharesResourcesByCapacity()
    {
        const Platform p("ab", {Machine{"A", 1, 1.0}, Machine{"B", 3, 0.5}});
        const Workload w = tasks({{0, 10}, {0, 10}, {0, 10}});
        const SimulationResult fcte = runPolicy("qos-meta", w, p, {{"assignment", "fcte"}, {"period", "0"}});
        verifySchedule(w, p, fcte, {{0, 20}, {0, 10}, {0, 20}});
        verifyNodes(fcte, {"1", "0", "2"});
        const SimulationResult ect = runPolicy("qos-meta", w, p, {{"assignment", "ect"}, {"period", "0"}});
        verifySchedule(w, p, ect, {{0, 10}, {10, 20}, {0, 20}});
        verifyNodes(ect, {"0", "0", "1"});
    }

    // Adjusted FCTE (§2.2): completion under processor sharing of the
    // resource. A: 1 CPU of speed 1 (node 0); B: 1 CPU of speed 0.25
    // (node 1). Work 10, 100, 20 at 0, on-line, fcfs:
    //   T1: A alone 10, B 40 -> A.  T2: A shares with T1 (rates 1/2): T1
    //   done at 20, T2 at 110; B 400 -> A.  T3: A shares three ways (1/3):
    //   T1 done at 30, then T2 and T3 at 1/2: T3 done at 50; B 80 -> A.
    // So A runs T1 0-10, T2 10-110, T3 110-130. ECT sends T3 to B (80 <
    // 110 + 20 = 130): 0-80 on node 1.
    void adjustedFcteSharesTheResource()
    {
        const Platform p("ab", {Machine{"A", 1, 1.0}, Machine{"B", 1, 0.25}});
        const Workload w = tasks({{0, 10}, {0, 100}, {0, 20}});
        const SimulationResult adjusted =
            runPolicy("qos-meta", w, p, {{"assignment", "adjusted-fcte"}, {"period", "0"}});
        verifySchedule(w, p, adjusted, {{0, 10}, {10, 110}, {110, 130}});
        verifyNodes(adjusted, {"0", "0", "0"});
        const SimulationResult ect = runPolicy("qos-meta", w, p, {{"assignment", "ect"}, {"period", "0"}});
        verifySchedule(w, p, ect, {{0, 10}, {10, 110}, {0, 80}});
        verifyNodes(ect, {"0", "0", "1"});
    }

    // The timeline on its own: at 0 a task runs until 10, and X is planned
    // with ready time 30 (a d_ij of 30), so 10-30 is an idle gap. With gap
    // filling a task of 15 goes into it (10-25, before X) and X stays at
    // 30-40; a task of 25 does not fit and goes after X (40). Without gap
    // filling both go after X. When the running task ends early (at 5) the
    // plan moves up, in order: the filler starts at 5, X still waits for 30.
    void timelineFillsGaps()
    {
        ProcessorTimeline timeline;
        timeline.run(100, 10);
        timeline.insert(timeline.fit(0, 30, 10, false), 1, 30, 10);
        QCOMPARE(timeline.starts(0), std::vector<Time>{30});
        const ProcessorTimeline::Fit gap = timeline.fit(0, 0, 15, true);
        QCOMPARE(gap.start, Time(10));
        QCOMPARE(gap.position, std::size_t(0));
        QCOMPARE(timeline.fit(0, 0, 15, false).start, Time(40));
        QCOMPARE(timeline.fit(0, 0, 25, true).start, Time(40));
        timeline.insert(gap, 2, 0, 15);
        QCOMPARE(timeline.starts(0), (std::vector<Time>{10, 30}));
        QCOMPARE(timeline.release(0), Time(40));
        timeline.finish();
        QCOMPARE(timeline.starts(5), (std::vector<Time>{5, 30}));
        QCOMPARE(timeline.next(), JobIndex(2));
        QVERIFY(timeline.remove(1));
        QCOMPARE(timeline.release(5), Time(20));
    }

    // With d_ij = 0 (link-mbps 0, the default) every slot is ready at its
    // batch instant, so the plans
    // never have gaps and gap filling changes nothing in the policy: the
    // sfto batch of `orderings` gives the same schedule with it.
    void gapFillingWithoutTransfersChangesNothing()
    {
        const Workload w = tasks({{1, 30, 50}, {2, 10, 200}, {3, 20, 60}});
        const SimulationResult r = runPolicy("qos-meta", w, kOne,
                                             {{"ordering", "sfto"}, {"period", "10"}, {"gap-filling", "true"}});
        verifySchedule(w, kOne, r, {{30, 60}, {60, 70}, {10, 30}});
    }

    // Inputs over the link (D5.2 eq. 2, delta_ij = max(d_ij, gamma_j)):
    // link-mbps 8 moves 1 MB a second. One processor, on-line fcfs, all at
    // 0: T1 (w 10) runs 0-10; T2 (w 10, 30 MB) is planned behind it but
    // ready only at 30, so it runs 30-40 and the processor idles 10-30;
    // T3 (w 15) goes after T2, 40-55, or with gap filling into the idle gap,
    // 10-25. Without the link (0) the inputs arrive at once: 0-10, 10-20,
    // 20-35.
    void inputsArriveOverTheLink_data()
    {
        QTest::addColumn<QString>("link");
        QTest::addColumn<QString>("gapFilling");
        QTest::addColumn<ExpectedSchedule>("expected");
        QTest::newRow("8 Mbit/s") << "8" << "false" << ExpectedSchedule{{0, 10}, {30, 40}, {40, 55}};
        QTest::newRow("8 Mbit/s, gap filling") << "8" << "true" << ExpectedSchedule{{0, 10}, {30, 40}, {10, 25}};
        QTest::newRow("no link") << "0" << "true" << ExpectedSchedule{{0, 10}, {10, 20}, {20, 35}};
    }
    void inputsArriveOverTheLink()
    {
        QFETCH(QString, link);
        QFETCH(QString, gapFilling);
        QFETCH(ExpectedSchedule, expected);
        Workload w = tasks({{0, 10}, {0, 10}, {0, 15}});
        w.jobs[1].inputMB = 30;
        const SimulationResult r =
            runPolicy("qos-meta", w, kOne,
                      {{"period", "0"}, {"link-mbps", link.toStdString()}, {"gap-filling", gapFilling.toStdString()}});
        verifySchedule(w, kOne, r, expected);
        // T2's processor waited for its input, moving since the batch at 0.
        if (link != QStringLiteral("0")) {
            QCOMPARE(r.jobs[1].reason.kind, StartKind::InputArrived);
            QCOMPARE(r.jobs[1].reason.relatedTime, Time(0));
        }
    }

    // EST with an input: A and B of speed 1, on-line, both at 0. T1 (w 20)
    // takes A, 0-20. T2 (w 5, 10 MB at 8 Mbit/s: d = 10) has delta = max(10,
    // 20) = 20 on A and max(10, 0) = 10 on B: B, 10-15, its input arriving
    // while B idles. The same with ECT (completions 25 and 15).
    void inputDelaysTheEarliestStart()
    {
        const Platform p("ab", {Machine{"A", 1, 1.0}, Machine{"B", 1, 1.0}});
        Workload w = tasks({{0, 20}, {0, 5}});
        w.jobs[1].inputMB = 10;
        for (const char* rule : {"est", "ect"}) {
            const SimulationResult r =
                runPolicy("qos-meta", w, p, {{"assignment", rule}, {"period", "0"}, {"link-mbps", "8"}});
            verifySchedule(w, p, r, {{0, 20}, {10, 15}});
            verifyNodes(r, {"0", "1"});
            QCOMPARE(r.jobs[1].reason.kind, StartKind::InputArrived);
        }
    }

    // The link and a machine's own bandwidth would move an input twice
    // (before the start, then again on the node): refused by name.
    void linkAndMachineBandwidthAreExclusive()
    {
        Machine machine{"A", 1, 1.0};
        machine.bandwidthMBps = 10;
        const Platform p("linked", {machine});
        try {
            (void)runPolicy("qos-meta", tasks({{0, 10}}), p, {{"link-mbps", "1000"}});
            QFAIL("a platform with bandwidths was accepted with link-mbps");
        } catch (const ConfigurationError& error) {
            QVERIFY2(std::string(error.what()).find("'A'") != std::string::npos, error.what());
        }
        (void)runPolicy("qos-meta", tasks({{0, 10}}), p, {{"link-mbps", "0"}});
    }

    // On-line fcfs, one processor: T1 (w 50) at 0 runs 0-50; T2 (w 10,
    // hard deadline 30) waits behind it and is dropped by the engine at 30,
    // leaving the plan; T3 (w 10) at 1 moves up and runs 50-60. With a soft
    // deadline, reject-infeasible and refused = drop, T2 is rejected when
    // assigned (planned end 60 > 30) and T3 likewise runs 50-60.
    void hardDeadlineDropsAndInfeasibleRejects()
    {
        const Workload hard = tasks({{0, 50}, {0, 10, 30, 1, DeadlineKind::Hard}, {1, 10}});
        const SimulationResult dropped = runPolicy("qos-meta", hard, kOne, {{"period", "0"}});
        QCOMPARE(dropped.jobs[1].endState, EndState::Dropped);
        QVERIFY(!dropped.jobs[1].started());
        QCOMPARE(dropped.jobs[2].start, Time(50));
        QCOMPARE(dropped.jobs[2].end, Time(60));
        QVERIFY(ScheduleValidator::validate(hard, kOne, dropped).ok());

        // A running task dropped at its hard deadline (T1, w 50, deadline
        // 20) frees its processor at once: T2 runs 20-30.
        const Workload running = tasks({{0, 50, 20, 1, DeadlineKind::Hard}, {0, 10}});
        const SimulationResult cut = runPolicy("qos-meta", running, kOne, {{"period", "0"}});
        QCOMPARE(cut.jobs[0].endState, EndState::Dropped);
        QCOMPARE(cut.jobs[0].start, Time(0));
        QCOMPARE(cut.jobs[1].start, Time(20));
        QCOMPARE(cut.jobs[1].end, Time(30));
        QVERIFY(ScheduleValidator::validate(running, kOne, cut).ok());

        const Workload soft = tasks({{0, 50}, {0, 10, 30}, {1, 10}});
        const SimulationResult late = runPolicy("qos-meta", soft, kOne, {{"period", "0"}});
        verifySchedule(soft, kOne, late, {{0, 50}, {50, 60}, {60, 70}});
        QCOMPARE(late.jobs[1].endState, EndState::CompletedLate);
        const SimulationResult rejected =
            runPolicy("qos-meta", soft, kOne, {{"period", "0"}, {"reject-infeasible", "true"}, {"refused", "drop"}});
        QCOMPARE(rejected.jobs[1].endState, EndState::Rejected);
        QCOMPARE(rejected.jobs[2].start, Time(50));
        QCOMPARE(rejected.jobs[2].end, Time(60));
        QVERIFY(ScheduleValidator::validate(soft, kOne, rejected).ok());
    }

    // A refused task re-applies when the last feasibly assigned task is
    // planned to complete (D5.2 §2.1) and then runs (refused = reapply, the
    // default). The soft case above, on-line fcfs: T1 0-50 is planned when
    // T2 (w 10, deadline 30) is refused at 0 (planned end 60), so T2
    // re-applies at 50, after T1. T3 (w 10), accepted at 1, was planned
    // 50-60 before that, so T2 runs 60-70, late, started as Reapplied
    // (after T1, at 50). With dispatch = when-free T2 is refused only when
    // the processor frees at 50; T3 is then assigned feasibly (50-60), so T2
    // re-applies at 60, after T3, and runs 60-70 too.
    void refusedTaskReappliesAfterTheLastFeasibleOne()
    {
        const Workload soft = tasks({{0, 50}, {0, 10, 30}, {1, 10}});
        const SimulationResult planned = runPolicy("qos-meta", soft, kOne, {{"period", "0"}, {"reject-infeasible", "true"}});
        verifySchedule(soft, kOne, planned, {{0, 50}, {60, 70}, {50, 60}});
        QCOMPARE(planned.jobs[1].endState, EndState::CompletedLate);
        QCOMPARE(planned.jobs[1].reason, (StartReason{StartKind::Reapplied, 0, 50}));
        QCOMPARE(planned.jobs[2].reason.kind, StartKind::InOrder);

        const SimulationResult whenFree = runPolicy(
            "qos-meta", soft, kOne, {{"period", "0"}, {"dispatch", "when-free"}, {"reject-infeasible", "true"}});
        verifySchedule(soft, kOne, whenFree, {{0, 50}, {60, 70}, {50, 60}});
        QCOMPARE(whenFree.jobs[1].reason, (StartReason{StartKind::Reapplied, 2, 60}));

        // Refused with nothing feasibly assigned still planned (T2 alone,
        // w 10, deadline 5): it re-applies at once and runs 0-10.
        const Workload alone = tasks({{0, 10, 5}});
        const SimulationResult r = runPolicy("qos-meta", alone, kOne, {{"period", "0"}, {"reject-infeasible", "true"}});
        verifySchedule(alone, kOne, r, {{0, 10}});
        QCOMPARE(r.jobs[0].reason.kind, StartKind::Reapplied);
    }

    // Batching changes the order: edf, T1 (w 10, deadline 100) at 1 and T2
    // (w 10, deadline 20) at 2. On-line, T1 starts at once (1-11) and T2
    // follows (11-21, late). With P = 5 both wait for the batch at 5, where
    // EDF puts T2 first: T2 5-15, T1 15-25. In milliseconds (P = 0.005 s)
    // the same case keeps the same ticks.
    void periodBatchesArrivals()
    {
        const Workload w = tasks({{1, 10, 100}, {2, 10, 20}});
        const SimulationResult online = runPolicy("qos-meta", w, kOne, {{"ordering", "edf"}, {"period", "0"}});
        verifySchedule(w, kOne, online, {{1, 11}, {11, 21}});
        const SimulationResult batched = runPolicy("qos-meta", w, kOne, {{"ordering", "edf"}, {"period", "5"}});
        verifySchedule(w, kOne, batched, {{15, 25}, {5, 15}});
        Workload ms = w;
        ms.ticksPerSecond = 1000;
        const SimulationResult fine = runPolicy("qos-meta", ms, kOne, {{"ordering", "edf"}, {"period", "0.005"}});
        verifySchedule(ms, kOne, fine, {{15, 25}, {5, 15}});
    }

    // dispatch = when-free (§2.3: the WFQ meta-scheduler keeps its tasks
    // until a resource frees). One processor of speed 1, P = 1 s. User 1
    // floods: T1-T4 (w 10) at 0, 1, 2, 3; user 2 sends S (w 2) at 5; every
    // deadline 100 s after submission. T1 runs 0-10; the others wait.
    //   edf: by absolute deadline T2 (101), T3, T4, S (105): T2 10-20,
    //     T3 20-30, T4 30-40, S 40-42.
    //   wfq, one fair queue for the run, C = 1: T1 S 0 F 10 (served at 0);
    //     T2 at 1 S 10 F 20 (V 0: nothing queued before); T3 at 2: V 1,
    //     S 20 F 30; T4 at 3: V 2, S 30 F 40; S at 5: V 4, S 4 F 6. At 10
    //     S has the least F: S 10-12, then T2 12-22, T3 22-32, T4 32-42.
    //   wfq with dispatch = plan assigns each 1-s batch at once, behind
    //     what the processor holds: the same as edf.
    void whenFreeLetsWfqOvertakeABacklog()
    {
        const Workload w = tasks({{0, 10, 100, 1}, {1, 10, 101, 1}, {2, 10, 102, 1}, {3, 10, 103, 1},
                                  {5, 2, 105, 2}});
        const ParameterValues whenFree = {{"period", "1"}, {"assignment", "est"}, {"dispatch", "when-free"}};
        ParameterValues edf = whenFree;
        edf["ordering"] = "edf";
        verifySchedule(w, kOne, runPolicy("qos-meta", w, kOne, edf), {{0, 10}, {10, 20}, {20, 30}, {30, 40}, {40, 42}});
        ParameterValues wfq = whenFree;
        wfq["ordering"] = "wfq";
        verifySchedule(w, kOne, runPolicy("qos-meta", w, kOne, wfq), {{0, 10}, {12, 22}, {22, 32}, {32, 42}, {10, 12}});
        wfq["dispatch"] = "plan";
        verifySchedule(w, kOne, runPolicy("qos-meta", w, kOne, wfq), {{0, 10}, {10, 20}, {20, 30}, {30, 40}, {40, 42}});
    }

    // when-free chooses among the idle processors only: A (speed 1, node 0)
    // and B (speed 4, node 1); X (w 40), Y (w 8), Z (w 4) at 0, fcfs,
    // on-line.
    //   est: X on the lowest idle, A 0-40; Y on B 0-2; Z waits for B: 2-3.
    //   ect: X on the fastest idle, B 0-10; Y on A 0-8; Z waits, and A
    //     frees first: 8-12 on A.
    //   ect with dispatch = plan queues Z behind X on B: 10-11.
    void whenFreeChoosesAmongIdleProcessors()
    {
        const Platform p("ab", {Machine{"A", 1, 1.0}, Machine{"B", 1, 4.0}});
        const Workload w = tasks({{0, 40}, {0, 8}, {0, 4}});
        const SimulationResult est =
            runPolicy("qos-meta", w, p, {{"assignment", "est"}, {"period", "0"}, {"dispatch", "when-free"}});
        verifySchedule(w, p, est, {{0, 40}, {0, 2}, {2, 3}});
        verifyNodes(est, {"0", "1", "1"});
        const SimulationResult ect =
            runPolicy("qos-meta", w, p, {{"assignment", "ect"}, {"period", "0"}, {"dispatch", "when-free"}});
        verifySchedule(w, p, ect, {{0, 10}, {0, 8}, {8, 12}});
        verifyNodes(ect, {"1", "0", "0"});
        const SimulationResult plan = runPolicy("qos-meta", w, p, {{"assignment", "ect"}, {"period", "0"}});
        verifySchedule(w, p, plan, {{0, 10}, {0, 8}, {10, 11}});
        verifyNodes(plan, {"1", "0", "1"});
    }

    // A task that finds no idle processor waits for the next batch instant,
    // even when a processor frees in between: P = 5 s, T1 (w 7) at 0 runs
    // 0-7; T2 (w 1) at 1 finds none idle at 5 and starts at 10 (10-11).
    // Planned at 5 behind T1, it starts when T1 ends: 7-8.
    void whenFreeWaitsForTheNextBatch()
    {
        const Workload w = tasks({{0, 7}, {1, 1}});
        const SimulationResult free = runPolicy("qos-meta", w, kOne, {{"period", "5"}, {"dispatch", "when-free"}});
        verifySchedule(w, kOne, free, {{0, 7}, {10, 11}});
        const SimulationResult plan = runPolicy("qos-meta", w, kOne, {{"period", "5"}});
        verifySchedule(w, kOne, plan, {{0, 7}, {7, 8}});
    }

    // Waiting tasks leave the queue when the engine drops them at a hard
    // deadline, or are rejected as infeasible when their turn comes: T1
    // (w 50) at 0 runs 0-50; T2 (w 10, deadline 30) waits; T3 (w 10) at 1.
    // Hard: T2 dropped at 30, T3 50-60 (fcfs and wfq, whose fair queue
    // skips T2). Soft with reject-infeasible and refused = drop: T2 rejected
    // at 50 (its end 60 > 30), T3 50-60.
    void whenFreeDropsAndRejectsWaitingTasks()
    {
        const Workload hard = tasks({{0, 50}, {0, 10, 30, 1, DeadlineKind::Hard}, {1, 10}});
        for (const char* ordering : {"fcfs", "wfq"}) {
            const SimulationResult r =
                runPolicy("qos-meta", hard, kOne, {{"ordering", ordering}, {"period", "0"}, {"dispatch", "when-free"}});
            QCOMPARE(r.jobs[1].endState, EndState::Dropped);
            QVERIFY(!r.jobs[1].started());
            QCOMPARE(r.jobs[2].start, Time(50));
            QCOMPARE(r.jobs[2].end, Time(60));
            QVERIFY(ScheduleValidator::validate(hard, kOne, r).ok());
        }
        const Workload soft = tasks({{0, 50}, {0, 10, 30}, {1, 10}});
        const SimulationResult rejected =
            runPolicy("qos-meta", soft, kOne,
                      {{"period", "0"}, {"dispatch", "when-free"}, {"reject-infeasible", "true"}, {"refused", "drop"}});
        QCOMPARE(rejected.jobs[1].endState, EndState::Rejected);
        QCOMPARE(rejected.jobs[2].start, Time(50));
        QCOMPARE(rejected.jobs[2].end, Time(60));
        QVERIFY(ScheduleValidator::validate(soft, kOne, rejected).ok());
    }

    // sfto, afto and mmfs order or place a batch as a whole: when-free
    // refuses them by name.
    void whenFreeRefusesBatchOrderings()
    {
        const Workload w = tasks({{0, 10}});
        for (const char* ordering : {"sfto", "afto", "mmfs"}) {
            try {
                (void)runPolicy("qos-meta", w, kOne, {{"ordering", ordering}, {"dispatch", "when-free"}});
                QFAIL(ordering);
            } catch (const ConfigurationError& error) {
                const std::string what = error.what();
                QVERIFY2(what.find(std::string("'") + ordering + "'") != std::string::npos, error.what());
                QVERIFY2(what.find("fcfs, edf, llf or wfq") != std::string::npos, error.what());
            }
        }
    }

    // A task uses one whole CPU (D5.2 §2.1): a job of two nodes is refused
    // before the simulation starts.
    void refusesWideJobs()
    {
        Workload w = tasks({{0, 10}});
        w.jobs[0].nodes = 2;
        const Platform p("two", {Machine{"A", 2, 1.0}});
        QVERIFY_THROWS_EXCEPTION(ConfigurationError, (void)runPolicy("qos-meta", w, p));
    }
};

QTEST_GUILESS_MAIN(QosMetaSchedulerTest)
#include "QosMetaSchedulerTest.moc"
