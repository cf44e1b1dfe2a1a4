// The baselines of the utility studies (Vanderster 2008, ch. 4-5) on a
// hand-made grid with exact schedules: FCFS over clusters (first cluster in
// platform order, the head blocks), min-min (earliest completion first) and
// Gang(tau) (time slices over clusters).

#include "support/PolicyRuns.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

// A: 2 nodes at speed 1; B: 4 nodes at speed 2. Jobs (submit, run time, nodes).
Platform twoClusters()
{
    return Platform("ab", {{"A", 2, 1.0}, {"B", 4, 2.0}});
}

Workload fourTasks()
{
    return makeWorkload({{0, 100, 2}, {0, 50, 4}, {0, 10, 3}, {0, 10, 1}});
}

// One cluster of 4 nodes at speed 1. J1 (3 nodes, 500 s) and J3 (1 node,
// 200 s) fill slice 0; J2 (2 nodes, 400 s) opens slice 1, and J4 (1 node,
// 50 s, submitted at 100, when slice 0 is full) joins it.
Workload gangTasks()
{
    return makeWorkload({{0, 500, 3}, {0, 400, 2}, {0, 200, 1}, {100, 50, 1}});
}

Platform fourNodes()
{
    return Platform("four", {{"A", 4, 1.0}});
}

const ParameterValues kSixMinuteSlices = {{"slice", "0.1"}};  // tau = 360 s

}  // namespace

class UtilityBaselinesTest : public QObject {
    Q_OBJECT

private slots:
    // Task 1 takes A (the first cluster that fits), 0-100. Task 2 fits only
    // B: 50 / 2 = 25. Task 3 (3 nodes) fits nowhere now and blocks task 4,
    // which would fit on neither anyway... until 25, when B frees: both run
    // there 25-30.
    void clusterFcfsTakesTheFirstClusterAndBlocks()
    {
        const Workload w = fourTasks();
        const Platform p = twoClusters();
        const SimulationResult r = runPolicy("cluster-fcfs", w, p);
        verifySchedule(w, p, r, {{0, 100}, {0, 25}, {25, 30}, {25, 30}});
        QCOMPARE(r.jobs[0].machine, MachineIndex(0));
        QCOMPARE(r.jobs[2].machine, MachineIndex(1));
    }

    // At 0 the earliest completions: task 3 on B (5), task 4 on B (5; the
    // later task loses the tie), task 1 on B (50) or A (100), task 2 on B
    // (25). Task 3 starts on B; then task 4 on B's last node (5 < A's 10);
    // then task 1 on A (B is full); task 2 waits for B: 5-30.
    void minMinStartsTheEarliestCompletionFirst()
    {
        const Workload w = fourTasks();
        const Platform p = twoClusters();
        const SimulationResult r = runPolicy("min-min", w, p);
        verifySchedule(w, p, r, {{0, 100}, {5, 30}, {0, 5}, {0, 5}});
        QCOMPARE(r.jobs[0].machine, MachineIndex(0));
        QCOMPARE(r.jobs[3].machine, MachineIndex(1));
        QCOMPARE(r.jobs[2].reason.kind, StartKind::EarliestCompletion);
    }

    // Slice 0 runs 0-360: J3 ends at 200, J1 is suspended with 140 s left.
    // Slice 1 runs 360-720: J2 and J4 start, J4 ends at 410, J2 is suspended
    // with 40 s left. Slice 0 again: J1 ends at 860, its slice leaves the
    // rotation and slice 1 resumes at once: J2 ends at 900.
    void gangRotatesSlicesEveryTau()
    {
        const Workload w = gangTasks();
        const Platform p = fourNodes();
        const SimulationResult r = runPolicy("gang", w, p, kSixMinuteSlices);
        verifySchedule(w, p, r, {{0, 860}, {360, 900}, {0, 200}, {360, 410}});
        QCOMPARE(r.jobs[0].segments.size(), std::size_t(2));
        QCOMPARE(r.jobs[0].segments[0].end, Time(360));
        QCOMPARE(r.jobs[0].segments[1].start, Time(720));
        QCOMPARE(r.jobs[1].segments.size(), std::size_t(2));
        QCOMPARE(r.jobs[1].segments[0].end, Time(720));
        QCOMPARE(r.jobs[1].segments[1].start, Time(860));
        QVERIFY(!r.jobs[3].preempted());
    }

