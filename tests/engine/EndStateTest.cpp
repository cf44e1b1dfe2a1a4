// Deadlines and end states on hand-made cases with exact schedules: soft
// deadlines missed, hard deadlines dropping waiting, running and preempted
// jobs, admission control (reject) and a policy's own drop, the metrics that
// count them, and the validator's rule for each with a broken copy.

#include "engine/Policy.h"
#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "support/PolicyRuns.h"
#include "support/ScheduleAssertions.h"
#include "support/ScriptedPolicy.h"
#include "support/WorkloadBuilder.h"
#include "validation/ScheduleValidator.h"

#include <QTest>

#include <functional>

using namespace schedlab;
using namespace schedlab::test;

namespace {

Workload withDeadline(Workload workload, std::size_t job, Time deadline, DeadlineKind kind)
{
    workload.jobs[job].deadline = deadline;
    workload.jobs[job].deadlineKind = kind;
    return workload;
}

void verifyStates(const SimulationResult& result, const std::vector<EndState>& expected)
{
    QCOMPARE(result.jobs.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QVERIFY2(result.jobs[i].endState == expected[i],
                 qPrintable(QStringLiteral("job %1 is %2, expected %3")
                                .arg(i + 1)
                                .arg(QString::fromStdString(endStateName(result.jobs[i].endState)),
                                     QString::fromStdString(endStateName(expected[i])))));
    }
}

}  // namespace

class EndStateTest : public QObject {
    Q_OBJECT

private slots:
    // single:1, FCFS. Job 1 runs 0..10; job 2 (5 s, soft deadline 12) waits
    // for it and runs 10..15: completed late by 3 s.
    void softDeadlineMissedStillRuns()
    {
        const Workload w = withDeadline(makeWorkload({{0, 10}, {0, 5}}), 1, 12, DeadlineKind::Soft);
        const Platform p = PlatformCatalog::singleMachine(1);
        const SimulationResult r = runPolicy("fcfs", w, p);
        verifySchedule(w, p, r, {{0, 10}, {10, 15}});
        verifyStates(r, {EndState::Completed, EndState::CompletedLate});
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        QCOMPARE(m.jobs, std::int64_t(2));
        QCOMPARE(m.completedLateJobs, std::int64_t(1));
        QCOMPARE(m.deadlineMisses, std::int64_t(1));
        QCOMPARE(m.meanExcessTime, 3.0);
    }

    // A soft deadline met exactly: the job ends at 15 with deadline 15.
    void softDeadlineMetExactly()
    {
        const Workload w = withDeadline(makeWorkload({{0, 10}, {0, 5}}), 1, 15, DeadlineKind::Soft);
        const Platform p = PlatformCatalog::singleMachine(1);
        const SimulationResult r = runPolicy("fcfs", w, p);
        verifyStates(r, {EndState::Completed, EndState::Completed});
        QCOMPARE(MetricsCalculator::compute(w, p, r).deadlineMisses, std::int64_t(0));
    }

    // single:1, FCFS. Job 2 (hard deadline 8) is still waiting at 8: dropped
    // there without running; job 3 starts when job 1 ends, at 10.
    void hardDeadlineDropsAWaitingJob()
    {
        const Workload w = withDeadline(makeWorkload({{0, 10}, {0, 5}, {1, 2}}), 1, 8, DeadlineKind::Hard);
        const Platform p = PlatformCatalog::singleMachine(1);
        const SimulationResult r = runPolicy("fcfs", w, p);
        verifySchedule(w, p, r, {{0, 10}, {kNoTime, 8}, {10, 12}});
        verifyStates(r, {EndState::Completed, EndState::Dropped, EndState::Completed});
        QVERIFY(r.jobs[1].segments.empty());
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        QCOMPARE(m.jobs, std::int64_t(2));
        QCOMPARE(m.droppedJobs, std::int64_t(1));
        QCOMPARE(m.deadlineMisses, std::int64_t(1));
    }

    // Job 1 (10 s, hard deadline 6) is killed at 6 while running; job 2
    // starts on its node at once.
    void hardDeadlineStopsARunningJob()
    {
        const Workload w = withDeadline(makeWorkload({{0, 10}, {0, 5}}), 0, 6, DeadlineKind::Hard);
        const Platform p = PlatformCatalog::singleMachine(1);
        const SimulationResult r = runPolicy("easy", w, p);
        verifySchedule(w, p, r, {{0, 6}, {6, 11}});
        verifyStates(r, {EndState::Dropped, EndState::Completed});
        QCOMPARE(r.jobs[0].segments, (std::vector<Segment>{{0, 6}}));
    }

