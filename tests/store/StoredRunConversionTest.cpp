// A run through the store and back (RunPipeline -> StoredRunConversion ->
// RunStore -> StoredRunConversion) keeps everything the workbench shows:
// every execution segment of a preempted PFCFS job, the nodes of a job
// spread over two machines, estimates, users, trace lines and start reasons.
// The two schedules are worked out by hand in tests/policies/PfcfsPolicyTest
// and tests/grid/GridScheduleTest; the data files say which case.

#include "platform/AdaptiveGridPlatforms.h"
#include "platform/PlatformSource.h"
#include "run/GeneratedTrace.h"
#include "run/RunPipeline.h"
#include "run/Trace.h"
#include "store/JobRows.h"
#include "store/RunStore.h"
#include "store/StoredRunConversion.h"
#include "support/WorkloadBuilder.h"

#include <QTemporaryDir>

#include <algorithm>
#include <QTest>

using namespace schedlab;

namespace {

std::string dataFile(const char* name)
{
    return std::string(SCHEDLAB_TEST_DATA_DIR) + "/" + name;
}

FinishedRun simulate(const std::string& trace, const std::string& platformName, const std::string& policy,
                     const ParameterValues& parameters)
{
    const RunPipeline pipeline;
    const TracePtr loaded = Trace::load(trace);
    const Platform platform = PlatformSource::resolve(platformName);
    RunSpec spec;
    spec.tracePath = trace;
    spec.platform = platformName;
    spec.policy = policy;
    spec.parameters = parameters;
    const RunDescription description = pipeline.describe(spec, *loaded, platform);
    return pipeline.run(*loaded, platform, description, RunOptions{.validate = true, .recordEvents = true});
}

// Stores the run in a new store and reads it back as the workbench does.
FinishedRunPtr throughStore(const FinishedRun& run, const QTemporaryDir& dir)
{
    RunStore store(dir.filePath("runs.sqlite").toStdString());
    const std::int64_t id = store.add(StoredRunConversion::toStored(run, "2026-11-25T10:00:00Z", 1.0));
    return StoredRunConversion::toFinished(store.load(id));
}

void compareJobs(const FinishedRun& original, const FinishedRun& reopened)
{
    QCOMPARE(reopened.workload->jobs.size(), original.workload->jobs.size());
    for (std::size_t i = 0; i < original.workload->jobs.size(); ++i) {
        const Job& a = original.workload->jobs[i];
        const Job& b = reopened.workload->jobs[i];
        QCOMPARE(b.id, a.id);
        QCOMPARE(b.submit, a.submit);
        QCOMPARE(b.runTime, a.runTime);
        QCOMPARE(b.estimate, a.estimate);
        QCOMPARE(b.nodes, a.nodes);
        QCOMPARE(b.user, a.user);
        QCOMPARE(b.sourceLine, a.sourceLine);
        const JobOutcome& x = original.result.jobs[i];
        const JobOutcome& y = reopened.result.jobs[i];
        QCOMPARE(y.start, x.start);
        QCOMPARE(y.end, x.end);
        QCOMPARE(y.nodes.toString(), x.nodes.toString());
        QCOMPARE(y.machine, x.machine);
        QCOMPARE(y.multiSite, x.multiSite);
        QVERIFY(y.segments == x.segments);
        QVERIFY(y.reason == x.reason);
        QCOMPARE(y.endState, x.endState);
        QCOMPARE(b.deadline, a.deadline);
        QCOMPARE(b.deadlineKind, a.deadlineKind);
        QCOMPARE(b.originSite, a.originSite);
        QCOMPARE(b.serviceClass, a.serviceClass);
    }
}

}  // namespace

class StoredRunConversionTest : public QObject {
    Q_OBJECT

private slots:
    void preemptedPfcfsRunKeepsEverySegment()
    {
        const FinishedRun run = simulate(dataFile("pfcfs-preempt.swf"), "single:4", "pfcfs",
                                         {{"x", "75"}, {"n", "3"}, {"delta", "5"}, {"Delta", "10"}, {"s", "0"}});
        QVERIFY(run.validation && run.validation->ok());
        // The hand-worked schedule: jobs 1 and 2 run in three segments.
        QVERIFY((run.result.jobs[0].segments == std::vector<Segment>{{0, 15}, {25, 35}, {75, 150}}));
        QVERIFY((run.result.jobs[2].segments == std::vector<Segment>{{15, 25}, {35, 75}}));

        const QTemporaryDir dir;
        const FinishedRunPtr reopened = throughStore(run, dir);
        compareJobs(run, *reopened);
        QCOMPARE(reopened->description, run.description);
        // The event log is rebuilt: a submission, a start, a completion per
        // job and a preemption and a resumption per extra segment.
        std::size_t expected = 0;
        for (const JobOutcome& outcome : run.result.jobs)
            expected += 1 + 2 * outcome.segments.size();
        QCOMPARE(reopened->result.events.size(), expected);
        // The engine's own log has the same job events (plus its timers).
        const auto jobEvents = std::ranges::count_if(
            run.result.events, [](const ScheduleEvent& e) { return e.kind != ScheduleEvent::Kind::Timer; });
        QCOMPARE(std::size_t(jobEvents), expected);
    }

