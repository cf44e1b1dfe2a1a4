// The pieces of the fault-tolerance experiment of Vanderster (2008), ch. 7:
// the ft-options transform (12 options per task, f per task and cluster),
// the medium grid with seeded cluster speeds, and the ch. 7 FCFS baseline
// (a random option among those that fit, the head blocks) on a hand-made
// case with an exact schedule.

#include "generators/SampleStatistics.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "run/GeneratedTrace.h"
#include "support/PolicyRuns.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

#include <array>

using namespace schedlab;
using namespace schedlab::test;

namespace {

Workload valueTasks(int n, int seed)
{
    return *GeneratedTrace::load("generate:utility-values:jobs=" + std::to_string(n) + ",seed=" +
                                 std::to_string(seed))
                ->workload;
}

Workload withOptions(Workload w, const std::string& spec)
{
    (void)applyTransforms(w, {spec});
    return w;
}

// A one-node option on `machine` with `recovery`.
JobOption option(MachineIndex machine, Recovery recovery, Time length)
{
    JobOption o = makeOption(1, length);
    o.machine = machine;
    o.recovery = recovery;
    return o;
}

}  // namespace

class FaultToleranceTest : public QObject {
    Q_OBJECT

private slots:
    // Every task gets cluster k x (none, retry, replica) in that order, its
    // own width, length and credit, and one f in (0, 1) per cluster.
    void ftOptionsGiveTwelveOptionsPerTask()
    {
        const Workload plain = valueTasks(200, 3);
        const Workload w = withOptions(plain, "ft-options:4:3");
        QCOMPARE(w.transforms.back(), std::string("ft-options:4:3"));
        std::vector<double> f;
        for (std::size_t i = 0; i < w.jobs.size(); ++i) {
            const Job& job = w.jobs[i];
            QCOMPARE(job.options.size(), std::size_t(12));
            for (std::size_t j = 0; j < 12; ++j) {
                const JobOption& o = job.options[j];
                QCOMPARE(o.machine, MachineIndex(j / 3));
                QCOMPARE(o.recovery, (std::array{Recovery::None, Recovery::Retry, Recovery::Replica})[j % 3]);
                QCOMPARE(o.nodes, 1);
                QCOMPARE(o.runTime, plain.jobs[i].runTime);
                QCOMPARE(o.estimate, plain.jobs[i].estimate);
                QCOMPARE(o.value, plain.jobs[i].value);
                QCOMPARE(o.faultProbability, job.options[j / 3 * 3].faultProbability);
                QVERIFY(o.faultProbability > 0 && o.faultProbability < 1);
            }
            for (std::size_t k = 0; k < 4; ++k)
                f.push_back(job.options[3 * k].faultProbability);
        }
        // N(0.1, 0.05) cut at 0 has a mean a little above 0.1 (0.101).
        const double mean = SampleStatistics::mean(f);
        QVERIFY2(mean > 0.095 && mean < 0.11, qPrintable(QString::number(mean)));
        QVERIFY(f[0] != f[1]);
        // Deterministic per seed; another seed draws other f.
        const Workload again = withOptions(plain, "ft-options:4:3");
        for (std::size_t i = 0; i < w.jobs.size(); ++i)
            QVERIFY(again.jobs[i].options == w.jobs[i].options);
        QVERIFY(withOptions(plain, "ft-options:4:4").jobs[0].options[0].faultProbability != f[0]);
        // SIGMA = 0: every f is exactly 0.1; the spec keeps a SIGMA other than the default.
        const Workload fixed = withOptions(plain, "ft-options:2:3:0");
        QCOMPARE(fixed.transforms.back(), std::string("ft-options:2:3:0"));
        QCOMPARE(fixed.jobs[5].options.size(), std::size_t(6));
        QCOMPARE(fixed.jobs[5].options[4].faultProbability, 0.1);
    }