    // Completing exactly at the hard deadline meets it: completions come
    // before deadlines within an instant.
    void hardDeadlineMetAtTheLastInstant()
    {
        const Workload w = withDeadline(makeWorkload({{0, 10}}), 0, 10, DeadlineKind::Hard);
        const Platform p = PlatformCatalog::singleMachine(1);
        const SimulationResult r = runPolicy("fcfs", w, p);
        verifySchedule(w, p, r, {{0, 10}});
        verifyStates(r, {EndState::Completed});
    }

    // A hard deadline at or before the submission: dropped on arrival, and
    // the policy never sees the job (the scripted policy would start it).
    void hardDeadlineBeforeSubmissionDropsOnArrival()
    {
        const Workload w = withDeadline(makeWorkload({{5, 10}}), 0, 5, DeadlineKind::Hard);
        const Platform p = PlatformCatalog::singleMachine(1);
        const SimulationResult r = runPolicy("conservative", w, p);
        verifySchedule(w, p, r, {{kNoTime, 5}});
        verifyStates(r, {EndState::Dropped});
    }

    // Conservative backfilling on single:2. Job 1 (2 nodes) runs 0..10, job 2
    // (2 nodes, hard deadline 5) is reserved at 10 and job 3 behind it at 20.
    // Job 2 is withdrawn at 5, the plan is rebuilt, and job 3 moves up to 10.
    void withdrawnReservationCompressesThePlan()
    {
        const Workload w =
            withDeadline(makeWorkload({{0, 10, 2}, {0, 10, 2}, {1, 3, 2}}), 1, 5, DeadlineKind::Hard);
        const Platform p = PlatformCatalog::singleMachine(2);
        const SimulationResult r = runPolicy("conservative", w, p);
        verifySchedule(w, p, r, {{0, 10}, {kNoTime, 5}, {10, 13}});
    }

    // EASY on single:2: the head job 2 (hard deadline 4) holds the shadow
    // time 10, so job 3 (1 node, 20 s) cannot backfill. Once job 2 is
    // withdrawn at 4, job 3 is the head and starts on the free node.
    void withdrawnHeadFreesItsShadow()
    {
        const Workload w =
            withDeadline(makeWorkload({{0, 10, 1}, {0, 5, 2}, {1, 20, 1}}), 1, 4, DeadlineKind::Hard);
        const Platform p = PlatformCatalog::singleMachine(2);
        const SimulationResult r = runPolicy("easy", w, p);
        verifySchedule(w, p, r, {{0, 10}, {kNoTime, 4}, {4, 24}});
    }

    // A policy that cannot forget withdrawn jobs refuses a workload with a
    // hard deadline before simulating, naming the job.
    void policyWithoutWithdrawalRefusesHardDeadlines()
    {
        const Workload w = withDeadline(makeWorkload({{0, 10}, {0, 5}}), 1, 8, DeadlineKind::Hard);
        ScriptedPolicy policy([](const SchedulingEvents&, SchedulingContext&) {});
        try {
            (void)simulate(w, PlatformCatalog::singleMachine(1), policy);
            QFAIL("a hard deadline was accepted by a policy that cannot drop waiting jobs");
        } catch (const ConfigurationError& error) {
            QVERIFY2(std::string(error.what()).find("job 2") != std::string::npos, error.what());
        }
    }

    // Admission control and a policy's own drop: job 1 is rejected on
    // arrival; job 2 starts at 0 and is given up at 4 by a timer; job 3 waits
    // and is given up at the same timer without running.
    void policyRejectsAndDrops()
    {
        const Workload w = makeWorkload({{0, 5}, {0, 10}, {0, 3}});
        const Platform p = PlatformCatalog::singleMachine(1);
        ScriptedPolicy policy([](const SchedulingEvents& events, SchedulingContext& context) {
            if (events.now == 0) {
                context.reject(0);
                context.start(1, 0, StartReason{});
                context.setTimer(4, 0);
            } else if (!events.timers.empty()) {
                context.drop(1);
                context.drop(2);
            }
        });
        SimulationOptions options;
        options.recordEvents = true;
        const SimulationResult r = simulate(w, p, policy, options);
        verifySchedule(w, p, r, {{kNoTime, 0}, {0, 4}, {kNoTime, 4}});
        verifyStates(r, {EndState::Rejected, EndState::Dropped, EndState::Dropped});
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        QCOMPARE(m.jobs, std::int64_t(0));
        QCOMPARE(m.rejectedJobs, std::int64_t(1));
        QCOMPARE(m.droppedJobs, std::int64_t(2));
        QCOMPARE(m.deadlineMisses, std::int64_t(0));  // none had a deadline
        int drops = 0;
        int rejects = 0;
        for (const ScheduleEvent& event : r.events) {
            drops += event.kind == ScheduleEvent::Kind::Drop ? 1 : 0;
            rejects += event.kind == ScheduleEvent::Kind::Reject ? 1 : 0;
        }
        QCOMPARE(drops, 2);
        QCOMPARE(rejects, 1);
    }

