// The engine's own contract, exercised with small scripted policies:
// preemption and resumption, timers, multi-site starts, machine speed,
// observers and cancellation, and clear errors for impossible decisions.

#include "engine/Policy.h"
#include "engine/SimulationError.h"
#include "engine/SimulationObserver.h"
#include "engine/Simulator.h"
#include "platform/PlatformCatalog.h"
#include "support/ScheduleAssertions.h"
#include "support/ScriptedPolicy.h"
#include "support/WorkloadBuilder.h"

#include <QTest>

#include <functional>

using namespace schedlab;
using namespace schedlab::test;

namespace {

class CancelAfterSamples final : public SimulationObserver {
public:
    explicit CancelAfterSamples(int limit) : m_limit(limit) {}
    void onSample(const TimeSample&) override { ++samples; }
    void onProgress(const SimulationProgress&) override { ++progressReports; }
    [[nodiscard]] bool cancelRequested() const override { return m_limit > 0 && samples >= m_limit; }
    int samples = 0;
    int progressReports = 0;

private:
    int m_limit;
};

// Starts every submitted job at once on machine 0.
void startAll(const SchedulingEvents& events, SchedulingContext& context)
{
    for (JobIndex job : events.submitted)
        context.start(job, 0, StartReason{});
}

}  // namespace

class SimulationEngineTest : public QObject {
    Q_OBJECT

private slots:
    // Job 1 (2 of 4 nodes, 10 s) is preempted at 4 by a timer and resumed at
    // 7 with a 1 s penalty on the same nodes: it runs 0..4 and 7..14.
    void preemptAndResumeOnSameNodes()
    {
        const Workload w = makeWorkload({{0, 10, 2}});
        const Platform p = PlatformCatalog::singleMachine(4);
        enum : std::uint64_t { kPreempt = 1, kResume = 2 };
        ScriptedPolicy policy([](const SchedulingEvents& events, SchedulingContext& context) {
            startAll(events, context);
            if (!events.submitted.empty())
                context.setTimer(4, kPreempt);
            for (std::uint64_t tag : events.timers) {
                if (tag == kPreempt) {
                    context.preempt(0);
                    QCOMPARE(context.freeNodes(0), 4);
                    QCOMPARE(context.remainingEstimate(0), Time(6));
                    context.setTimer(7, kResume);
                } else {
                    context.resume(0, 1);
                }
            }
        });
        const SimulationResult r = simulate(w, p, policy);
        QCOMPARE(r.jobs[0].segments.size(), std::size_t(2));
        QCOMPARE(r.jobs[0].segments[0], (Segment{0, 4}));
        // The resumed segment records the penalty it paid at its start.
        Segment resumed{7, 14};
        resumed.overhead = 1;
        QCOMPARE(r.jobs[0].segments[1], resumed);
        QCOMPARE(r.jobs[0].penalty, Time(1));
        QCOMPARE(r.jobs[0].requiredTime, Time(11));
        QCOMPARE(r.jobs[0].end, Time(14));
        QCOMPARE(QString::fromStdString(r.jobs[0].nodes.toString()), QStringLiteral("0-1"));
        QVERIFY(ScheduleValidator::validate(w, p, r).ok());
    }

