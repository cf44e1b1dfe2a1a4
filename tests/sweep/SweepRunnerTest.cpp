#include "experiment/ExperimentRunner.h"
#include "experiment/TraceCache.h"
#include "store/RunKey.h"
#include "store/RunStore.h"
#include "store/StoreError.h"
#include "sweep/SweepRunner.h"
#include "sweep/SweepSpec.h"

#include <QTemporaryDir>
#include <QtTest>

#include <map>

using namespace schedlab;

namespace {

const std::string kSamples = SCHEDLAB_SAMPLE_TRACES_DIR;
const std::string kBackfilling = kSamples + "/teaching-backfilling.swf";

RunSpec teachingRun(const std::string& policy)
{
    return RunSpec{kBackfilling, {}, "single:4", policy, {}, 0, "test", policy + " on the teaching trace"};
}

// The 24 runs of the bundled teaching sweep (3 traces x 2 transform sets x 4 policies).
std::vector<RunSpec> teachingSweep(TraceCache& cache)
{
    return SweepSpec::loadFile(kSamples + "/sweep-teaching.json").expand(cache);
}

// Every metric but the scheduler's CPU time, which is measured, not simulated.
std::vector<std::pair<std::string, double>> simulatedMetrics(const StoredRun& run)
{
    std::vector<std::pair<std::string, double>> metrics;
    for (const auto& metric : run.metrics) {
        if (metric.first != "schedulerCpuSeconds")
            metrics.push_back(metric);
    }
    return metrics;
}

SweepOptions optionsFor(const std::string& store, unsigned jobs)
{
    SweepOptions options;
    options.storePath = store;
    options.jobs = jobs;
    options.validate = true;
    return options;
}

}  // namespace

class SweepRunnerTest : public QObject {
    Q_OBJECT

private slots:
    void init() { QVERIFY(m_dir.isValid()); }

    void experimentRunnerGivesTheHandWorkedSchedule()
    {
        // teaching-backfilling.swf, EASY on 4 nodes (worked by hand in the
        // trace's header): 1: 0-10  2: 10-15  3: 23-28  4: 3-23  5: 4-9.
        TraceCache cache;
        const ExperimentRunner runner(cache, ExperimentOptions{true});
        const RunOutcome outcome = runner.run(teachingRun("easy"));
        QCOMPARE(outcome.status, RunOutcome::Status::Completed);
        QVERIFY2(outcome.error.empty(), outcome.error.c_str());
        const StoredRun& run = outcome.run;
        QCOMPARE(run.jobs.size(), std::size_t{5});
        const std::vector<std::pair<Time, Time>> expected = {{0, 10}, {10, 15}, {23, 28}, {3, 23}, {4, 9}};
        for (std::size_t i = 0; i < expected.size(); ++i) {
            QCOMPARE(run.jobs[i].start, expected[i].first);
            QCOMPARE(run.jobs[i].end, expected[i].second);
        }
        QCOMPARE(run.name, std::string("easy on the teaching trace"));
        QCOMPARE(run.group, std::string("test"));
        QCOMPARE(run.description.traceJobCount, std::int64_t{5});
        QCOMPARE(run.description.platformName, std::string("single:4"));
        QCOMPARE(run.metric("jobs"), 5.0);
        QVERIFY(!run.runKey.empty());
        QCOMPARE(run.runKey, RunKey::of(runner.describe(teachingRun("easy"))));
        QVERIFY(run.runKey != RunKey::of(runner.describe(teachingRun("fcfs"))));
    }

    void errorsBecomeFailureRecords()
    {
        TraceCache cache;
        const ExperimentRunner runner(cache);
        RunSpec narrow = teachingRun("fcfs");
        narrow.platform = "single:2";  // jobs 2 and 3 need 3 and 4 nodes
        RunSpec unknown = teachingRun("no-such-policy");
        RunSpec missing = teachingRun("fcfs");
        missing.tracePath = kSamples + "/missing.swf";
        RunSpec transform = teachingRun("fcfs");
        transform.transforms = {"month:1996-13"};
        for (const RunSpec& spec : {narrow, unknown, missing, transform}) {
            const RunOutcome outcome = runner.run(spec);
            QCOMPARE(outcome.status, RunOutcome::Status::Failed);
            QVERIFY(!outcome.error.empty());
        }
        QVERIFY2(runner.run(unknown).error.starts_with("unknown policy 'no-such-policy'"),
                 runner.run(unknown).error.c_str());
        QVERIFY2(runner.run(missing).error.find("missing.swf") != std::string::npos, runner.run(missing).error.c_str());
        // The same bad trace fails again, from the cache, with the same message.
        QCOMPARE(runner.run(missing).error, runner.run(missing).error);
    }

