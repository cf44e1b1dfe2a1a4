// The one run pipeline: the same run made in the workbench (RunWorker), by
// `schedlab-cli run` and by a sweep (SweepRunner) has the same description,
// the same run key and the same stored jobs, samples and metrics; and a
// sweep skips the run the workbench and the CLI already stored.
// The run: SMART-FFIA with gamma = 2 on tests/data/cli-tiny.swf (four
// jobs, four nodes) with one transform.

#include "RunRequest.h"
#include "RunWorker.h"
#include "cli/CliJson.h"
#include "cli/CliProcess.h"

#include "experiment/TraceCache.h"
#include "platform/PlatformSource.h"
#include "store/RunStore.h"
#include "store/StoredRunConversion.h"
#include "sweep/SweepRunner.h"

#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

using namespace schedlab;

namespace {

const std::string kPlatform = "single:4";
const std::string kPolicy = "smart-ffia";
const std::string kTransform = "drop-wider:4";
const std::string kMeasuredMetric = "schedulerCpuSeconds";

std::string tracePath()
{
    return QFileInfo(CliProcess::dataFile("cli-tiny.swf")).absoluteFilePath().toStdString();
}

std::int64_t storeFromWorkbench(RunStore& store)
{
    RunRequest request;
    request.trace = LoadedTrace::load(QString::fromStdString(tracePath()));
    request.platform = PlatformSource::resolve(kPlatform);
    request.platformKey = kPlatform;
    request.transforms = {kTransform};
    request.policyName = kPolicy;
    request.parameters = {{"gamma", "2"}};
    RunWorker worker(request);
    worker.execute();
    if (!worker.outcome().error.empty())
        qFatal("workbench run failed: %s", worker.outcome().error.c_str());
    // What RunLibrary::storeRun does on its thread.
    return store.add(StoredRunConversion::toStored(*worker.outcome().snapshot, "2026-11-25T10:00:00Z", 1.0));
}

std::int64_t storeFromCli(const QString& storePath)
{
    const CliProcess::Result result = CliProcess::run(
        {"run", "--trace", QString::fromStdString(tracePath()), "--platform", QString::fromStdString(kPlatform),
         "--policy", QString::fromStdString(kPolicy), "--param", "gamma=2", "--transform",
         QString::fromStdString(kTransform), "--json", "--db", storePath});
    if (result.exitCode != 0)
        qFatal("schedlab-cli run failed: %s", qPrintable(result.err));
    return CliJson::parseObject(result.out)["stored"].toObject()["id"].toInt();
}

SweepReport sweep(const std::string& storePath)
{
    TraceCache cache;
    const RunSpec spec{tracePath(), {kTransform}, kPlatform, kPolicy, {{"gamma", "2"}}, 0, "agreement", "sweep run"};
    SweepOptions options;
    options.storePath = storePath;
    options.jobs = 1;
    SweepRunner runner(cache, {spec}, options);
    return runner.run();
}

void compareStored(const StoredRun& a, const StoredRun& b)
{
    QCOMPARE(a.runKey, b.runKey);
    QCOMPARE(a.description, b.description);
    QVERIFY(a.jobs == b.jobs);
    QCOMPARE(a.samples.size(), b.samples.size());
    for (std::size_t i = 0; i < a.samples.size(); ++i) {
        QCOMPARE(a.samples[i].time, b.samples[i].time);
        QCOMPARE(a.samples[i].busyNodes, b.samples[i].busyNodes);
    }
    // Every metric but the scheduler's CPU time, which is measured, not simulated.
    QCOMPARE(a.metrics.size(), b.metrics.size());
    for (std::size_t i = 0; i < a.metrics.size(); ++i) {
        QCOMPARE(a.metrics[i].first, b.metrics[i].first);
        if (a.metrics[i].first != kMeasuredMetric)
            QCOMPARE(a.metrics[i].second, b.metrics[i].second);
    }
}

}  // namespace

class AppRunAgreementTest : public QObject {
    Q_OBJECT

private slots:
    void workbenchCliAndSweepStoreTheSameRun()
    {
        const QTemporaryDir dir;
        const std::string workbenchStore = dir.filePath("workbench.sqlite").toStdString();
        const std::string cliStore = dir.filePath("cli.sqlite").toStdString();
        const std::string sweepStore = dir.filePath("sweep.sqlite").toStdString();

        std::int64_t workbenchId = 0;
        {
            RunStore store(workbenchStore);
            workbenchId = storeFromWorkbench(store);
        }
        const std::int64_t cliId = storeFromCli(QString::fromStdString(cliStore));
        const SweepReport report = sweep(sweepStore);
        QCOMPARE(report.outcomes.size(), std::size_t(1));
        QCOMPARE(report.outcomes[0].status, RunOutcome::Status::Completed);

        const StoredRun workbench = RunStore(workbenchStore).load(workbenchId);
        const StoredRun cli = RunStore(cliStore).load(cliId);
        const StoredRun swept = RunStore(sweepStore).load(report.outcomes[0].run.id);
        compareStored(workbench, cli);
        compareStored(workbench, swept);
        // The normalised parameters are complete, not just what was given.
        QVERIFY(workbench.description.parameters.size() > 1);
        QCOMPARE(workbench.description.parameters.at("gamma"), std::string("2"));
    }

    void sweepSkipsWhatTheWorkbenchStored()
    {
        const QTemporaryDir dir;
        const std::string path = dir.filePath("shared.sqlite").toStdString();
        std::int64_t workbenchId = 0;
        {
            RunStore store(path);
            workbenchId = storeFromWorkbench(store);
        }
        const SweepReport report = sweep(path);
        QCOMPARE(report.outcomes.size(), std::size_t(1));
        QCOMPARE(report.outcomes[0].status, RunOutcome::Status::Skipped);
        QCOMPARE(report.outcomes[0].run.id, workbenchId);
    }
};

QTEST_MAIN(AppRunAgreementTest)
#include "AppRunAgreementTest.moc"
