// Utility allocation (Vanderster 2008, ch. 4-5) on hand-made cases with
// exact schedules: a cycle that preempts and migrates a task, UM leaving
// freed nodes idle until the next period where UM+BF backfills them, every
// start on a period boundary, and the utility forms.

#include "engine/Simulator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "support/PolicyRuns.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"
#include "utility/UtilityForm.h"
#include "validation/ScheduleValidator.h"

#include <QTest>

#include <cmath>

using namespace schedlab;
using namespace schedlab::test;

namespace {

// 100 s as the policy's period parameter, in hours.
const std::string kHundredSeconds = "0.02777777777777778";

}  // namespace

class UtilityAllocationTest : public QObject {
    Q_OBJECT

private slots:
    void utilityForms()
    {
        using K = UtilityForm::Kind;
        QCOMPARE(UtilityForm::utility(K::P1, 7, 2, 3), 7.0);
        QCOMPARE(UtilityForm::utility(K::P2, 7, 2, 3), 14.0);
        QCOMPARE(UtilityForm::utility(K::P4, 7, 2, 3), 5.0);
        QVERIFY(std::abs(UtilityForm::utility(K::P3, 7, 2, 3) - (2 / (std::exp(-7.0) + 1) - 1)) < 1e-12);
        QVERIFY(std::abs(UtilityForm::u3(0)) < 1e-12);
        QVERIFY(UtilityForm::u3(10) < 1.0);  // saturates towards 1
    }

    // Cluster A (4 nodes, 0-3), B (2 nodes, 4-5), period 100 s, P1.
    // Task 1 (value 10; 4 nodes for 300 s, or 2 nodes for 600 s worth 4.67)
    // starts at 0 on A, 4 wide. Task 2 (value 100, 4 nodes, 100 s) arrives
    // at 50 and waits for the cycle at 100, which gives it A and moves task 1
    // to B, 2 wide: its 200 s left at 4 nodes take 400 s there. At 200 task 2
    // has ended, and task 1 goes back to A, 4 wide: 300 s left become 150, so
    // it ends at 350.
    void cyclePreemptsAndMigrates()
    {
        Workload w = makeWorkload({{0, 300, 4}, {50, 100, 4}});
        w.jobs[0].value = 10;
        w.jobs[0].options = {makeOption(4, 300, 10), makeOption(2, 600, 10 * std::pow(0.5, 1.1))};
        w.jobs[1].value = 100;
        const Platform p("ab", {{"A", 4, 1.0}, {"B", 2, 1.0}});
        const SimulationResult r = runPolicy("utility", w, p, {{"period", kHundredSeconds}});
        verifySchedule(w, p, r, {{0, 350}, {100, 200}});
        const JobOutcome& task1 = r.jobs[0];
        QCOMPARE(task1.segments.size(), std::size_t(3));
        QCOMPARE(task1.segmentNodes(task1.segments[0]), NodeSet::parse("0-3"));
        QCOMPARE(task1.segmentNodes(task1.segments[1]), NodeSet::parse("4-5"));
        QCOMPARE(task1.segments[1].start, Time(100));
        QCOMPARE(task1.segments[1].end, Time(200));
        QVERIFY(task1.segments[1].migrated);
        QCOMPARE(task1.segmentNodes(task1.segments[2]), NodeSet::parse("0-3"));
    }

    // Two 50 s tasks of 4 nodes on 4 nodes at 0, period 100 s: the cycle at
    // 0 starts the more valuable one; UM leaves the nodes idle from 50 to the
    // next cycle at 100, UM+BF starts the other at once at 50.
    void umWaitsForTheCycleAndBackfillDoesNot()
    {
        Workload w = makeWorkload({{0, 50, 4}, {0, 50, 4}});
        w.jobs[0].value = 2;
        w.jobs[1].value = 1;
        const Platform p = PlatformCatalog::singleMachine(4);
        verifySchedule(w, p, runPolicy("utility", w, p, {{"period", kHundredSeconds}}), {{0, 50}, {100, 150}});
        verifySchedule(w, p, runPolicy("utility", w, p, {{"period", kHundredSeconds}, {"backfill", "true"}}),
                       {{0, 50}, {50, 100}});
    }

