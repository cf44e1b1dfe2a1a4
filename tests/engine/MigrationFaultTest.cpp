// Checkpoint, migration, resizing and faults on hand-made cases with exact
// schedules (Vanderster 2008, ch. 4-7): the work carried over to another
// machine, speed and width, the overhead paid, a fault without recovery, with
// a retry and with a replica, the store's text for such segments, and the
// validator's rule for each with a broken copy.

#include "engine/FaultDraw.h"
#include "engine/SegmentBudget.h"
#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "store/JobRows.h"
#include "support/ScheduleAssertions.h"
#include "support/ScriptedPolicy.h"
#include "support/WorkloadBuilder.h"
#include "validation/ScheduleValidator.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr std::uint64_t kTimerTag = 1;

// Machine "a": 4 nodes at speed 1 (nodes 0-3); machine "b": 2 nodes at
// speed 2 (nodes 4-5).
Platform twoMachines()
{
    return Platform("two", {{"a", 4, 1.0}, {"b", 2, 2.0}});
}

NodeSet nodes(NodeId first, NodeId last)
{
    NodeSet set;
    set.addRange(first, last);
    return set;
}

// Starts every waiting job in submission order on machine 0 while it fits,
// as option 0 when the job offers one.
void startInOrder(const SchedulingEvents& events, SchedulingContext& context, std::vector<JobIndex>& queue)
{
    for (const JobIndex job : events.submitted)
        queue.push_back(job);
    while (!queue.empty()) {
        const JobRequest& request = context.request(queue.front());
        const bool option = !request.options.empty();
        const int copies = option && request.options[0].recovery == Recovery::Replica ? 2 : 1;
        const int width = (option ? request.options[0].nodes : request.nodes) * copies;
        if (context.freeNodes(0) < width)
            break;
        if (option)
            context.startOption(queue.front(), 0, 0, {});
        else
            context.start(queue.front(), 0, {});
        queue.erase(queue.begin());
    }
}

SimulationResult simulateInOrder(const Workload& workload, const Platform& platform, std::uint64_t seed)
{
    std::vector<JobIndex> queue;
    ScriptedPolicy policy([&](const SchedulingEvents& events, SchedulingContext& context) {
        startInOrder(events, context, queue);
    });
    SimulationOptions options;
    options.faultSeed = seed;
    return simulate(workload, platform, policy, options);
}

// A one-node, 100 s job that may fault with probability 1, recovered as given.
Workload faultyJob(Recovery recovery, std::initializer_list<JobSpec> others = {})
{
    Workload w = makeWorkload({{0, 100}});
    for (const JobSpec& spec : others)
        w.jobs.push_back(makeWorkload({spec}).jobs.front());
    for (std::size_t i = 1; i < w.jobs.size(); ++i)
        w.jobs[i].id = std::int64_t(i) + 1;
    if (recovery == Recovery::None) {
        w.jobs[0].faultProbability = 1.0;
    } else {
        JobOption option;
        option.nodes = 1;
        option.runTime = 100;
        option.estimate = 100;
        option.faultProbability = 1.0;
        option.recovery = recovery;
        w.jobs[0].options.push_back(option);
    }
    return w;
}

}  // namespace

class MigrationFaultTest : public QObject {
    Q_OBJECT

    // A 2-node, 100 s job starts on machine a at 0. At 40 it is preempted
    // and migrated to machine b (2 nodes at speed 2) with an overhead of 5:
    // its 60 s left at rate 2 x 1 take 30 s at rate 2 x 2, plus 5: it ends
    // at 75.
    static SimulationResult migrated(const Workload& w, const Platform& p)
    {
        ScriptedPolicy policy([](const SchedulingEvents& events, SchedulingContext& context) {
            if (!events.submitted.empty()) {
                context.start(0, 0, {});
                context.setTimer(40, kTimerTag);
            } else if (!events.timers.empty()) {
                context.preempt(0);
                context.migrate(0, nodes(4, 5), 5, {});
            }
        });
        return simulate(w, p, policy);
    }

private slots:
    // A run whose policy keeps taking jobs off their nodes stops at the
    // bound on segments, naming the policy and the job moved most, instead
    // of growing without end (a UM run once took 13 GB).
    void segmentBudgetStopsAThrashingRun()
    {
        SegmentBudget budget(3);
        budget.add(7, 1, "policy 'utility'");
        budget.add(9, 1, "policy 'utility'");
        budget.add(9, 2, "policy 'utility'");
        QCOMPARE(budget.count(), std::int64_t(3));
        try {
            budget.add(7, 2, "policy 'utility'");
            QFAIL("a fourth segment was kept");
        } catch (const SimulationError& e) {
            const std::string what = e.what();
            QVERIFY2(what.starts_with("policy 'utility' split") && what.find("more than 3 parts") != std::string::npos &&
                         what.find("job 9 alone into 2") != std::string::npos,
                     e.what());
        }
    }

