// The baselines of the utility studies (Vanderster 2008, ch. 4-5) on a
// hand-made grid with exact schedules: FCFS over clusters (first cluster in
// platform order, the head blocks) and min-min (earliest completion first).

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
};

QTEST_APPLESS_MAIN(UtilityBaselinesTest)
#include "UtilityBaselinesTest.moc"