    // The same under UM: each cycle is reported for the live charts. Both
    // tasks compete at 0 (one way each: their own width on the one machine),
    // the second alone at 100; none is left after that, so no cycle runs.
    void cyclesAreReportedWithTheirProblemSize()
    {
        Workload w = makeWorkload({{0, 50, 4}, {0, 50, 4}});
        w.jobs[0].value = 2;
        w.jobs[1].value = 1;
        const Platform p = PlatformCatalog::singleMachine(4);
        const SimulationResult r = runPolicy("utility", w, p, {{"period", kHundredSeconds}});
        QCOMPARE(r.cycles.size(), std::size_t(2));
        QCOMPARE(r.cycles[0].time, Time(0));
        QCOMPARE(r.cycles[0].tasks, std::size_t(2));
        QCOMPARE(r.cycles[0].ways, std::size_t(2));
        QCOMPARE(r.cycles[1].time, Time(100));
        QCOMPARE(r.cycles[1].tasks, std::size_t(1));
        QCOMPARE(r.cycles[1].ways, std::size_t(1));
        for (const PolicyCycle& cycle : r.cycles)
            QVERIFY(cycle.solverSeconds >= 0);
        QVERIFY(runPolicy("easy", w, p).cycles.empty());
    }

    // The forms of ch. 5 and the fault-tolerance heuristics of Table 7.1 on
    // values worked by hand.
    void formsOfChapters5And7()
    {
        using K = UtilityForm::Kind;
        const UtilityForm::Weights w;  // w_v 0.6, w_n 0.1, k 10, pb row 1
        UtilityInputs in;
        in.value = 5;
        in.ert = 1.5;
        in.ntct = 0.5;
        const UtilityScale scale{10, 4};
        const auto near = [](double a, double b) { return std::abs(a - b) < 1e-12; };
        const double s5 = 2 / (std::exp(-5.0 * 2 / 4) + 1) - 1;
        QVERIFY(near(UtilityForm(K::ValueWeight, w).utility(in, scale), 0.6 * 0.5 + 0.4 * s5));
        QVERIFY(near(UtilityForm(K::NtctWeight, w).utility(in, scale), 0.1 * 0.5 + 0.9 * 1.5));
        QVERIFY(near(UtilityForm(K::Shape, w).utility(in, scale), 2 / (std::exp(-10.0 * 2 / 4) + 1) - 1));
        const double pb = 0.8 * 2 / (std::exp(-10 * 0.5) + 1) + 0.8 * 2 / (std::exp(-1.5) + 1) +
                          0.2 * 2 / (std::exp(-0.5) + 1);
        QVERIFY(near(UtilityForm(K::PlackettBurman, w).utility(in, scale), pb));
        UtilityForm::Weights centred = w;
        centred.pbCentred = true;
        QVERIFY(near(UtilityForm(K::PlackettBurman, centred).utility(in, scale), pb - (0.8 + 0.8 + 0.2)));
        QVERIFY(near(UtilityForm::spb(3, 0, false), 1.0));  // printed S_PB starts at 1 (sec. 5.2)
        QCOMPARE(UtilityForm(K::P2, w).utility(in, scale), 7.5);

        // Table 7.1 with v = 6, f = 0.1, L = 2.
        const auto ft = [](K kind, Recovery r) { return UtilityForm::faultTolerant(kind, 6, 0.1, r, 2); };
        QVERIFY(near(ft(K::FtValue, Recovery::None), 5.4));
        QVERIFY(near(ft(K::FtValue, Recovery::Retry), 6));
        QVERIFY(near(ft(K::FtValue, Recovery::Replica), 6));
        QVERIFY(near(ft(K::FtValueCost, Recovery::None), 2.7));
        QVERIFY(near(ft(K::FtValueCost, Recovery::Retry), 2.9));
        QVERIFY(near(ft(K::FtValueCost, Recovery::Replica), 1.55));
        QVERIFY(near(ft(K::FtValueErt, Recovery::None), 2.7));
        QVERIFY(near(ft(K::FtValueErt, Recovery::Retry), 2.9));
        QVERIFY(near(ft(K::FtValueErt, Recovery::Replica), 3));
        QCOMPARE(UtilityForm::names().size(), std::size_t(16));
        QCOMPARE(UtilityForm::fromName("ft-value-ert"), K::FtValueErt);
    }