    void cancelledRunStopsAndIsNotCompleted()
    {
        TraceCache cache;
        const ExperimentRunner runner(cache);
        const std::atomic<bool> cancelled = true;
        QCOMPARE(runner.run(teachingRun("conservative"), &cancelled).status, RunOutcome::Status::Cancelled);
    }

    void oneAndTwoThreadsGiveTheSameResults()
    {
        TraceCache cache;
        const std::vector<RunSpec> runs = teachingSweep(cache);
        QCOMPARE(runs.size(), std::size_t{24});
        const std::string one = path("one.sqlite");
        const std::string two = path("two.sqlite");
        SweepRunner serial(cache, runs, optionsFor(one, 1));
        SweepRunner parallel(cache, runs, optionsFor(two, 2));
        QCOMPARE(serial.threadCount(), 1U);
        QCOMPARE(parallel.threadCount(), 2U);
        const SweepReport a = serial.run();
        const SweepReport b = parallel.run();
        QCOMPARE(a.progress.done, std::size_t{24});
        QCOMPARE(b.progress.done, std::size_t{24});
        QVERIFY(!a.cancelled && !b.cancelled);
        for (std::size_t i = 0; i < runs.size(); ++i) {
            QCOMPARE(a.outcomes[i].status, RunOutcome::Status::Completed);
            QCOMPARE(b.outcomes[i].status, RunOutcome::Status::Completed);
            QCOMPARE(a.outcomes[i].run.runKey, b.outcomes[i].run.runKey);
            QCOMPARE(simulatedMetrics(a.outcomes[i].run), simulatedMetrics(b.outcomes[i].run));
            QCOMPARE(a.outcomes[i].run.name, runs[i].name);
        }
        // The stores hold the same runs with the same schedules.
        const RunStore storeA(one, RunStore::Mode::ReadOnly);
        const RunStore storeB(two, RunStore::Mode::ReadOnly);
        QCOMPARE(storeA.list().size(), std::size_t{24});
        for (const StoredRun& summary : storeA.list()) {
            const auto other = storeB.findByKey(summary.runKey);
            QVERIFY(other.has_value());
            const StoredRun runA = storeA.load(summary.id);
            const StoredRun runB = storeB.load(*other);
            QCOMPARE(runA.jobs, runB.jobs);
            QCOMPARE(simulatedMetrics(runA), simulatedMetrics(runB));
            QCOMPARE(runA.group, std::string("teaching"));
        }
    }

    void resumeSkipsStoredRuns()
    {
        TraceCache cache;
        const std::vector<RunSpec> runs = teachingSweep(cache);
        const std::string store = path("resume.sqlite");
        const std::vector<RunSpec> firstTen(runs.begin(), runs.begin() + 10);
        const SweepReport first = SweepRunner(cache, firstTen, optionsFor(store, 2)).run();
        QCOMPARE(first.progress.done, std::size_t{10});

        const SweepReport again = SweepRunner(cache, runs, optionsFor(store, 2)).run();
        QCOMPARE(again.progress.skipped, std::size_t{10});
        QCOMPARE(again.progress.done, std::size_t{14});
        QCOMPARE(again.progress.failed, std::size_t{0});
        for (std::size_t i = 0; i < runs.size(); ++i) {
            QCOMPARE(again.outcomes[i].status, i < 10 ? RunOutcome::Status::Skipped : RunOutcome::Status::Completed);
            QVERIFY(again.outcomes[i].run.id > 0);
        }
        // A skipped run reports what is stored.
        QCOMPARE(again.outcomes[3].run.metrics, first.outcomes[3].run.metrics);
        QCOMPARE(again.outcomes[3].run.id, first.outcomes[3].run.id);
        QCOMPARE(RunStore(store, RunStore::Mode::ReadOnly).list().size(), std::size_t{24});
    }