    void multiSiteRunKeepsNodesOnBothMachines()
    {
        const FinishedRun run = simulate(dataFile("multisite-small.swf"), dataFile("platform-four-and-two.json"),
                                         "grid-multisite", {{"overhead", "50"}});
        QVERIFY(run.validation && run.validation->ok());
        QVERIFY(run.result.jobs[1].multiSite);
        QCOMPARE(run.result.jobs[1].nodes.toString(), std::string("3-5"));
        QCOMPARE(run.result.jobs[3].reason.kind, StartKind::BackfillBeforeShadow);

        const QTemporaryDir dir;
        const FinishedRunPtr reopened = throughStore(run, dir);
        compareJobs(run, *reopened);
        QCOMPARE(reopened->platform.machineCount(), 2);
        QCOMPARE(reopened->result.jobs[1].machine, kNoMachine);
    }

    // A broker run of a generated per-site workload: every job's origin site
    // comes back (the workbench colours a reopened grid run by it), and so do
    // the per-site metrics computed from them.
    void gridBrokerRunKeepsOriginSites()
    {
        const std::string spec = "generate:site-poisson:jobs=60,seed=3";
        const TracePtr trace = GeneratedTrace::load(spec);
        const std::string platformName = AdaptiveGridPlatforms::name(1, 2);
        const Platform platform = PlatformSource::resolve(platformName);
        RunSpec runSpec;
        runSpec.tracePath = spec;
        runSpec.platform = platformName;
        runSpec.policy = "grid-mct";
        const RunPipeline pipeline;
        const FinishedRun run = pipeline.run(*trace, platform, pipeline.describe(runSpec, *trace, platform),
                                             RunOptions{.validate = true, .recordEvents = true});
        QVERIFY(run.validation && run.validation->ok());
        QVERIFY(std::ranges::all_of(run.workload->jobs, [](const Job& j) { return j.originSite != kNoMachine; }));

        const QTemporaryDir dir;
        const FinishedRunPtr reopened = throughStore(run, dir);
        compareJobs(run, *reopened);
        QCOMPARE(reopened->metrics.perSite.size(), run.metrics.perSite.size());
        QVERIFY(!reopened->metrics.perSite.empty());
        for (std::size_t s = 0; s < run.metrics.perSite.size(); ++s)
            QCOMPARE(reopened->metrics.perSite[s].meanResponse, run.metrics.perSite[s].meanResponse);
    }

    // A guaranteed-service run of a millisecond workload (Phosphorus D5.2,
    // F4's users): its tick and every job's service class come back, so the
    // reopened run's times, metrics and per-user classes are the run's.
    void millisecondQosRunKeepsTicksAndClasses()
    {
        const std::string spec = "generate:qos-periodic:sizes=419900000,71383000,419900,419900000,419900000,"
                                 "gaps=546,3278,6010,1093,5464,classes=gs,gs,gs,be,be,"
                                 "deadline=3778.3,2464.8,827.2,3778.3,3778.3,horizon=10";
        const TracePtr trace = GeneratedTrace::load(spec);
        QCOMPARE(trace->workload->ticksPerSecond, std::int64_t(1000));
        const Platform platform = PlatformSource::resolve("phosphorus-f3");
        RunSpec runSpec;
        runSpec.tracePath = spec;
        runSpec.platform = "phosphorus-f3";
        runSpec.policy = "qos-gsbe";
        runSpec.parameters = {{"resource-types", "gs,gs,be"},
                              {"gs-users", "1:769048:2099500000:419900000,2:21776:356915000:71383000"}};
        const RunPipeline pipeline;
        const FinishedRun run = pipeline.run(*trace, platform, pipeline.describe(runSpec, *trace, platform),
                                             RunOptions{.validate = true, .recordEvents = true});
        QVERIFY(run.validation && run.validation->ok());

        const QTemporaryDir dir;
        const FinishedRunPtr reopened = throughStore(run, dir);
        compareJobs(run, *reopened);
        QCOMPARE(reopened->workload->ticksPerSecond, std::int64_t(1000));
        QCOMPARE(reopened->metrics.art, run.metrics.art);
        QCOMPARE(reopened->metrics.guaranteedMisses, run.metrics.guaranteedMisses);
        QCOMPARE(reopened->metrics.perUser.size(), run.metrics.perUser.size());
        QCOMPARE(reopened->metrics.perUser.front().serviceClass, ServiceClass::Guaranteed);
        QCOMPARE(reopened->metrics.perUser.back().serviceClass, ServiceClass::BestEffort);
    }

