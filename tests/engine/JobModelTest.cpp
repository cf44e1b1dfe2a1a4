// The job model beyond rigid SWF jobs, on hand-made cases with exact
// schedules: work on machines of different speeds (MI on MIPS), sub-second
// ticks, and data transfers over a machine's bandwidth; the validator's rule
// for each with a broken copy; platform files that carry bandwidths.

#include "engine/Policy.h"
#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "platform/PlatformJson.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"
#include "validation/ScheduleValidator.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

#include <functional>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr std::int64_t kMillisecondTicks = 1000;

// Starts job i of each pass's submissions on machine i.
class OneJobPerMachine final : public Policy {
public:
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override
    {
        MachineIndex machine = 0;
        for (const JobIndex job : events.submitted)
            context.start(job, machine++, StartReason{});
    }
};

void verifyBroken(const Workload& workload, const Platform& platform, const SimulationResult& result,
                  const char* needle)
{
    const ValidationReport report = ScheduleValidator::validate(workload, platform, result);
    QVERIFY2(report.toText().find(needle) != std::string::npos, report.toText().c_str());
}

}  // namespace

class JobModelTest : public QObject {
    Q_OBJECT

private slots:
    // Two jobs of 1,400 MI each, at a 1 ms tick: a job's run time is its
    // work on a speed-1 machine, 1,400 s = 1,400,000 ticks. On the 1,000
    // MIPS machine it takes 1.4 s (1,400 ticks), on the 500 MIPS one 2.8 s.
    void workRunsAtEachMachinesSpeed()
    {
        Workload w = makeWorkload({{0, 1'400'000}, {0, 1'400'000}});
        w.ticksPerSecond = kMillisecondTicks;
        const Platform p("mips", {{"fast", 1, 1000.0}, {"slow", 1, 500.0}});
        OneJobPerMachine policy;
        const SimulationResult r = simulate(w, p, policy);
        verifySchedule(w, p, r, {{0, 1400}, {0, 2800}});
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        QCOMPARE(m.art, 2.1);  // (1.4 + 2.8) / 2 seconds
        QCOMPARE(m.makespan, Time(3));  // 2.8 s, whole seconds rounded up
    }

    // 5 s of work, 20 MB in and 10 MB out over 10 MB/s: 3 s of transfers on
    // its nodes, so it holds them 0..8. Without a bandwidth, data is free.
    void transfersLengthenTheJob()
    {
        Workload w = makeWorkload({{0, 5}, {0, 5}});
        for (Job& job : w.jobs) {
            job.inputMB = 20;
            job.outputMB = 10;
        }
        Platform p("linked", {{"a", 1, 1.0, 10.0}, {"b", 1, 1.0}});
        OneJobPerMachine policy;
        const SimulationResult r = simulate(w, p, policy);
        verifySchedule(w, p, r, {{0, 8}, {0, 5}});
        QCOMPARE(r.jobs[0].transferTime, Time(3));
        QCOMPARE(r.jobs[1].transferTime, Time(0));
    }

    // 25 MB over 10 MB/s is 2.5 s: 3 s at a whole-second tick (rounded up
    // like every duration), exactly 2,500 ticks at 1 ms.
    void transfersRoundUpToTheTick()
    {
        Workload w = makeWorkload({{0, 5}});
        w.jobs[0].inputMB = 25;
        const Platform p("linked", {{"a", 1, 1.0, 10.0}});
        OneJobPerMachine seconds;
        verifySchedule(w, p, simulate(w, p, seconds), {{0, 8}});
        w.ticksPerSecond = kMillisecondTicks;
        w.jobs[0].runTime = 5000;
        w.jobs[0].estimate = 5000;
        OneJobPerMachine millis;
        verifySchedule(w, p, simulate(w, p, millis), {{0, 7500}});
    }

    void validatorChecksTransfers()
    {
        Workload w = makeWorkload({{0, 5}});
        w.jobs[0].inputMB = 30;
        const Platform p("linked", {{"a", 1, 1.0, 10.0}});
        OneJobPerMachine policy;
        SimulationResult r = simulate(w, p, policy);
        QVERIFY(ScheduleValidator::validate(w, p, r).ok());
        // The same schedule without the transfer: 3 s too short.
        r.jobs[0].transferTime = 0;
        r.jobs[0].requiredTime = 5;
        r.jobs[0].end = 5;
        r.jobs[0].segments.back().end = 5;
        verifyBroken(w, p, r, "records transfers of 0 but 30 MB need 3");
        verifyBroken(w, p, r, "executed 5 s but needs 8 s");
    }

