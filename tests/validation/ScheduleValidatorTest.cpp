// ScheduleValidator: a valid hand-made schedule (with a preempted job, a
// multi-site job, a faster machine and a zero-length job), then one broken
// copy per rule, each expected to raise exactly one message.

#include "engine/SimulationResult.h"
#include "platform/Platform.h"
#include "support/WorkloadBuilder.h"
#include "validation/ScheduleValidator.h"

#include <QElapsedTimer>
#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

JobOutcome ran(std::vector<Segment> segments, const std::string& nodes, MachineIndex machine, Time requiredTime)
{
    JobOutcome out;
    out.start = segments.front().start;
    out.end = segments.back().end;
    out.requiredTime = requiredTime;
    out.nodes = NodeSet::parse(nodes);
    out.machine = machine;
    out.segments = std::move(segments);
    return out;
}

// Machines a (nodes 0-3, speed 1), b (4-7, speed 2), c (8-9, speed 1).
Platform platform()
{
    return Platform("three", {{"a", 4, 1.0}, {"b", 4, 2.0}, {"c", 2, 1.0}});
}

// job  r    p    m  placement
// 1    0    100  2  a 0-1, 0-100
// 2    0    100  2  b 4-5, 10-60 (speed 2: 50 s)
// 3    0    40   4  multi-site 2-3 + 6-7, overhead 1.25, slowest speed 1:
//                   ceil(40 * 1.25) = 50 s, 0-50
// 4    100  30   2  a 0-1, preempted: 100-110 and 130-155, penalty 5 (35 s)
// 5    105  20   4  a 0-3, 110-130, the preemptor (nodes 0-1 hold jobs 4 and 5)
// 6    0    0    1  a 0, 50-50: zero length, inside job 1's run, overlaps nothing
Workload workload()
{
    return makeWorkload({{0, 100, 2}, {0, 100, 2}, {0, 40, 4}, {100, 30, 2}, {105, 20, 4}, {0, 0, 1}});
}

SimulationResult validResult()
{
    SimulationResult result;
    JobOutcome multi = ran({{0, 50}}, "2-3 6-7", kNoMachine, 50);
    multi.multiSite = true;
    multi.overheadFactor = 1.25;
    multi.reason.kind = StartKind::MultiSite;
    JobOutcome preempted = ran({{100, 110}, {130, 155}}, "0-1", 0, 35);
    preempted.penalty = 5;
    JobOutcome preemptor = ran({{110, 130}}, "0-3", 0, 20);
    preemptor.reason.kind = StartKind::Preemptor;
    result.jobs = {ran({{0, 100}}, "0-1", 0, 100), ran({{10, 60}}, "4-5", 1, 50), multi, preempted, preemptor,
                   ran({{50, 50}}, "0", 0, 0)};
    return result;
}

// The report has exactly one problem, and it is `message`.
void verifyOneProblem(const ValidationReport& report, const std::string& message)
{
    QVERIFY2(report.problemCount == 1, report.toText().c_str());
    QCOMPARE(report.messages.size(), std::size_t(1));
    QCOMPARE(report.messages.front(), message);
}

}  // namespace

class ScheduleValidatorTest : public QObject {
    Q_OBJECT

private slots:
    void validScheduleWithPreemption()
    {
        const ValidationReport report = ScheduleValidator::validate(workload(), platform(), validResult());
        QVERIFY2(report.ok(), report.toText().c_str());
        QCOMPARE(report.toText(), std::string("schedule valid"));
    }

    void startBeforeSubmission()
    {
        Workload w = workload();
        w.jobs[1].submit = 20;
        verifyOneProblem(ScheduleValidator::validate(w, platform(), validResult()),
                         "job 2: starts at 10, before its submission at 20");
    }

