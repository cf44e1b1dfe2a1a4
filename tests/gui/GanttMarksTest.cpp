// Where the Gantt chart draws a job that moved: each segment on the nodes
// it ran on (GanttIndex), the link between them, its fault and its deadline
// (GanttMarks), and that marks outside the view are not visited.
#include "GanttTestSnapshots.h"
#include "gantt/GanttBatchMarks.h"
#include "gantt/GanttIndex.h"
#include "gantt/GanttLegend.h"
#include "gantt/GanttMarks.h"

#include <QTest>

using namespace schedlab;

namespace {

// On makeTwoMachineSnapshot's machines, job 5 (index 4) migrates: it runs on
// alpha's nodes 0-1 from 5000 to 5600, where it faults, and goes on on
// beta's nodes 4-5 from 5700 to 6500 (100 of overhead). Its hard deadline
// 6000 passes on beta: dropped.
std::shared_ptr<RunSnapshot> makeMigratedSnapshot()
{
    auto snapshot = test::makeTwoMachineSnapshot();
    auto workload = std::make_shared<Workload>(*snapshot->workload);
    workload->jobs[4].deadline = 6000;
    workload->jobs[4].deadlineKind = DeadlineKind::Hard;
    snapshot->workload = workload;
    JobOutcome& moved = snapshot->result.jobs[4];
    moved = test::outcomeOf(5000, 6000, {{4, 5}}, 1, StartKind::InOrder);
    moved.endState = EndState::Dropped;
    moved.segments = {{5000, 5600}, {5700, 6000}};
    moved.segments[0].nodes.addRange(0, 1);
    moved.segments[0].faulted = true;
    moved.segments[1].overhead = 100;
    return snapshot;
}

}  // namespace

class GanttMarksTest : public QObject {
    Q_OBJECT

private slots:
    void segmentsAreDrawnWhereTheyRan()
    {
        const auto snapshot = makeMigratedSnapshot();
        const GanttIndex index(*snapshot);
        const auto blocks = index.blocksOf(4);
        // One run block per segment, on its own nodes, and no idle gap: the
        // job did not wait on either node set.
        QCOMPARE(blocks.size(), std::size_t(2));
        QCOMPARE(blocks[0].kind, GanttBlock::Run);
        QCOMPARE(blocks[0].start, Time(5000));
        QCOMPARE(blocks[0].end, Time(5600));
        QCOMPARE(blocks[0].firstNode, NodeId(0));
        QCOMPARE(blocks[0].lastNode, NodeId(1));
        QCOMPARE(blocks[0].machine, MachineIndex(0));
        QVERIFY(blocks[0].flags & GanttBlock::Faulted);
        QCOMPARE(blocks[1].start, Time(5700));
        QCOMPARE(blocks[1].firstNode, NodeId(4));
        QCOMPARE(blocks[1].lastNode, NodeId(5));
        QCOMPARE(blocks[1].machine, MachineIndex(1));
        QVERIFY(!(blocks[1].flags & GanttBlock::Faulted));
        // Found through the spatial index on each machine.
        int onAlpha = 0;
        index.forEachIn(0, 5000, 5100, [&](const GanttBlock& b) { onAlpha += b.job == 4 ? 1 : 0; });
        int onBeta = 0;
        index.forEachIn(1, 5800, 5900, [&](const GanttBlock& b) { onBeta += b.job == 4 ? 1 : 0; });
        QCOMPARE(onAlpha, 1);
        QCOMPARE(onBeta, 1);
        // A job preempted and resumed on the same nodes keeps its gap.
        const auto preempted = index.blocksOf(2);
        QCOMPARE(preempted.size(), std::size_t(3));
        QCOMPARE(preempted[1].kind, GanttBlock::Gap);
    }