    void skippedRunsJoinTheSweepsGroup()
    {
        // Sweep B asks for 4 runs, 2 of which sweep A stored first.
        TraceCache cache;
        std::vector<RunSpec> sweepA = {teachingRun("fcfs"), teachingRun("easy")};
        std::vector<RunSpec> sweepB = {teachingRun("fcfs"), teachingRun("easy"), teachingRun("conservative"),
                                       teachingRun("garey-graham")};
        for (RunSpec& run : sweepA)
            run.group = "sweep-a";
        for (RunSpec& run : sweepB)
            run.group = "sweep-b";
        const std::string store = path("shared-groups.sqlite");
        QCOMPARE(SweepRunner(cache, sweepA, optionsFor(store, 1)).run().progress.done, std::size_t{2});
        const SweepReport b = SweepRunner(cache, sweepB, optionsFor(store, 2)).run();
        QCOMPARE(b.progress.skipped, std::size_t{2});
        QCOMPARE(b.progress.done, std::size_t{2});
        QCOMPARE(b.outcomes[0].run.groups, (std::vector<std::string>{"sweep-a", "sweep-b"}));

        RunStore reader(store, RunStore::Mode::ReadOnly);
        const auto groupSize = [&reader](const std::string& group) {
            RunFilter filter;
            filter.group = group;
            return reader.list(filter).size();
        };
        QCOMPARE(reader.list().size(), std::size_t{4});
        QCOMPARE(groupSize("sweep-a"), std::size_t{2});
        QCOMPARE(groupSize("sweep-b"), std::size_t{4});  // every run it asked for
        const StoredRun shared = reader.summary(b.outcomes[0].run.id);
        QCOMPARE(shared.group, std::string("sweep-a"));  // the group that stored it first

        // Running B again changes nothing.
        const SweepReport again = SweepRunner(cache, sweepB, optionsFor(store, 1)).run();
        QCOMPARE(again.progress.skipped, std::size_t{4});
        QCOMPARE(groupSize("sweep-b"), std::size_t{4});
        QCOMPARE(reader.summary(b.outcomes[0].run.id).groups.size(), std::size_t{2});
    }

    void cancelStopsEarly()
    {
        TraceCache cache;
        const std::vector<RunSpec> runs = teachingSweep(cache);
        SweepOptions options = optionsFor(path("cancel.sqlite"), 1);
        options.progressInterval = std::chrono::milliseconds(0);
        SweepRunner* self = nullptr;
        options.onProgress = [&self](const SweepProgress& progress) {
            if (progress.finished() == 1)
                self->cancel();  // as a GUI's cancel button would, from another thread
        };
        SweepRunner runner(cache, runs, options);
        self = &runner;
        const SweepReport report = runner.run();
        QVERIFY(report.cancelled);
        // One thread: the run that finished is stored, nothing else started.
        QCOMPARE(report.progress.done, std::size_t{1});
        QCOMPARE(report.outcomes[0].status, RunOutcome::Status::Completed);
        for (std::size_t i = 1; i < runs.size(); ++i)
            QCOMPARE(report.outcomes[i].status, RunOutcome::Status::NotRun);
        QCOMPARE(RunStore(path("cancel.sqlite"), RunStore::Mode::ReadOnly).list().size(), std::size_t{1});
    }

    void progressIsReportedWithCountsAndEta()
    {
        TraceCache cache;
        std::vector<RunSpec> runs = teachingSweep(cache);
        runs.resize(4);
        runs.push_back(teachingRun("no-such-policy"));
        SweepOptions options = optionsFor(path("progress.sqlite"), 2);
        options.progressInterval = std::chrono::milliseconds(0);  // every run
        std::vector<SweepProgress> reports;
        options.onProgress = [&reports](const SweepProgress& progress) { reports.push_back(progress); };
        const SweepReport report = SweepRunner(cache, runs, options).run();
        QCOMPARE(reports.size(), runs.size() + 1);  // the start, then each run
        QCOMPARE(reports.front().finished(), std::size_t{0});
        QVERIFY(!reports.front().etaSeconds.has_value());
        QCOMPARE(reports.back().done, std::size_t{4});
        QCOMPARE(reports.back().failed, std::size_t{1});
        QCOMPARE(reports.back().total, std::size_t{5});
        QCOMPARE(reports.back().etaSeconds.value_or(-1), 0.0);
        QCOMPARE(report.outcomes[4].status, RunOutcome::Status::Failed);
    }

    void unusableStoreIsOneError()
    {
        TraceCache cache;
        const std::vector<RunSpec> runs = {teachingRun("fcfs")};
        QFile corrupt(QString::fromStdString(path("corrupt.sqlite")));
        QVERIFY(corrupt.open(QIODevice::WriteOnly));
        corrupt.write("this is not an SQLite database, and it must stay as it is\n");
        corrupt.close();
        SweepRunner runner(cache, runs, optionsFor(path("corrupt.sqlite"), 1));
        QVERIFY_THROWS_EXCEPTION(StoreError, (void)runner.run());
        QVERIFY(corrupt.open(QIODevice::ReadOnly));
        QCOMPARE(corrupt.readAll(), QByteArray("this is not an SQLite database, and it must stay as it is\n"));
    }

private:
    [[nodiscard]] std::string path(const std::string& name) const
    {
        return m_dir.filePath(QString::fromStdString(name)).toStdString();
    }

    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(SweepRunnerTest)
#include "SweepRunnerTest.moc"