    // Rejecting a job that is not waiting is a policy bug, reported as such.
    void rejectingARunningJobIsAnError()
    {
        const Workload w = makeWorkload({{0, 5}});
        ScriptedPolicy policy([](const SchedulingEvents& events, SchedulingContext& context) {
            if (events.now == 0) {
                context.start(0, 0, StartReason{});
                context.reject(0);
            }
        });
        QVERIFY_THROWS_EXCEPTION(SimulationError, (void)simulate(w, PlatformCatalog::singleMachine(1), policy));
    }

    // --- The validator's rules, each with a broken copy of a valid result.

    void validatorRejectsLateWithoutDeadline()
    {
        const Workload w = makeWorkload({{0, 10}, {0, 5}});
        const Platform p = PlatformCatalog::singleMachine(1);
        SimulationResult r = runPolicy("fcfs", w, p);
        r.jobs[1].endState = EndState::CompletedLate;
        verifyRejected(w, p, r, "marked completed-late but has no soft deadline");
    }

    void validatorRejectsUnmarkedLateCompletion()
    {
        const Workload w = withDeadline(makeWorkload({{0, 10}, {0, 5}}), 1, 12, DeadlineKind::Soft);
        const Platform p = PlatformCatalog::singleMachine(1);
        SimulationResult r = runPolicy("fcfs", w, p);
        r.jobs[1].endState = EndState::Completed;
        verifyRejected(w, p, r, "after its deadline 12, but is not marked completed-late");
    }

    void validatorRejectsEndPastHardDeadline()
    {
        const Workload w = withDeadline(makeWorkload({{0, 10}, {0, 5}}), 1, 8, DeadlineKind::Hard);
        const Platform p = PlatformCatalog::singleMachine(1);
        SimulationResult r = runPolicy("fcfs", w, p);
        r.jobs[1].end = 9;
        verifyRejected(w, p, r, "after its hard deadline 8");
    }

    void validatorRejectsARejectedJobThatRan()
    {
        const Workload w = makeWorkload({{0, 10}});
        const Platform p = PlatformCatalog::singleMachine(1);
        SimulationResult r = runPolicy("fcfs", w, p);
        r.jobs[0].endState = EndState::Rejected;
        verifyRejected(w, p, r, "is marked rejected but started at 0");
    }

    void validatorRejectsADroppedJobThatDidAllItsWork()
    {
        const Workload w = makeWorkload({{0, 10}});
        const Platform p = PlatformCatalog::singleMachine(1);
        SimulationResult r = runPolicy("fcfs", w, p);
        r.jobs[0].endState = EndState::Dropped;
        verifyRejected(w, p, r, "is dropped but executed 10 s, all of the 10 s it needed");
    }

    void validatorRejectsSegmentsOfAJobThatNeverStarted()
    {
        const Workload w = withDeadline(makeWorkload({{0, 10}, {0, 5}}), 1, 8, DeadlineKind::Hard);
        const Platform p = PlatformCatalog::singleMachine(1);
        SimulationResult r = runPolicy("fcfs", w, p);
        r.jobs[1].segments.push_back({2, 4});
        verifyRejected(w, p, r, "never started but has 1 execution segment(s)");
    }

    void validatorRejectsKilledMarkWithoutTheTransform()
    {
        const Workload w = makeWorkload({{0, 10}});
        const Platform p = PlatformCatalog::singleMachine(1);
        SimulationResult r = runPolicy("fcfs", w, p);
        r.jobs[0].endState = EndState::KilledAtEstimate;
        verifyRejected(w, p, r, "marked killed-at-estimate but overrun:kill did not cut it");
    }

    void endStateNamesRoundTrip()
    {
        for (int value = 0; value <= int(kLastEndState); ++value) {
            const auto state = EndState(value);
            QCOMPARE(endStateFromName(endStateName(state)), std::optional<EndState>(state));
            QVERIFY(!batsimStateName(state).empty());
        }
        QCOMPARE(batsimStateName(EndState::KilledAtEstimate), std::string("COMPLETED_WALLTIME_REACHED"));
        QVERIFY(!endStateFromName("finished-ish").has_value());
    }
};

QTEST_GUILESS_MAIN(EndStateTest)
#include "EndStateTest.moc"