    void marksLinkFaultAndDeadline()
    {
        const auto snapshot = makeMigratedSnapshot();
        const GanttIndex index(*snapshot);
        const GanttMarks marks(*snapshot, index);
        QVERIFY(marks.hasDeadlines());
        QCOMPARE(marks.moves().size(), std::size_t(1));
        const GanttMove& move = marks.moves().front();
        QCOMPARE(move.job, JobIndex(4));
        QCOMPARE(move.time, Time(5600));
        QCOMPARE(move.until, Time(5700));
        QCOMPARE(move.fromFirst, NodeId(0));
        QCOMPARE(move.toFirst, NodeId(4));
        QCOMPARE(marks.faults().size(), std::size_t(1));
        QCOMPARE(marks.faults().front().time, Time(5600));
        QCOMPARE(marks.faults().front().firstNode, NodeId(0));
        // The deadline sits on the rows of the last segment, missed.
        QCOMPARE(marks.deadlines().size(), std::size_t(1));
        const GanttDeadlineMark& deadline = marks.deadlines().front();
        QCOMPARE(deadline.time, Time(6000));
        QCOMPARE(deadline.firstNode, NodeId(4));
        QCOMPARE(deadline.lastNode, NodeId(5));
        QVERIFY(deadline.missed);
    }

    void marksOutsideTheViewAreNotVisited()
    {
        const auto snapshot = makeMigratedSnapshot();
        const GanttIndex index(*snapshot);
        const GanttMarks marks(*snapshot, index);
        int visited = 0;
        const auto count = [&](const auto&) { ++visited; };
        marks.forEachDeadlineIn(0, 5000, count);
        marks.forEachFaultIn(0, 5000, count);
        marks.forEachMoveIn(0, 5000, count);
        marks.forEachMoveIn(6000, 9000, count);
        QCOMPARE(visited, 0);
        marks.forEachDeadlineIn(5900, 6100, count);
        marks.forEachMoveIn(5650, 5660, count);  // inside the move's span
        QCOMPARE(visited, 2);
    }

    void aRunWithoutDeadlinesHasNoMarks()
    {
        const auto snapshot = test::makeTwoMachineSnapshot();
        const GanttIndex index(*snapshot);
        const GanttMarks marks(*snapshot, index);
        QVERIFY(!marks.hasDeadlines());
        QVERIFY(marks.deadlines().empty());
        QVERIFY(marks.moves().empty());
        QVERIFY(marks.faults().empty());
    }

    // A periodic meta-scheduler's batches fall on multiples of its period,
    // in ticks (Phosphorus D5.2 §2); lines are drawn only while they are
    // at least a few pixels apart, and the legend explains them.
    void batchInstantsOfPeriodicRuns()
    {
        auto snapshot = test::makeTwoMachineSnapshot();
        QCOMPARE(GanttBatchMarks::periodOf(*snapshot), Time(0));  // not a periodic policy
        QVERIFY(!GanttLegend::notesOf(snapshot.get()).batches);
        auto workload = std::make_shared<Workload>(*snapshot->workload);
        workload->ticksPerSecond = 1000;
        snapshot->workload = workload;
        snapshot->description.policy = "qos-meta";
        snapshot->description.parameters["period"] = "0.5";
        QCOMPARE(GanttBatchMarks::periodOf(*snapshot), Time(500));
        QVERIFY(GanttLegend::notesOf(snapshot.get()).batches);
        snapshot->description.parameters["period"] = "0";  // on-line: no batches
        QCOMPARE(GanttBatchMarks::periodOf(*snapshot), Time(0));

        // Submissions at 0, 0, 0, 1000 and 2000 ms: a task joins the batch at
        // the next multiple of P, or at its own instant if it is one.
        snapshot->description.parameters["period"] = "0.5";
        QCOMPARE(GanttBatchMarks::instantsOf(*snapshot), (std::vector<Time>{0, 1000, 2000}));
        snapshot->description.parameters["period"] = "0.3";
        QCOMPARE(GanttBatchMarks::instantsOf(*snapshot), (std::vector<Time>{0, 1200, 2100}));

        const std::vector<Time> every{500, 1000, 1500, 2000, 2500};
        GanttView view;
        view.body = QRect(0, 0, 1000, 200);
        view.timeFrom = 700;
        view.timeTo = 2700;
        QCOMPARE(GanttBatchMarks::countInView(view, every), std::size_t(4));  // 1000 ... 2500
        view.now = 2000;  // under playback, only up to now
        QCOMPARE(GanttBatchMarks::countInView(view, every), std::size_t(3));
        view.now = kNoTime;
        view.body = QRect(0, 0, 20, 200);  // four lines on 20 px: too dense to draw
        QCOMPARE(GanttBatchMarks::countInView(view, every), std::size_t(0));
    }
};

QTEST_MAIN(GanttMarksTest)
#include "GanttMarksTest.moc"