    void neverRan()
    {
        SimulationResult r = validResult();
        r.jobs[1] = JobOutcome{};
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r), "job 2: never ran");
    }

    void neverFinished()
    {
        SimulationResult r = validResult();
        r.jobs[1].end = kNoTime;
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 2: started at 10 but never finished");
    }

    void cancelledRunMayLeaveJobsUnfinished()
    {
        SimulationResult r = validResult();
        r.cancelled = true;
        r.jobs[1] = JobOutcome{};
        r.jobs[4].end = kNoTime;
        const ValidationReport report = ScheduleValidator::validate(workload(), platform(), r);
        QVERIFY2(report.ok(), report.toText().c_str());
    }

    void executedTimeDiffers()
    {
        SimulationResult r = validResult();
        r.jobs[1].segments = {{10, 70}};
        r.jobs[1].end = 70;
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 2: executed 60 s but needs 50 s (run time 100 at speed 2, overhead factor 1, "
                         "penalty 0)");
    }

    void multiSiteRunsAtTheSlowestMachine()
    {
        // 25 s would be right on machine b alone (speed 2); job 3 also uses a.
        SimulationResult r = validResult();
        r.jobs[2].segments = {{0, 25}};
        r.jobs[2].end = 25;
        r.jobs[2].requiredTime = 50;
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 3: executed 25 s but needs 50 s (run time 40 at speed 1, overhead factor 1.25, "
                         "penalty 0)");
    }

    void recordedRequiredTimeDiffers()
    {
        SimulationResult r = validResult();
        r.jobs[3].requiredTime = 30;  // forgot the penalty
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 4: records requiredTime 30 but needs 35 (run time 30 at speed 1, overhead factor 1, "
                         "penalty 5)");
    }

    void badOverheadFactor()
    {
        SimulationResult r = validResult();
        r.jobs[2].overheadFactor = 0.5;
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 3: multi-site overhead factor 0.5 must be finite and >= 1");
    }

    void negativePenalty()
    {
        SimulationResult r = validResult();
        r.jobs[3].penalty = -5;
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 4: negative preemption penalty -5");
    }

    void wrongWidth()
    {
        SimulationResult r = validResult();
        r.jobs[0].nodes = NodeSet::parse("0");
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 1: holds 1 node(s) (0) but its width is 2");
    }

    void nodesOutsideThePlatform()
    {
        SimulationResult r = validResult();
        r.jobs[0].nodes = NodeSet::parse("9-10");
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 1: nodes 9-10 are not all within the platform (nodes 0-9)");
    }

    void nodesOutsideItsMachine()
    {
        SimulationResult r = validResult();
        r.jobs[0].nodes = NodeSet::parse("8-9");  // machine c, but the job says a
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 1: nodes 8-9 are not all on its machine 0 (\"a\", nodes 0-3)");
    }

    void unknownMachine()
    {
        SimulationResult r = validResult();
        r.jobs[0].machine = 5;
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 1: machine 5 does not exist (the platform has 3 machines)");
    }

    void spansMachinesWithoutTheFlag()
    {
        SimulationResult r = validResult();
        r.jobs[0].nodes = NodeSet::parse("1 8");
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 1: runs on 2 machines (nodes 1 8) but is not flagged multi-site");
    }

    void twoJobsOnOneNode()
    {
        SimulationResult r = validResult();
        r.jobs[1].nodes = NodeSet::parse("5-6");  // node 6 runs job 3 until 50
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 2: runs on node 6 at 10 while job 3 also runs there");
    }

    void threeResidentJobs()
    {
        // One node; three preempted jobs interleave without ever running
        // together, but at 20 all three are resident.
        const Workload w = makeWorkload({{0, 20, 1}, {0, 20, 1}, {0, 10, 1}});
        SimulationResult r;
        r.jobs = {ran({{0, 10}, {30, 40}}, "0", 0, 20), ran({{10, 20}, {40, 50}}, "0", 0, 20),
                  ran({{20, 30}}, "0", 0, 10)};
        verifyOneProblem(ScheduleValidator::validate(w, Platform("one", {{"m", 1, 1.0}}), r),
                         "job 3: becomes resident on node 0 at 20 where job 1, job 2 are already resident "
                         "(at most 2 jobs per node)");
    }

    void threeJobsRunOnOneNode()
    {
        // Never preempted, so running and resident are the same intervals:
        // the running sweep finds two crowdings and the resident sweep, which
        // must not be skipped then, the third job beyond two.
        const Workload w = makeWorkload({{0, 10, 1}, {0, 10, 1}, {0, 10, 1}});
        SimulationResult r;
        r.jobs = {ran({{0, 10}}, "0", 0, 10), ran({{0, 10}}, "0", 0, 10), ran({{0, 10}}, "0", 0, 10)};
        const ValidationReport report = ScheduleValidator::validate(w, Platform("one", {{"m", 1, 1.0}}), r);
        QCOMPARE(report.messages, (std::vector<std::string>{
                                      "job 2: runs on node 0 at 0 while job 1 also runs there",
                                      "job 3: runs on node 0 at 0 while job 1, job 2 also runs there",
                                      "job 3: becomes resident on node 0 at 0 where job 1, job 2 are already resident "
                                      "(at most 2 jobs per node)"}));
    }

    void penaltyWithoutPreemption()
    {
        SimulationResult r = validResult();
        // Job 2 otherwise consistent: 50 s at speed 2 plus 5 s, in one piece.
        r.jobs[1].penalty = 5;
        r.jobs[1].requiredTime = 55;
        r.jobs[1].segments = {{10, 65}};
        r.jobs[1].end = 65;
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 2: has a preemption penalty of 5 s but was never preempted");
    }

    void overlappingSegments()
    {
        SimulationResult r = validResult();
        r.jobs[3].segments = {{100, 110}, {108, 155}};
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 4: segment 1 starts at 108, before segment 0 ends at 110");
    }

    void reversedSegment()
    {
        SimulationResult r = validResult();
        r.jobs[3].segments = {{100, 110}, {140, 130}, {130, 155}};
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 4: segment 1 ends at 130, before it starts at 140");
    }

    void firstSegmentIsNotTheStart()
    {
        SimulationResult r = validResult();
        r.jobs[0].start = 2;
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 1: first segment starts at 0, not at the job's start 2");
    }

    void lastSegmentIsNotTheEnd()
    {
        SimulationResult r = validResult();
        r.jobs[0].end = 101;
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 1: last segment ends at 100, not at the job's end 101");
    }

    void noSegments()
    {
        SimulationResult r = validResult();
        r.jobs[0].segments.clear();
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "job 1: finished but has no execution segments");
    }

    void resultDoesNotMatchWorkload()
    {
        SimulationResult r = validResult();
        r.jobs.pop_back();
        verifyOneProblem(ScheduleValidator::validate(workload(), platform(), r),
                         "the result has 5 jobs but the workload has 6");
    }

    void impossiblePlatform()
    {
        verifyOneProblem(ScheduleValidator::validate(workload(), Platform("none", {}), validResult()),
                         "platform: platform \"none\": a platform needs at least one machine");
    }

    void messagesAreCapped()
    {
        // Every job starts before its submission: one problem each.
        constexpr int kJobs = 60;
        Workload w;
        SimulationResult r;
        for (int i = 0; i < kJobs; ++i) {
            Job job;
            job.id = i + 1;
            job.submit = 10;
            job.runTime = 1;
            w.jobs.push_back(job);
            r.jobs.push_back(ran({{Time(i), Time(i) + 1}}, "0", 0, 1));
        }
        const ValidationReport report = ScheduleValidator::validate(w, Platform("one", {{"m", 1, 1.0}}), r);
        QCOMPARE(report.problemCount, std::int64_t(10));  // jobs starting at 0..9
        r.jobs.clear();
        for (int i = 0; i < kJobs; ++i) {
            w.jobs[std::size_t(i)].submit = 1000;
            r.jobs.push_back(ran({{Time(i), Time(i) + 1}}, "0", 0, 1));
        }
        const ValidationReport capped = ScheduleValidator::validate(w, Platform("one", {{"m", 1, 1.0}}), r);
        QCOMPARE(capped.problemCount, std::int64_t(kJobs));
        QCOMPARE(capped.messages.size(), ValidationReport::kMaxMessages);
        const std::string text = capped.toText();
        QVERIFY(text.rfind("60 problems:\n", 0) == 0);
        QVERIFY(text.find("... and 10 more") != std::string::npos);
    }

    // A synthetic valid schedule the size of the largest traces: 300,000
    // jobs back to back in lanes of a 80,000-node machine, widths 1-80.
    void largeScheduleIsFast()
    {
        constexpr int kJobs = 300'000;
        constexpr int kLanes = 1'000;
        constexpr int kLaneWidth = 80;
        constexpr Time kBaseRunTime = 100;
        constexpr Time kRunTimeSpread = 37;
        Workload w;
        SimulationResult r;
        w.jobs.reserve(kJobs);
        r.jobs.reserve(kJobs);
        std::vector<Time> laneFree(kLanes, 0);
        for (int k = 0; k < kJobs; ++k) {
            const int lane = k % kLanes;
            const int width = 1 + (k / kLanes) % kLaneWidth;
            Job job;
            job.id = k + 1;
            job.runTime = kBaseRunTime + k % kRunTimeSpread;
            job.nodes = width;
            w.jobs.push_back(job);
            const Time start = laneFree[std::size_t(lane)];
            const NodeId first = lane * kLaneWidth;
            JobOutcome out;
            out.start = start;
            out.end = start + job.runTime;
            out.requiredTime = job.runTime;
            out.machine = 0;
            out.nodes.addRange(first, first + width - 1);
            out.segments = {{out.start, out.end}};
            r.jobs.push_back(std::move(out));
            laneFree[std::size_t(lane)] = start + job.runTime;
        }
        QElapsedTimer timer;
        timer.start();
        const ValidationReport report =
            ScheduleValidator::validate(w, Platform("big", {{"m", kLanes * kLaneWidth, 1.0}}), r);
        const qint64 elapsed = timer.elapsed();
        QVERIFY2(report.ok(), report.toText().c_str());
        qInfo("validated %d jobs in %lld ms", kJobs, static_cast<long long>(elapsed));
        // Generous: it takes well under a second in a release build; the
        // bound only catches an accidental quadratic algorithm.
        constexpr qint64 kBudgetMs = 30'000;
        QVERIFY(elapsed < kBudgetMs);
    }
};

QTEST_APPLESS_MAIN(ScheduleValidatorTest)
#include "ScheduleValidatorTest.moc"