    void migrationCarriesWorkToAnotherMachine()
    {
        const Workload w = makeWorkload({{0, 100, 2}});
        const Platform p = twoMachines();
        const SimulationResult r = migrated(w, p);
        verifySchedule(w, p, r, {{0, 75}});
        const JobOutcome& out = r.jobs[0];
        QCOMPARE(out.segments.size(), std::size_t(2));
        QCOMPARE(out.segments[0].nodes, nodes(0, 1));
        QCOMPARE(out.segmentNodes(out.segments[1]), nodes(4, 5));
        QCOMPARE(out.segments[1].overhead, Time(5));
        QCOMPARE(out.machine, MachineIndex(1));
        QCOMPARE(out.penalty, Time(5));
        QCOMPARE(out.requiredTime, Time(75));
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        QCOMPARE(m.migratedJobs, std::int64_t(1));
        QCOMPARE(m.faultedJobs, std::int64_t(0));
    }

    // A 1-node, 100 s job with 30 MB of input on a machine at 1 MB/s moves
    // its input first: at 10 it has 20 s of transfer left, running or
    // preempted; resumed at 20, 15 s at 25 and none at 50. Moved to other
    // nodes at 50 with an overhead of 7, the overhead is the transfer left.
    void remainingTransferIsTheDataStillMoving()
    {
        Workload w = makeWorkload({{0, 100}});
        w.jobs[0].inputMB = 30;
        Machine a{"a", 4, 1.0};
        a.bandwidthMBps = 1;
        const Platform p("link", {a});
        std::vector<Time> left;
        ScriptedPolicy policy([&](const SchedulingEvents& events, SchedulingContext& context) {
            const Time now = context.now();
            if (!events.submitted.empty()) {
                context.start(0, 0, {});
                context.setTimer(10, kTimerTag);
                return;
            }
            if (events.timers.empty())
                return;
            left.push_back(context.remainingTransfer(0));
            if (now == 10) {
                context.preempt(0);
                left.push_back(context.remainingTransfer(0));
                context.setTimer(20, kTimerTag);
            } else if (now == 20) {
                context.resume(0);
                context.setTimer(25, kTimerTag);
            } else if (now == 25) {
                context.setTimer(50, kTimerTag);
            } else if (now == 50) {
                context.preempt(0);
                context.migrate(0, nodes(2, 2), 7, {});
                left.push_back(context.remainingTransfer(0));
            }
        });
        const SimulationResult r = simulate(w, p, policy);
        QCOMPARE(left, (std::vector<Time>{20, 20, 20, 15, 0, 7}));
        QCOMPARE(r.jobs[0].end, Time(147));
    }

    // A 4-node, 100 s job on machine a is resized at 50 to 2 nodes: its 50 s
    // left at 4 nodes take 100 s at 2, so it ends at 150. A 2-node job
    // submitted at 50 gets the two nodes it gave up (2-3) and runs 50-110.
    void resizingHalvesTheWidthAndDoublesTheTime()
    {
        const Workload w = makeWorkload({{0, 100, 4}, {50, 60, 2}});
        const Platform p = twoMachines();
        const SimulationResult r = simulate(w, p, *resizeScript());
        verifySchedule(w, p, r, {{0, 150}, {50, 110}});
        QCOMPARE(r.jobs[0].segments[0].nodes, nodes(0, 3));
        QCOMPARE(r.jobs[0].nodes, nodes(0, 1));
        QCOMPARE(r.jobs[1].nodes, nodes(2, 3));
    }

    void migrationNeedsFreeNodesOnOneMachine()
    {
        const Workload w = makeWorkload({{0, 100, 2}});
        const Platform p = twoMachines();
        ScriptedPolicy policy([](const SchedulingEvents& events, SchedulingContext& context) {
            if (!events.submitted.empty()) {
                context.start(0, 0, {});
                context.setTimer(40, kTimerTag);
            } else if (!events.timers.empty()) {
                context.preempt(0);
                context.migrate(0, nodes(3, 4), 0, {});  // node 3 on a, node 4 on b
            }
        });
        QVERIFY_THROWS_EXCEPTION(SimulationError, (void)simulate(w, p, policy));
    }

