// The qualitative findings of Vanderster (2008), ch. 7, on experiment 7 as
// the utility-ft study runs it: one-processor tasks at t = 0 with 12 options
// (ft-options:4:SEED) on the medium grid with seeded cluster speeds, FCFS
// (ft-fcfs) against the non-preemptive utility allocation with Value,
// Value/Cost and Value/ERT every 100 s, a few seeds per task count. About
// 10 % of the tasks fault; FCFS spreads them over the three techniques;
// Value fails least; Value orders the starts by credit (a strongly negative
// value-delay correlation) and FCFS does not. The least credit at which each
// technique is chosen is printed, not tested: the thesis's "replication at
// about twice the credit of retry" does not hold here (docs/status.md).

#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "run/GeneratedTrace.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

#include <array>
#include <cmath>
#include <limits>
#include <map>

using namespace schedlab;

namespace {

constexpr std::array kSeeds = {1, 2, 3};
const std::array<std::string, 4> kSchemes = {"FCFS", "Value", "Value/Cost", "Value/ERT"};

// One run's numbers, and the least credit of the tasks run with each
// technique (ch. 7: the minimum value at which a technique is selected).
struct Outcome {
    MetricsReport metrics;
    std::array<double, 3> leastCredit{};
    std::array<int, 3> count{};
};

Outcome run(const std::string& scheme, int n, int seed)
{
    const std::string s = std::to_string(seed);
    Workload w = *GeneratedTrace::load("generate:utility-values:jobs=" + std::to_string(n) + ",seed=" + s)->workload;
    (void)applyTransforms(w, {"ft-options:4:" + s});
    const Platform p = *PlatformCatalog::preset("vanderster-medium-speeds-" + s);
    ParameterValues values = {{"seed", s}};
    std::string policy = "ft-fcfs";
    if (scheme != "FCFS") {
        policy = "utility";
        const std::map<std::string, std::string> forms = {
            {"Value", "ft-value"}, {"Value/Cost", "ft-value-cost"}, {"Value/ERT", "ft-value-ert"}};
        values = {{"utility", forms.at(scheme)}, {"period", "0.0277777777777778"}, {"preempt", "false"}};
    }
    const PolicyRegistry registry;
    auto instance = registry.create(policy, values, w.ticksPerSecond);
    SimulationOptions options;
    options.faultSeed = std::uint64_t(seed);  // as the study's runs: each seed its own faults
    const SimulationResult r = simulate(w, p, *instance, options);
    Outcome out;
    out.metrics = MetricsCalculator::compute(w, p, r);
    out.leastCredit.fill(std::numeric_limits<double>::infinity());
    for (std::size_t i = 0; i < w.jobs.size(); ++i) {
        const auto technique = std::size_t(w.jobs[i].options[std::size_t(r.jobs[i].option)].recovery);
        out.leastCredit[technique] = std::min(out.leastCredit[technique], w.jobs[i].value);
        ++out.count[technique];
    }
    return out;
}

// Means over kSeeds of each scheme at n tasks.
struct Means {
    double faulted = 0;
    double failed = 0;
    double correlation = 0;
    std::array<double, 3> share{};
    std::array<double, 3> leastCredit{};  // mean over the seeds that chose the technique
    std::array<int, 3> seedsChoosing{};
};

Means means(const std::string& scheme, int n)
{
    Means m;
    for (const int seed : kSeeds) {
        const Outcome o = run(scheme, n, seed);
        m.faulted += double(o.metrics.faultedJobs) / n / double(kSeeds.size());
        m.failed += double(o.metrics.failedJobs) / n / double(kSeeds.size());
        m.correlation += o.metrics.valueDelayCorrelation / double(kSeeds.size());
        for (std::size_t t = 0; t < 3; ++t) {
            m.share[t] += double(o.count[t]) / n / double(kSeeds.size());
            if (o.count[t] > 0) {
                m.leastCredit[t] += o.leastCredit[t];
                ++m.seedsChoosing[t];
            }
        }
    }
    for (std::size_t t = 0; t < 3; ++t)
        m.leastCredit[t] = m.seedsChoosing[t] > 0 ? m.leastCredit[t] / m.seedsChoosing[t] : 0;
    qInfo("%-10s n=%3d: faulted %5.1f %%, failed %5.1f %%, value-delay r %6.3f, none/retry/replica %4.1f/%4.1f/%4.1f "
          "%%, least credit retry %7.0f replica %7.0f",
          scheme.c_str(), n, 100 * m.faulted, 100 * m.failed, m.correlation, 100 * m.share[0], 100 * m.share[1],
          100 * m.share[2], m.leastCredit[1], m.leastCredit[2]);
    return m;
}

}  // namespace

class FaultToleranceFindingsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        for (const int n : {20, 160, 640}) {
            for (const std::string& scheme : kSchemes)
                m_means[{scheme, n}] = means(scheme, n);
        }
    }

    // Ch. 7: about 10 % of the tasks fault, whatever the scheme (f ~
    // N(0.1, 0.05), one fault at most per task).
    void aboutTenPercentFault()
    {
        for (const auto& [key, m] : m_means) {
            if (key.second >= 160)
                QVERIFY2(m.faulted > 0.07 && m.faulted < 0.13, qPrintable(QString::fromStdString(key.first)));
        }
    }

    // Ch. 7: FCFS takes every technique about a third of the time while
    // the grid has room (n = 160 on 192 processors). Not at n = 640: once
    // the grid is full a freed processor fits no replica, so replicas fall
    // to about 11 % (46 / 43 / 11 % on these seeds; docs/status.md).
    void fcfsSpreadsTasksOverTheTechniques()
    {
        for (const double share : m_means.at({"FCFS", 160}).share)
            QVERIFY(share > 0.25 && share < 0.42);
        QVERIFY(m_means.at({"FCFS", 640}).share[2] < 0.2);
    }

    // Ch. 7: Value has the fewest failures (the thesis: except at the
    // largest n; here at every n: Value always takes retry, whose utility v
    // ties with the replica's and needs fewer processors).
    void valueFailsLeast()
    {
        for (const int n : {20, 160, 640}) {
            QCOMPARE(m_means.at({"Value", n}).failed, 0.0);
            for (const std::string& scheme : kSchemes)
                QVERIFY2(m_means.at({"Value", n}).failed <= m_means.at({scheme, n}).failed, scheme.c_str());
        }
    }

    // Ch. 7: Value starts the valuable tasks first: a strongly negative
    // value-delay correlation where tasks must wait (n = 640 on 192
    // processors; with fewer tasks than processors every task starts at 0
    // and the correlation is 0); FCFS's is near 0.
    void valueOrdersStartsByCredit()
    {
        QVERIFY(m_means.at({"Value", 640}).correlation < -0.5);
        QVERIFY(std::abs(m_means.at({"FCFS", 640}).correlation) < 0.15);
    }

private:
    std::map<std::pair<std::string, int>, Means> m_means;
};

QTEST_APPLESS_MAIN(FaultToleranceFindingsTest)
#include "FaultToleranceFindingsTest.moc"