    // A preempted job cannot resume while another job holds its nodes.
    void resumeOnBusyNodesIsAnError()
    {
        const Workload w = makeWorkload({{0, 10, 4}, {1, 10, 4}});
        const Platform p = PlatformCatalog::singleMachine(4);
        ScriptedPolicy policy([](const SchedulingEvents& events, SchedulingContext& context) {
            if (events.now == 0)
                context.start(0, 0, StartReason{});
            if (events.now == 1) {
                context.preempt(0);
                context.start(1, 0, StartReason{StartKind::Preemptor});
                context.resume(0);
            }
        });
        try {
            (void)simulate(w, p, policy);
            QFAIL("resuming on busy nodes must fail");
        } catch (const SimulationError& e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                     QStringLiteral("the policy at time 1: job 1 cannot resume: its node 0 is busy "
                                    "(a preempted job resumes on its own nodes)"));
        }
    }

    void startingWithoutEnoughNodesIsAnError()
    {
        const Workload w = makeWorkload({{0, 10, 3}, {0, 10, 2}});
        const Platform p = PlatformCatalog::singleMachine(4);
        ScriptedPolicy policy(startAll);
        SimulationOptions options;
        options.policyLabel = "policy 'greedy'";
        try {
            (void)simulate(w, p, policy, options);
            QFAIL("over-allocation must fail");
        } catch (const SimulationError& e) {
            QCOMPARE(QString::fromUtf8(e.what()),
                     QStringLiteral("policy 'greedy' at time 0: job 2 needs 2 nodes but machine "
                                    "'single:4' has only 1 free"));
        }
    }

    void policyThatStopsSchedulingIsReported()
    {
        const Workload w = makeWorkload({{0, 10, 1}, {5, 10, 1}});
        const Platform p = PlatformCatalog::singleMachine(4);
        ScriptedPolicy policy([](const SchedulingEvents& events, SchedulingContext& context) {
            if (events.now == 0)
                startAll(events, context);
        });
        QVERIFY_THROWS_EXCEPTION(SimulationError, (void)simulate(w, p, policy));
    }

    void jobsWiderThanThePlatformAreRefusedUpFront()
    {
        const Workload w = makeWorkload({{0, 10, 1}, {0, 10, 8}, {0, 10, 9}});
        const Platform p = PlatformCatalog::singleMachine(4);
        ScriptedPolicy policy(startAll);
        SimulationOptions options;
        options.policyLabel = "policy 'fcfs'";
        try {
            (void)simulate(w, p, policy, options);
            QFAIL("too wide jobs must be refused");
        } catch (const ConfigurationError& e) {
            const QString message = QString::fromUtf8(e.what());
            QVERIFY2(message.startsWith(QStringLiteral(
                         "2 of 3 jobs need more than the 4 nodes that policy 'fcfs' can give one "
                         "job on platform 'single:4'; the first is job 2 (8 nodes, hand-made line 2)")),
                     qPrintable(message));
            QVERIFY(message.contains(QStringLiteral("--drop-wider")));
        }
    }

    // A multi-site job on nodes of two machines with overhead p = 20 %:
    // 10 s become 12 s, and the job is flagged multi-site.
    void multiSiteStartWithOverhead()
    {
        const Workload w = makeWorkload({{0, 10, 6}});
        const Platform p("pair", {Machine{"a", 4, 1.0}, Machine{"b", 4, 1.0}});
        ScriptedPolicy policy(
            [](const SchedulingEvents& events, SchedulingContext& context) {
                if (events.submitted.empty())
                    return;
                NodeSet nodes;
                nodes.addRange(0, 5);  // all of a, half of b
                context.startOn(0, nodes, StartReason{StartKind::MultiSite}, 1.2);
                QCOMPARE(context.freeNodes(0), 0);
                QCOMPARE(context.freeNodes(1), 2);
                QCOMPARE(context.running(1).size(), std::size_t(1));
                QCOMPARE(context.running(1)[0].nodes, 2);
            },
            8);
        const SimulationResult r = simulate(w, p, policy);
        QVERIFY(r.jobs[0].multiSite);
        QCOMPARE(r.jobs[0].machine, kNoMachine);
        QCOMPARE(r.jobs[0].end, Time(12));
        QVERIFY(ScheduleValidator::validate(w, p, r).ok());
    }

    // A machine of speed 2 runs a 9 s job in ceil(9 / 2) = 5 s.
    void machineSpeedScalesRunTime()
    {
        const Workload w = makeWorkload({{0, 9, 1}});
        const Platform p("fast", {Machine{"fast", 4, 2.0}});
        ScriptedPolicy policy(startAll);
        const SimulationResult r = simulate(w, p, policy);
        QCOMPARE(r.jobs[0].end, Time(5));
        QVERIFY(ScheduleValidator::validate(w, p, r).ok());
    }

    void observerGetsSamplesAndCanCancel()
    {
        const Workload w = makeWorkload({{0, 100, 1}, {50, 100, 1}, {100, 100, 4}, {150, 10, 1}});
        const Platform p = PlatformCatalog::singleMachine(4);
        SimulationOptions options;
        options.sampleInterval = 10;
        options.progressEveryEvents = 1;

        ScriptedPolicy policy([](const SchedulingEvents& events, SchedulingContext& context) {
            for (JobIndex job : events.submitted) {
                if (context.request(job).nodes <= context.freeNodes(0))
                    context.start(job, 0, StartReason{});
            }
        });
        CancelAfterSamples cancelling(3);
        const SimulationResult cancelled = simulate(w, p, policy, options, &cancelling);
        QVERIFY(cancelled.cancelled);
        QVERIFY(cancelling.progressReports > 0);
        QVERIFY(!cancelled.jobs[3].started());
    }

    void samplesDescribeTheState()
    {
        const Workload w = makeWorkload({{0, 100, 3}, {10, 30, 2}});
        const Platform p = PlatformCatalog::singleMachine(4);
        ScriptedPolicy policy([](const SchedulingEvents& events, SchedulingContext& context) {
            (void)events;
            // Job 2 (2 nodes) waits until job 1 ends at 100.
            if (context.now() == 0)
                context.start(0, 0, StartReason{});
            if (context.now() == 100)
                context.start(1, 0, StartReason{});
        });
        SimulationOptions options;
        options.sampleInterval = 20;
        const SimulationResult r = simulate(w, p, policy, options);
        // Samples at 0, 20, ..., 120 (the run ends at 130).
        QCOMPARE(r.samples.size(), std::size_t(7));
        QCOMPARE(r.samples[1].time, Time(20));
        QCOMPARE(r.samples[1].busyNodes, 3);
        QCOMPARE(r.samples[1].queueLength, 1);
        QCOMPARE(r.samples[1].runningJobs, 1);
        QCOMPARE(r.samples[6].time, Time(120));
        QCOMPARE(r.samples[6].busyNodes, 2);
        QCOMPARE(r.samples[6].completedJobs, std::int64_t(1));
        // AWRT so far = job 1's response time 100.
        QCOMPARE(r.samples[6].awrtSoFar, 100.0);
    }

    // 30 one-day jobs submitted at once, one after the other on the whole
    // machine: the interval (from the submission span) is 1 s and the run
    // lasts 30 days. It gave 2.59 million samples; now it stays in budget.
    void samplesStayWithinTheirBudget()
    {
        constexpr int kJobs = 30;
        constexpr Time kDay = 86400;
        Workload w = makeWorkload({});
        for (int i = 0; i < kJobs; ++i)
            w.jobs.push_back(makeWorkload({{0, kDay, 4}}).jobs.front());
        for (std::size_t i = 0; i < w.jobs.size(); ++i)
            w.jobs[i].id = std::int64_t(i + 1);
        const Platform p = PlatformCatalog::singleMachine(4);
        ScriptedPolicy policy([](const SchedulingEvents&, SchedulingContext& context) {
            const auto next = static_cast<JobIndex>(context.now() / kDay);
            if (context.freeNodes(0) == 4 && next < kJobs)
                context.start(next, 0, StartReason{});
            // A timer long after the last job: no samples of an idle machine.
            if (context.now() == 0)
                context.setTimer(100 * kDay, 0);
        });
        const SimulationResult r = simulate(w, p, policy, SimulationOptions{});
        QVERIFY2(r.samples.size() <= SimulationOptions::kMaxSampleCount, qPrintable(QString::number(r.samples.size())));
        QVERIFY(r.samples.size() >= SimulationOptions::kMaxSampleCount / 2);
        QVERIFY(r.samples.back().time <= kJobs * kDay);
        // Still on one grid from the first submission.
        const Time step = r.samples[1].time - r.samples[0].time;
        for (std::size_t i = 1; i < r.samples.size(); ++i)
            QCOMPARE(r.samples[i].time - r.samples[i - 1].time, step);
        QCOMPARE(r.samples[r.samples.size() / 2].busyNodes, 4);
    }

    void timersInThePastAreRefused()
    {
        const Workload w = makeWorkload({{5, 1, 1}});
        const Platform p = PlatformCatalog::singleMachine(1);
        ScriptedPolicy policy([](const SchedulingEvents& events, SchedulingContext& context) {
            context.setTimer(events.now, 0);
        });
        QVERIFY_THROWS_EXCEPTION(SimulationError, (void)simulate(w, p, policy));
    }

    void emptyWorkloadGivesEmptyResult()
    {
        const Workload w;
        const Platform p = PlatformCatalog::singleMachine(4);
        ScriptedPolicy policy(startAll);
        const SimulationResult r = simulate(w, p, policy);
        QVERIFY(r.jobs.empty());
        QVERIFY(!r.cancelled);
    }
};

QTEST_APPLESS_MAIN(SimulationEngineTest)
#include "SimulationEngineTest.moc"