    // The same with a 10 s switch cost on every resume: J1 ends at
    // 720 + 140 + 10 = 870, J2 at 870 + 40 + 10 = 920.
    void gangChargesTheSwitchCostOnResume()
    {
        const Workload w = gangTasks();
        const Platform p = fourNodes();
        ParameterValues values = kSixMinuteSlices;
        values["switch-cost"] = "10";
        const SimulationResult r = runPolicy("gang", w, p, values);
        verifySchedule(w, p, r, {{0, 870}, {360, 920}, {0, 200}, {360, 410}});
        QCOMPARE(r.jobs[0].penalty, Time(10));
    }

    // With one slice, Gang is FCFS over clusters: J2 fits in no slice beside
    // J1 and waits until J1 ends at 500; J3 and J4 wait behind it, though J3
    // would fit.
    void gangWithOneSliceIsFcfs()
    {
        const Workload w = gangTasks();
        const Platform p = fourNodes();
        ParameterValues values = kSixMinuteSlices;
        values["max-slices"] = "1";
        const SimulationResult r = runPolicy("gang", w, p, values);
        verifySchedule(w, p, r, {{0, 500}, {500, 900}, {500, 700}, {500, 550}});
        QVERIFY(!r.jobs[0].preempted());
    }

    // Three tasks as wide as the cluster, a slice each, tau = 36 s: they take
    // turns, 36 s each, until J1 ends at 244 (100 s after 6 turns of others
    // and 72 s of its own); J2 and J3 then run out their last 28 s in turn.
    // Three tasks stay on every node: the validator accepts that only when
    // told the policy has no bound on its slices.
    void gangKeepsOneResidentTaskPerSlice()
    {
        const Workload w = makeWorkload({{0, 100, 4}, {0, 100, 4}, {0, 100, 4}});
        const Platform p = fourNodes();
        const PolicyRegistry registry;
        const SimulationResult r = runPolicy("gang", w, p, {{"slice", "0.01"}});
        const ExpectedSchedule expected = {{0, 244}, {36, 272}, {72, 300}};
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(r.jobs[i].start, expected[i].first);
            QCOMPARE(r.jobs[i].end, expected[i].second);
        }
        const auto unbounded = registry.create("gang", {{"slice", "0.01"}}, w.ticksPerSecond);
        QCOMPARE(unbounded->residentJobsPerNode(), Policy::kUnboundedResidents);
        QVERIFY(ScheduleValidator::validate(w, p, r, unbounded->residentJobsPerNode()).ok());
        const ValidationReport paired = ScheduleValidator::validate(w, p, r);
        QVERIFY(!paired.ok());
        QVERIFY2(paired.toText().find("at most 2 jobs per node") != std::string::npos, paired.toText().c_str());
        QCOMPARE(registry.create("gang", {{"max-slices", "3"}}, w.ticksPerSecond)->residentJobsPerNode(),
                 std::size_t(3));
    }

    // J1's slice empties exactly when its turn ends (36 s): the next slice
    // starts then, once, and the turn's timer does not rotate past it (it
    // used to preempt J2, which had not started). J2 and J3 then take turns
    // of 36 s: J2 ends at 208 (36 + 36 + 28 s of 100), J3 at 236.
    void gangSliceEndingWithItsTurn()
    {
        const Workload w = makeWorkload({{0, 36, 4}, {0, 100, 4}, {0, 100, 4}});
        const Platform p = fourNodes();
        const SimulationResult r = runPolicy("gang", w, p, {{"slice", "0.01"}});
        verifySchedule(w, p, r, {{0, 36}, {36, 208}, {72, 236}});
    }

    // tau = 36 s on A (2 nodes, speed 1) and B (4 nodes, speed 2). Slice 0:
    // task 1 on A, task 2 on B (ends at 25). Slice 1: task 3 on B, task 4 on
    // A (the first cluster with room), 36-41 and 36-46; then slice 0 again:
    // task 1 resumes with 64 s left and ends at 110.
    void gangPacksSlicesFirstFitOverClusters()
    {
        const Workload w = fourTasks();
        const Platform p = twoClusters();
        const SimulationResult r = runPolicy("gang", w, p, {{"slice", "0.01"}});
        verifySchedule(w, p, r, {{0, 110}, {0, 25}, {36, 41}, {36, 46}});
        QCOMPARE(r.jobs[2].machine, MachineIndex(1));
        QCOMPARE(r.jobs[3].machine, MachineIndex(0));
    }
};

QTEST_APPLESS_MAIN(UtilityBaselinesTest)
#include "UtilityBaselinesTest.moc"