    // Seed 0 puts job 1's fault after 9 s of its 100. Without recovery it
    // fails at 9 and job 2 starts on the freed node.
    void faultWithoutRecoveryFails()
    {
        QCOMPARE(FaultDraw::offset(0, 0, 1.0, 100), std::optional<Time>(9));  // the draw these cases rely on
        const Workload w = faultyJob(Recovery::None, {{0, 10}});
        const Platform p = PlatformCatalog::singleMachine(1);
        const SimulationResult r = simulateInOrder(w, p, 0);
        verifySchedule(w, p, r, {{0, 9}, {9, 19}});
        QCOMPARE(r.jobs[0].endState, EndState::Failed);
        QVERIFY(r.jobs[0].segments.back().faulted);
        QCOMPARE(r.jobs[1].endState, EndState::Completed);
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        QCOMPARE(m.failedJobs, std::int64_t(1));
        QCOMPARE(m.faultedJobs, std::int64_t(1));
    }

    // A retry starts over at once on the same node: 9 + 100 = 109.
    void faultWithRetryStartsOver()
    {
        const Workload w = faultyJob(Recovery::Retry);
        const Platform p = PlatformCatalog::singleMachine(1);
        const SimulationResult r = simulateInOrder(w, p, 0);
        verifySchedule(w, p, r, {{0, 109}});
        QCOMPARE(r.jobs[0].endState, EndState::Completed);
        QCOMPARE(r.jobs[0].segments.size(), std::size_t(2));
        QVERIFY(r.jobs[0].segments[0].faulted);
        QCOMPARE(r.jobs[0].segments[1], (Segment{9, 109}));
        QCOMPARE(r.jobs[0].requiredTime, Time(109));
    }

    // Seed 3 puts the fault after 80 s. The replica holds nodes 0-1; at 80
    // the copy on node 1 fails and frees it for job 2 (80-90); the copy on
    // node 0 ends on time at 100.
    void faultInAReplicaFreesItsNodes()
    {
        QCOMPARE(FaultDraw::offset(3, 0, 1.0, 100), std::optional<Time>(80));
        const Workload w = faultyJob(Recovery::Replica, {{0, 10}});
        const Platform p = PlatformCatalog::singleMachine(2);
        const SimulationResult r = simulateInOrder(w, p, 3);
        verifySchedule(w, p, r, {{0, 100}, {80, 90}});
        QCOMPARE(r.jobs[0].segments[0].nodes, nodes(0, 1));
        QVERIFY(r.jobs[0].segments[0].faulted);
        QCOMPARE(r.jobs[0].nodes, nodes(0, 0));
        QCOMPARE(r.jobs[1].nodes, nodes(1, 1));
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        QCOMPARE(m.faultedJobs, std::int64_t(1));
        QCOMPARE(m.migratedJobs, std::int64_t(0));  // losing a replica is not a move
        QCOMPARE(m.failedJobs, std::int64_t(0));
    }

    void noFaultWithoutProbability()
    {
        const Workload w = makeWorkload({{0, 100}});
        const SimulationResult r = simulateInOrder(w, PlatformCatalog::singleMachine(1), 0);
        QCOMPARE(r.jobs[0].segments.size(), std::size_t(1));
        QVERIFY(!r.jobs[0].segments[0].faulted);
    }

    void storeTextKeepsNodesOverheadAndFault()
    {
        const Workload w = makeWorkload({{0, 100, 2}});
        const SimulationResult r = migrated(w, twoMachines());
        std::vector<Segment> segments = r.jobs[0].segments;
        segments[1].faulted = true;
        const std::string text = JobRows::segmentsText(segments);
        QCOMPARE(text, std::string("0:40@0-1 40:75+5!>"));
        QCOMPARE(JobRows::parseSegments(text), std::optional(segments));
        QCOMPARE(JobRows::parseSegments("0:40@0-1,3 40:75"), std::optional(std::vector<Segment>{
                                                                 [] {
                                                                     Segment s{0, 40};
                                                                     s.nodes = NodeSet::parse("0-1 3");
                                                                     return s;
                                                                 }(),
                                                                 Segment{40, 75}}));
        QVERIFY(!JobRows::parseSegments("0:40@ 40:75"));
        QVERIFY(!JobRows::parseSegments("0:40+-3"));
        QVERIFY(!JobRows::parseSegments("0:40@x"));
    }

