// Conservative backfilling must never stop scheduling on a valid workload.
//
// The bug this guards against: ListPolicy does not ask its start strategy
// while nothing waits, so a job that ended then was never seen as a
// completion. The next submission was planned on the old availability
// profile, behind the job that had already ended, at a time when nothing
// else happens, and the run aborted with "the policy stopped scheduling".
// Long estimates made it likely (the phantom job's planned end lay far
// beyond every real event). Every conservative variant shares the
// strategy, so every one is run here.

#include "engine/SimulationError.h"
#include "platform/PlatformCatalog.h"
#include "support/PolicyRuns.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"
#include "validation/ScheduleValidator.h"
#include "workload/SwfReader.h"

#include <QTest>

#include <array>
#include <random>

using namespace schedlab;
using namespace schedlab::test;

namespace {

const QStringList kConservativeVariants = {QStringLiteral("conservative"), QStringLiteral("psrs-cons"),
                                           QStringLiteral("smart-ffia-cons"),
                                           QStringLiteral("smart-nfiw-cons")};

void addVariantRows()
{
    QTest::addColumn<QString>("policy");
    for (const QString& policy : kConservativeVariants)
        QTest::newRow(qPrintable(policy)) << policy;
}

// Runs the policy; a stall or any other simulation error fails the test
// with its message instead of escaping as an exception.
bool runsToTheEnd(const std::string& policy, const Workload& workload, const Platform& platform,
                  SimulationResult& result, std::string& error)
{
    try {
        result = runPolicy(policy, workload, platform);
    } catch (const SimulationError& e) {
        error = e.what();
        return false;
    }
    return true;
}

// A random small workload whose jobs often arrive at an empty queue (long
// gaps), with estimates drawn from one of the shapes that matter: one long
// uniform estimate for every job (as an administrator's default limit),
// generous random estimates, exact ones, and estimates shorter than the run
// time (overruns).
Workload randomWorkload(std::mt19937_64& random, int machineNodes)
{
    enum class Shape { Uniform, Generous, Exact, Overrun, ShapeCount };
    const auto shape = Shape(std::uniform_int_distribution<int>(0, int(Shape::ShapeCount) - 1)(random));
    const Time uniformEstimate = std::uniform_int_distribution<Time>(1'000, 90'000)(random);
    std::uniform_int_distribution<int> jobCount(2, 30);
    std::uniform_int_distribution<int> width(1, machineNodes);
    std::uniform_int_distribution<Time> runTime(0, 2'000);
    std::uniform_int_distribution<Time> gap(0, 3'000);
    std::uniform_int_distribution<Time> slack(0, 5'000);

    Workload workload = makeWorkload({});
    Time submit = 0;
    const int n = jobCount(random);
    for (int i = 0; i < n; ++i) {
        submit += gap(random);
        const Time run = runTime(random);
        Time estimate = run;
        switch (shape) {
        case Shape::Uniform:
            estimate = std::max(run, uniformEstimate);
            break;
        case Shape::Generous:
            estimate = run + slack(random);
            break;
        case Shape::Exact:
            break;
        case Shape::Overrun:
            estimate = run / 2;
            break;
        case Shape::ShapeCount:
            break;
        }
        Job job;
        job.id = i + 1;
        job.submit = submit;
        job.runTime = run;
        job.estimate = estimate;
        job.nodes = width(random);
        job.user = 1;
        job.sourceLine = i + 1;
        workload.jobs.push_back(job);
    }
    workload.report.jobsLoaded = n;
    return workload;
}

}  // namespace

class ConservativeStallTest : public QObject {
    Q_OBJECT

private slots:
    // 4 nodes. Job 1 (1 node, runs 5 s, estimate 100 s) starts at 0 and ends
    // at 5 while nothing waits. Job 2 needs all 4 nodes at 10: they are all
    // free, so it starts at 10. The stale plan had reserved it at 100.
    void jobEndingWhileNothingWaits_data() { addVariantRows(); }
    void jobEndingWhileNothingWaits()
    {
        QFETCH(QString, policy);
        const Workload w = makeWorkload({{0, 5, 1, 100}, {10, 5, 4, 100}});
        const Platform p = PlatformCatalog::singleMachine(4);
        SimulationResult r;
        std::string error;
        QVERIFY2(runsToTheEnd(policy.toStdString(), w, p, r, error), error.c_str());
        verifySchedule(w, p, r, {{0, 5}, {10, 15}});
    }

    // The reported case: the first 68 jobs of February 1997 from CTC with
    // every estimate set to 86,400 s, on 256 nodes.
    void reportedCtcCase_data() { addVariantRows(); }
    void reportedCtcCase()
    {
        QFETCH(QString, policy);
        const Workload w = SwfReader().readFile(SCHEDLAB_TEST_DATA_DIR "/conservative-stall-68jobs.swf");
        QCOMPARE(w.jobs.size(), std::size_t(68));
        const Platform p = PlatformCatalog::singleMachine(256);
        SimulationResult r;
        std::string error;
        QVERIFY2(runsToTheEnd(policy.toStdString(), w, p, r, error), error.c_str());
        const ValidationReport report = ScheduleValidator::validate(w, p, r);
        QVERIFY2(report.ok(), report.toText().c_str());
    }

    // 4 nodes at half speed: job 1 (all nodes, estimate 100 s) runs until
    // 200 there. Job 2 (2 nodes, estimate 10 s, so 20 s here) waits for it;
    // job 3 arrives at 100. A plan of unscaled estimates reserved job 2 at
    // 100, and the pass at 100 started it on nodes job 1 still held: the
    // run failed with "machine has only 0 free". Both start at 200.
    void slowMachineScalesTheEstimates_data() { addVariantRows(); }
    void slowMachineScalesTheEstimates()
    {
        QFETCH(QString, policy);
        const Workload w = makeWorkload({{0, 100, 4, 100}, {1, 10, 2, 10}, {100, 5, 1, 5}});
        const Platform p("slow", {{"slow", 4, 0.5}});
        SimulationResult r;
        std::string error;
        QVERIFY2(runsToTheEnd(policy.toStdString(), w, p, r, error), error.c_str());
        verifySchedule(w, p, r, {{0, 200}, {200, 220}, {200, 210}});
    }

    // Property: on random small workloads every conservative variant
    // finishes every job and the validator finds nothing, on machines of
    // the trace's speed, slower and faster.
    void randomWorkloadsFinish_data() { addVariantRows(); }
    void randomWorkloadsFinish()
    {
        QFETCH(QString, policy);
        constexpr int kCases = 300;
        constexpr int kMachineNodes = 16;
        constexpr std::array<double, 3> kSpeeds{1.0, 0.5, 1.5};
        for (int seed = 0; seed < kCases; ++seed) {
            const double speed = kSpeeds[std::size_t(seed) % kSpeeds.size()];
            const Platform p("m", {{"m", kMachineNodes, speed}});
            std::mt19937_64 random(std::uint64_t(seed) + 1);
            const Workload w = randomWorkload(random, kMachineNodes);
            SimulationResult r;
            std::string error;
            QVERIFY2(runsToTheEnd(policy.toStdString(), w, p, r, error),
                     qPrintable(QStringLiteral("seed %1: %2").arg(seed).arg(QString::fromStdString(error))));
            for (const JobOutcome& job : r.jobs)
                QVERIFY2(job.end >= job.start && job.start >= 0, qPrintable(QStringLiteral("seed %1").arg(seed)));
            const ValidationReport report = ScheduleValidator::validate(w, p, r);
            QVERIFY2(report.ok(), qPrintable(QStringLiteral("seed %1: ").arg(seed) +
                                             QString::fromStdString(report.toText())));
        }
    }
};

QTEST_GUILESS_MAIN(ConservativeStallTest)
#include "ConservativeStallTest.moc"