    void validatorChecksSpeeds()
    {
        Workload w = makeWorkload({{0, 1'400'000}});
        w.ticksPerSecond = kMillisecondTicks;
        const Platform p("mips", {{"fast", 1, 1000.0}});
        OneJobPerMachine policy;
        SimulationResult r = simulate(w, p, policy);
        r.jobs[0].end = 1399;
        r.jobs[0].segments.back().end = 1399;
        verifyBroken(w, p, r, "executed 1.399 s but needs 1.4 s");
    }

    // options:halve:2 on a 4-node, 10 s job adds 2 nodes x 20 s and 1 node x
    // 40 s. On single:2 a policy that picks option 0 (2 nodes) runs it 0..20;
    // job 2 (2 nodes, 5 s) follows at 20.
    void policyPicksAnOption()
    {
        Workload w = makeWorkload({{0, 10, 4}, {0, 5, 2}});
        applyTransforms(w, {"options:halve:2"});
        QCOMPARE(w.jobs[0].options.size(), std::size_t(2));
        QCOMPARE(w.jobs[0].options[0].nodes, 2);
        QCOMPARE(w.jobs[0].options[0].runTime, Time(20));
        QCOMPARE(w.jobs[0].options[1].nodes, 1);
        QCOMPARE(w.jobs[0].options[1].runTime, Time(40));
        QCOMPARE(w.jobs[1].options.size(), std::size_t(1));  // 2 nodes halve once only
        const Platform p = PlatformCatalog::singleMachine(2);
        class PickOption final : public Policy {
        public:
            void schedule(const SchedulingEvents& events, SchedulingContext& context) override
            {
                if (events.now == 0) {
                    QCOMPARE(context.request(0).options.size(), std::size_t(2));
                    context.startOption(0, 0, 0, StartReason{});
                } else if (!events.completed.empty() && events.completed.front() == 0) {
                    context.start(1, 0, StartReason{});
                }
            }
        } policy;
        SimulationResult r;
        try {
            r = simulate(w, p, policy);
        } catch (const std::exception& error) {
            QFAIL(error.what());
        }
        verifySchedule(w, p, r, {{0, 20}, {20, 25}});
        QCOMPARE(r.jobs[0].option, 0);
        QCOMPARE(r.jobs[0].nodes.size(), 2);
        // AWRT weighs job 1 by the shape it ran in: 2 nodes x 20 s.
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        QCOMPARE(m.awrt, (40.0 * 20 + 10.0 * 25) / 50.0);
        // Broken copies: an option the job does not offer; the own width.
        r.jobs[0].option = 5;
        verifyBroken(w, p, r, "ran as option 5 but offers 2");
        r.jobs[0].option = JobOutcome::kOwnShape;
        verifyBroken(w, p, r, "holds 2 node(s) (0-1) but its width is 4");
    }

    // An option bound to a machine cannot start elsewhere: a policy bug.
    void optionOnTheWrongMachineIsAnError()
    {
        Workload w = makeWorkload({{0, 10, 2}});
        w.jobs[0].options.push_back(JobOption{1, 1, 20, 20});
        const Platform p("two", {{"a", 2, 1.0}, {"b", 2, 1.0}});
        class WrongMachine final : public Policy {
        public:
            void schedule(const SchedulingEvents&, SchedulingContext& context) override
            {
                context.startOption(0, 0, 0, StartReason{});
            }
        } policy;
        QVERIFY_THROWS_EXCEPTION(SimulationError, (void)simulate(w, p, policy));
    }

    // Platform files carry a bandwidth; without one the JSON is what it was
    // before bandwidths existed, so stored runs keep their run keys.
    void platformFilesCarryBandwidths()
    {
        const Platform p("linked", {{"a", 4, 1.0, 12.5}, {"b", 2, 2.0}});
        const std::string json = PlatformJson::toJson(p);
        QVERIFY(json.find("\"bandwidth\": 12.5") != std::string::npos);
        QCOMPARE(PlatformJson::fromJson(json, "test"), p);
        QCOMPARE(PlatformJson::fromJson(json, "test").machine(0).bandwidthMBps, 12.5);
        const std::string plain = PlatformJson::toJson(Platform("plain", {{"a", 4, 1.0}}));
        QVERIFY(plain.find("bandwidth") == std::string::npos);
        QVERIFY_THROWS_EXCEPTION(PlatformError, (void)PlatformJson::fromJson(
            R"({"name": "x", "machines": [{"name": "a", "nodes": 1, "bandwidth": -1}]})", "bad.json"));
    }
};

QTEST_GUILESS_MAIN(JobModelTest)
#include "JobModelTest.moc"