    // single:1 FCFS (the case of tests/engine/EndStateTest): job 2 completes
    // late, job 3 is dropped at its hard deadline while waiting. Both states
    // and both deadlines come back, and so do the metrics that count them.
    void endStatesAndDeadlinesSurviveTheStore()
    {
        auto workload = std::make_shared<Workload>(test::makeWorkload({{0, 10}, {0, 5}, {0, 5}}));
        workload->jobs[1].deadline = 12;
        workload->jobs[1].deadlineKind = DeadlineKind::Soft;
        workload->jobs[2].deadline = 8;
        workload->jobs[2].deadlineKind = DeadlineKind::Hard;
        const TracePtr trace = Trace::fromWorkload(workload, "deadlines");
        const Platform platform = PlatformSource::resolve("single:1");
        RunSpec spec;
        spec.tracePath = "deadlines";
        spec.platform = "single:1";
        spec.policy = "fcfs";
        const RunPipeline pipeline;
        const FinishedRun run = pipeline.run(*trace, platform, pipeline.describe(spec, *trace, platform),
                                             RunOptions{.validate = true, .recordEvents = true});
        QVERIFY(run.validation && run.validation->ok());
        QCOMPARE(run.result.jobs[1].endState, EndState::CompletedLate);
        QCOMPARE(run.result.jobs[2].endState, EndState::Dropped);

        const QTemporaryDir dir;
        const FinishedRunPtr reopened = throughStore(run, dir);
        compareJobs(run, *reopened);
        QCOMPARE(reopened->metrics.completedLateJobs, std::int64_t(1));
        QCOMPARE(reopened->metrics.droppedJobs, std::int64_t(1));
        QCOMPARE(reopened->metrics.deadlineMisses, std::int64_t(2));
        const auto drops = std::ranges::count_if(reopened->result.events, [](const ScheduleEvent& e) {
            return e.kind == ScheduleEvent::Kind::Drop;
        });
        QCOMPARE(drops, 1);
    }

    void runOfAnOlderStoreReopensWithWhatItHas()
    {
        // Schema 3 kept no run time, estimate, segments or reasons.
        StoredRun old;
        old.description.platformJson = "not json";
        StoredJob job;
        job.jobId = 5;
        job.submit = 10;
        job.start = 20;
        job.end = 50;
        job.nodes = 2;
        job.allocation = "0-1";
        old.jobs = {job};
        const FinishedRunPtr reopened = StoredRunConversion::toFinished(old);
        QCOMPARE(reopened->workload->jobs[0].runTime, Time(30));
        QCOMPARE(reopened->workload->jobs[0].estimate, Time(30));
        QVERIFY((reopened->result.jobs[0].segments == std::vector<Segment>{{20, 50}}));
        QCOMPARE(reopened->platform.totalNodes(), 2);
    }

    void segmentsTextRoundTripsAndRefusesGarbage()
    {
        const std::vector<Segment> segments = {{0, 15}, {25, 35}, {75, 150}};
        QCOMPARE(JobRows::segmentsText(segments), std::string("0:15 25:35 75:150"));
        QVERIFY(JobRows::parseSegments("0:15 25:35 75:150") == segments);
        QVERIFY(JobRows::parseSegments("")->empty());
        QVERIFY(!JobRows::parseSegments("0:15,25:35"));
        QVERIFY(!JobRows::parseSegments("15:0"));
        QVERIFY(!JobRows::parseSegments("0:"));
        QVERIFY(!JobRows::parseSegments("x"));
    }
};

QTEST_APPLESS_MAIN(StoredRunConversionTest)
#include "StoredRunConversionTest.moc"