    // One task, three one-node options of 100 s on a 2-node cluster: no
    // recovery with a certain fault, retry with a certain fault, a replica
    // with f = 0.5. Value/Cost rates them 0, 2/3 and 7/12 (v / L): retry,
    // which faults once and restarts, so it runs twice. Value/ERT rates the
    // replica 1: two copies, done at 100. Value rates both recoveries v; the
    // no-recovery way fails at its fault.
    void faultToleranceHeuristicsPickTheirTechnique()
    {
        Workload w = makeWorkload({{0, 100, 1}});
        w.jobs[0].value = 6;
        JobOption none = makeOption(1, 100, 6);
        none.faultProbability = 1;
        JobOption retry = none;
        retry.recovery = Recovery::Retry;
        JobOption replica = makeOption(1, 100, 6);
        replica.faultProbability = 0.5;
        replica.recovery = Recovery::Replica;
        w.jobs[0].options = {none, retry, replica};
        const Platform p = PlatformCatalog::singleMachine(2);
        int invalid = 0;
        const auto run = [&](const char* form, std::vector<JobOption> options) {
            w.jobs[0].options = std::move(options);
            const SimulationResult r = runPolicy("utility", w, p, {{"period", kHundredSeconds}, {"utility", form}});
            const ValidationReport report = ScheduleValidator::validate(w, p, r);
            if (!report.ok()) {
                qWarning("%s: %s", form, report.toText().c_str());
                ++invalid;
            }
            return r;
        };
        const SimulationResult cost = run("ft-value-cost", {none, retry, replica});
        QCOMPARE(cost.jobs[0].option, 1);
        QCOMPARE(cost.jobs[0].endState, EndState::Completed);
        QCOMPARE(cost.jobs[0].segments.size(), std::size_t(2));
        QVERIFY(cost.jobs[0].segments[0].faulted);
        QCOMPARE(cost.jobs[0].end, cost.jobs[0].segments[0].end + 100);

        const SimulationResult ert = run("ft-value-ert", {none, retry, replica});
        QCOMPARE(ert.jobs[0].option, 2);
        QCOMPARE(ert.jobs[0].endState, EndState::Completed);
        QCOMPARE(ert.jobs[0].end, Time(100));

        // Only the no-recovery way: worth nothing to Value, yet it runs (it
        // would otherwise wait forever) and fails at its fault.
        const SimulationResult value = run("ft-value", {none});
        QCOMPARE(value.jobs[0].option, 0);
        QCOMPARE(value.jobs[0].endState, EndState::Failed);
        QVERIFY(value.jobs[0].end < 100);
        QCOMPARE(invalid, 0);
    }

    // Ch. 7 keeps started tasks where they are: task 2 (value 100) no longer
    // displaces task 1 at the cycle at 100, and starts when it ends at 300.
    void withoutPreemptionStartedTasksKeepTheirNodes()
    {
        Workload w = makeWorkload({{0, 300, 4}, {50, 100, 4}});
        w.jobs[0].value = 10;
        w.jobs[0].options = {makeOption(4, 300, 10), makeOption(2, 600, 10 * std::pow(0.5, 1.1))};
        w.jobs[1].value = 100;
        const Platform p("ab", {{"A", 4, 1.0}, {"B", 2, 1.0}});
        const SimulationResult r =
            runPolicy("utility", w, p, {{"period", kHundredSeconds}, {"preempt", "false"}});
        verifySchedule(w, p, r, {{0, 300}, {300, 400}});
        QCOMPARE(r.jobs[0].segments.size(), std::size_t(1));
    }

    // Ch. 7: a replica holds two copies' nodes, so the knapsack counts both.
    // Two tasks offering only a replica (one node a copy) on a 2-node
    // machine run one after the other, not both at 0 (which the engine
    // would refuse: the second has no free nodes).
    void replicasTakeTwiceTheirWidth()
    {
        Workload w = makeWorkload({{0, 100, 1}, {0, 100, 1}});
        JobOption replica = makeOption(1, 100, 6);
        replica.recovery = Recovery::Replica;
        w.jobs[0].value = 6;
        w.jobs[0].options = {replica};
        w.jobs[1].value = 6;
        w.jobs[1].options = {replica};
        const Platform p = PlatformCatalog::singleMachine(2);
        const SimulationResult r = runPolicy(
            "utility", w, p, {{"period", kHundredSeconds}, {"utility", "ft-value-ert"}, {"preempt", "false"}});
        verifySchedule(w, p, r, {{0, 100}, {100, 200}});
        QCOMPARE(r.jobs[1].nodes.size(), 2);
    }

    // Sec. 4.3: with every task at t = 0, every start is a multiple of the period.
    void startsFallOnPeriodBoundaries()
    {
        const Workload w = makeWorkload({{0, 130, 2}, {0, 70, 3}, {0, 240, 1}, {0, 90, 4}, {0, 10, 2}});
        const Platform p = PlatformCatalog::singleMachine(4);
        for (const char* form : {"p1", "p2", "p3", "p4", "p5"}) {
            const SimulationResult r = runPolicy("utility", w, p, {{"period", kHundredSeconds}, {"utility", form}});
            const ValidationReport report = ScheduleValidator::validate(w, p, r);
            QVERIFY2(report.ok(), report.toText().c_str());
            for (const JobOutcome& out : r.jobs) {
                for (const Segment& s : out.segments)
                    QVERIFY2(s.start % 100 == 0, qPrintable(QStringLiteral("%1 starts at %2").arg(form).arg(s.start)));
            }
        }
    }
};

QTEST_APPLESS_MAIN(UtilityAllocationTest)
#include "UtilityAllocationTest.moc"