    // The medium grid's clusters with speeds in [0.5, 1.5], the same for a
    // seed and different between seeds.
    void mediumGridWithSeededSpeeds()
    {
        const auto p = PlatformCatalog::preset("vanderster-medium-speeds-7");
        QVERIFY(p.has_value());
        QCOMPARE(p->machineCount(), 4);
        const std::array nodes = {16, 16, 32, 128};
        for (MachineIndex k = 0; k < 4; ++k) {
            QCOMPARE(p->machine(k).nodes, nodes[std::size_t(k)]);
            QVERIFY(p->machine(k).speed >= 0.5 && p->machine(k).speed <= 1.5);
        }
        QCOMPARE(p->machine(3).name, std::string("vanderster-medium-speeds-7-4"));
        QVERIFY(p->machine(0).speed != p->machine(1).speed);
        QCOMPARE(PlatformCatalog::preset("vanderster-medium-speeds-7")->machine(2).speed, p->machine(2).speed);
        QVERIFY(PlatformCatalog::preset("vanderster-medium-speeds-8")->machine(2).speed != p->machine(2).speed);
        std::string error;
        QVERIFY(!PlatformCatalog::preset("vanderster-medium-speeds-x", error));
        QVERIFY2(error.find("seed must be a whole number") != std::string::npos, error.c_str());
    }

    // A: 1 node, B: 2 nodes, speed 1. Task 1 has only a replica on B and
    // takes both its nodes, 0-100. Task 2 (none on A, retry on B) fits only
    // on A: 0-50. Task 3 (none or retry on B) fits nowhere until B frees at
    // 100; task 4 (none on A) waits behind it although A is free from 50:
    // both start at 100.
    void ftFcfsTakesAnOptionThatFitsAndBlocks()
    {
        Workload w = makeWorkload({{0, 100, 1}, {0, 50, 1}, {0, 10, 1}, {0, 10, 1}});
        w.jobs[0].options = {option(1, Recovery::Replica, 100)};
        w.jobs[1].options = {option(0, Recovery::None, 50), option(1, Recovery::Retry, 50)};
        w.jobs[2].options = {option(1, Recovery::None, 10), option(1, Recovery::Retry, 10)};
        w.jobs[3].options = {option(0, Recovery::None, 10)};
        const Platform p("ab", {{"A", 1, 1.0}, {"B", 2, 1.0}});
        for (const char* seed : {"1", "2", "3"}) {
            const SimulationResult r = runPolicy("ft-fcfs", w, p, {{"seed", seed}});
            verifySchedule(w, p, r, {{0, 100}, {0, 50}, {100, 110}, {100, 110}});
            QCOMPARE(r.jobs[0].nodes.size(), 2);
            QCOMPARE(r.jobs[1].option, 0);
            QCOMPARE(r.jobs[2].machine, MachineIndex(1));
            QCOMPARE(r.jobs[3].machine, MachineIndex(0));
        }
    }

    // With room for every option the choice is uniform: on the medium grid
    // with ft-options 160 tasks take each technique about a third of the
    // time (Vanderster 2008, ch. 7: FCFS spreads tasks over the three), and
    // the same seed gives the same schedule.
    void ftFcfsSpreadsTasksOverTheTechniques()
    {
        const Workload w = withOptions(valueTasks(160, 5), "ft-options:4:5");
        const Platform p = *PlatformCatalog::preset("vanderster-medium-speeds-5");
        const SimulationResult r = runPolicy("ft-fcfs", w, p, {{"seed", "5"}});
        const MetricsReport m = MetricsCalculator::compute(w, p, r);
        qInfo("ft-fcfs at n = 160: %lld retry, %lld replica", static_cast<long long>(m.retryJobs),
              static_cast<long long>(m.replicaJobs));
        for (const std::int64_t count : {m.retryJobs, m.replicaJobs, 160 - m.retryJobs - m.replicaJobs})
            QVERIFY(count > 35 && count < 72);
        QVERIFY(sameSchedule(r, runPolicy("ft-fcfs", w, p, {{"seed", "5"}})));
        QVERIFY(!sameSchedule(r, runPolicy("ft-fcfs", w, p, {{"seed", "6"}})));
    }
};

QTEST_APPLESS_MAIN(FaultToleranceTest)
#include "FaultToleranceTest.moc"