    // --- The validator's rules, each with a broken copy.

    void validatorChecksCarriedOverWork()
    {
        const Workload w = makeWorkload({{0, 100, 2}});
        const Platform p = twoMachines();
        SimulationResult r = migrated(w, p);
        r.jobs[0].segments[1].end = 80;
        r.jobs[0].end = 80;
        verifyRejected(w, p, r, "segment 1 runs 40 s but 35 s of work were left");
    }

    void validatorRefusesOverheadOnTheFirstSegment()
    {
        const Workload w = makeWorkload({{0, 100, 2}});
        const Platform p = twoMachines();
        SimulationResult r = migrated(w, p);
        r.jobs[0].segments[0].overhead = 3;
        verifyRejected(w, p, r, "is the first but records an overhead");
    }

    void validatorSweepsTheNodesEachSegmentRanOn()
    {
        const Workload w = makeWorkload({{0, 100, 4}, {50, 60, 2}});
        const Platform p = twoMachines();
        SimulationResult r = simulate(w, p, *resizeScript());
        r.jobs[0].nodes = nodes(2, 3);  // the resized job now claims job 2's nodes
        verifyRejected(w, p, r, "also runs there");
    }

    void validatorChecksTheFaultTime()
    {
        const Workload w = faultyJob(Recovery::Retry);
        const Platform p = PlatformCatalog::singleMachine(1);
        SimulationResult r = simulateInOrder(w, p, 0);
        r.faultSeed = 3;  // seed 3 puts the fault after 80 s, not 9
        verifyRejected(w, p, r, "the run's seed puts it after 80 s");
    }

    void validatorWantsTheFaultTheSeedGives()
    {
        Workload w = makeWorkload({{0, 100}});
        const Platform p = PlatformCatalog::singleMachine(1);
        const SimulationResult r = simulateInOrder(w, p, 0);
        w.jobs[0].faultProbability = 1.0;  // seed 0 then faults it after 9 s
        verifyRejected(w, p, r, "without the fault the run's seed puts after 9 s");
    }

    void validatorWantsARetryOnTheSameNodes()
    {
        const Workload w = faultyJob(Recovery::Retry);
        const Platform p = PlatformCatalog::singleMachine(2);
        SimulationResult r = simulateInOrder(w, p, 0);
        r.jobs[0].segments[0].nodes = r.jobs[0].nodes;
        r.jobs[0].nodes = nodes(1, 1);
        verifyRejected(w, p, r, "retries on nodes 1, not on its own 0");
    }

    void validatorWantsTheFirstReplicaToContinue()
    {
        const Workload w = faultyJob(Recovery::Replica);
        const Platform p = PlatformCatalog::singleMachine(2);
        SimulationResult r = simulateInOrder(w, p, 3);
        r.jobs[0].nodes = nodes(1, 1);
        verifyRejected(w, p, r, "should continue on the first replica's nodes 0, not 1");
    }

    void validatorWantsAFaultForAFailure()
    {
        const Workload w = faultyJob(Recovery::None);
        const Platform p = PlatformCatalog::singleMachine(1);
        SimulationResult r = simulateInOrder(w, p, 0);
        r.jobs[0].segments[0].faulted = false;
        verifyRejected(w, p, r, "is marked failed but did not end in a fault");
    }

    void validatorRefusesToContinueWithoutRecovery()
    {
        const Workload w = faultyJob(Recovery::None);
        const Platform p = PlatformCatalog::singleMachine(1);
        SimulationResult r = simulateInOrder(w, p, 0);
        r.jobs[0].segments.push_back(Segment{9, 100});
        r.jobs[0].end = 100;
        r.jobs[0].endState = EndState::Completed;
        verifyRejected(w, p, r, "continues after a fault, but the job has no recovery");
    }

private:
    static std::unique_ptr<ScriptedPolicy> resizeScript()
    {
        return std::make_unique<ScriptedPolicy>([](const SchedulingEvents& events, SchedulingContext& context) {
            for (const JobIndex job : events.submitted) {
                if (job == 0) {
                    context.start(0, 0, {});
                    continue;
                }
                context.preempt(0);
                context.migrate(0, nodes(0, 1), 0, {});
                context.start(job, 0, {});
            }
        });
    }
};

QTEST_APPLESS_MAIN(MigrationFaultTest)
#include "MigrationFaultTest.moc"
