// Replications: a generated workload drawn anew per seed, named so it can be
// drawn again, and the mean and standard error of a configuration repeated
// over seeds.

#include "run/GeneratedTrace.h"
#include "sweep/ReplicationSummary.h"
#include "workload/SwfReader.h"
#include "workload/Workload.h"

#include <QtTest>

#include <cmath>

using namespace schedlab;

namespace {

RunSpec run(const std::string& policy, std::uint64_t seed, std::string trace = "generate:utility-values:jobs=20")
{
    RunSpec spec;
    spec.tracePath = GeneratedTrace::withSeed(trace, seed);
    spec.platform = "single:8";
    spec.policy = policy;
    spec.seed = seed;
    spec.name = policy + " · seed " + std::to_string(seed);
    return spec;
}

RunOutcome measured(double awrt, RunOutcome::Status status = RunOutcome::Status::Completed)
{
    RunOutcome outcome;
    outcome.status = status;
    outcome.run.metrics = {{"awrt", awrt}};
    return outcome;
}

}  // namespace

class ReplicationTest : public QObject {
    Q_OBJECT

private slots:
    void seedIsAddedUnlessGiven()
    {
        QCOMPARE(GeneratedTrace::withSeed("generate:site-poisson", 4), std::string("generate:site-poisson:seed=4"));
        QCOMPARE(GeneratedTrace::withSeed("generate:site-poisson:jobs=50", 4),
                 std::string("generate:site-poisson:jobs=50,seed=4"));
        QCOMPARE(GeneratedTrace::withSeed("generate:site-poisson:seed=9,jobs=50", 4),
                 std::string("generate:site-poisson:seed=9,jobs=50"));
        QCOMPARE(GeneratedTrace::withSeed("traces/ctc.swf", 4), std::string("traces/ctc.swf"));
    }

    void sameSpecDrawsTheSameJobs()
    {
        const TracePtr a = GeneratedTrace::load("generate:utility-values:jobs=30,seed=1");
        const TracePtr b = GeneratedTrace::load("generate:utility-values:jobs=30,seed=1");
        const TracePtr c = GeneratedTrace::load("generate:utility-values:jobs=30,seed=2");
        QCOMPARE(a->workload->jobs.size(), std::size_t(30));
        QCOMPARE(a->sha256, b->sha256);
        QVERIFY(a->sha256 != c->sha256);
        QCOMPARE(a->path, std::string("generate:utility-values:jobs=30,seed=1"));
        QCOMPARE(Trace::load("generate:utility-values:jobs=30,seed=1")->sha256, a->sha256);
    }

    // A list value keeps its commas; the next NAME=VALUE ends it.
    void listValuesKeepTheirCommas()
    {
        const TracePtr trace = GeneratedTrace::load("generate:site-poisson:jobs=50,speeds=700,300,seed=2");
        MachineIndex widest = 0;
        for (const Job& job : trace->workload->jobs)
            widest = std::max(widest, job.originSite);
        QCOMPARE(widest, MachineIndex(1));  // two sites
        QCOMPARE(GeneratedTrace::withSeed("generate:site-poisson:speeds=700,300", 4),
                 std::string("generate:site-poisson:speeds=700,300,seed=4"));
    }

    void badSpecsNameTheSpec_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<QString>("message");
        QTest::newRow("no model") << "generate:" << "no model named";
        QTest::newRow("unknown model") << "generate:nope" << "unknown model 'nope' (known: site-poisson";
        QTest::newRow("not name=value") << "generate:site-poisson:jobs" << "'jobs' is not NAME=VALUE";
        QTest::newRow("twice") << "generate:site-poisson:jobs=5,jobs=6" << "parameter 'jobs' is given twice";
        QTest::newRow("bad value") << "generate:site-poisson:jobs=many" << "jobs";
        QTest::newRow("list without a name") << "generate:site-poisson:5,jobs=3" << "'5' is not NAME=VALUE";
    }

    void badSpecsNameTheSpec()
    {
        QFETCH(QString, spec);
        QFETCH(QString, message);
        try {
            (void)GeneratedTrace::load(spec.toStdString());
            QFAIL("no error");
        } catch (const TraceError& e) {
            const QString what = QString::fromStdString(e.what());
            QVERIFY2(what.startsWith("generated workload '" + spec + "': "), qPrintable(what));
            QVERIFY2(what.contains(message), qPrintable(what));
        }
    }

    // fcfs over seeds 1-3 measured 10, 20 and 30: mean 20, sample standard
    // deviation 10, standard error 10 / sqrt(3). A failed run is not
    // measured; a configuration with one run has no error.
    void meanAndStandardErrorPerConfiguration()
    {
        const std::vector<RunSpec> runs = {run("fcfs", 1), run("easy", 1), run("fcfs", 2), run("fcfs", 3),
                                           run("fcfs", 4)};
        const std::vector<RunOutcome> outcomes = {measured(10), measured(7), measured(20), measured(30),
                                                  measured(1000, RunOutcome::Status::Failed)};
        const std::vector<ReplicationGroup> groups = ReplicationSummary::of(runs, outcomes, {"awrt"});
        QCOMPARE(groups.size(), std::size_t(2));
        QCOMPARE(groups[0].name, std::string("fcfs"));
        QCOMPARE(groups[0].runs, (std::vector<std::size_t>{0, 2, 3, 4}));
        QCOMPARE(groups[0].measured, std::size_t(3));
        QCOMPARE(groups[0].metrics.at("awrt").mean, 20.0);
        QVERIFY(std::abs(groups[0].metrics.at("awrt").standardError - 10.0 / std::sqrt(3.0)) < 1e-12);
        QCOMPARE(groups[1].name, std::string("easy"));
        QCOMPARE(groups[1].measured, std::size_t(1));
        QCOMPARE(groups[1].metrics.at("awrt").mean, 7.0);
        QCOMPARE(groups[1].metrics.at("awrt").standardError, 0.0);
    }

    // Runs on different files are different configurations, whatever the seed.
    void differentTracesAreDifferentConfigurations()
    {
        const std::vector<RunSpec> runs = {run("fcfs", 1, "a.swf"), run("fcfs", 2, "a.swf"), run("fcfs", 1, "b.swf")};
        const auto groups = ReplicationSummary::of(runs, {measured(1), measured(3), measured(5)}, {"awrt"});
        QCOMPARE(groups.size(), std::size_t(2));
        QCOMPARE(groups[0].metrics.at("awrt").mean, 2.0);
        QCOMPARE(groups[0].metrics.at("awrt").standardError, 1.0);
    }
};

QTEST_APPLESS_MAIN(ReplicationTest)
#include "ReplicationTest.moc"
