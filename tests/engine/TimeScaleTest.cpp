// Time is counted in integer ticks of 1 / Workload::ticksPerSecond seconds.
// A workload whose times are all whole seconds must give the same schedule
// at any tick: every start and end scaled by the tick, and the same metrics
// in seconds. Run for every registered policy on a CTC month, this catches
// any place that still takes a tick for a second (a parameter in seconds, a
// constant, a metric) -- and it checks that the whole-second schedules are
// exactly today's.

#include "engine/SimulationError.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "support/PolicyRuns.h"
#include "support/TraceFiles.h"
#include "validation/ScheduleValidator.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kNodes = 256;
constexpr std::int64_t kMillisecondTicks = 1000;
// Metrics are sums of the same numbers in another order of magnitude:
// equal up to rounding.
constexpr double kRelativeTolerance = 1e-9;

Workload inTicks(Workload workload, std::int64_t ticksPerSecond)
{
    workload.ticksPerSecond = ticksPerSecond;
    for (Job& job : workload.jobs) {
        job.submit *= ticksPerSecond;
        job.runTime *= ticksPerSecond;
        job.estimate *= ticksPerSecond;
    }
    return workload;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= kRelativeTolerance * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

}  // namespace

class TimeScaleTest : public QObject {
    Q_OBJECT

    Workload m_month;
    Platform m_platform;
    // For policies whose tasks take one CPU each (qos-meta): the serial jobs.
    Workload m_serialMonth;
    // For the grid policies: the same jobs, assigned to the sites of m256.
    Workload m_gridMonth;
    Platform m_grid;

    // Checks `name` at a 1 ms tick against whole seconds on `workload`.
    void verifyScaleInvariant(const std::string& name, const Workload& workload, const Platform& platform,
                              const SimulationResult& seconds);

private slots:
    void initTestCase()
    {
        m_month = SwfReader().readFile(bundledCtcTrace().toStdString());
        // Exact estimates: a job past its estimate is taken to end at the
        // next tick, which is finer at a finer tick -- by design, not scale
        // invariant.
        applyTransforms(m_month, {"drop-wider:256", "month:1996-08", "exact-estimates", "range:1:1500"});
        m_platform = PlatformCatalog::singleMachine(kNodes);
        m_serialMonth = m_month;
        applyTransforms(m_serialMonth, {"drop-wider:1"});
        m_grid = *PlatformCatalog::preset("m256");
        m_gridMonth = m_month;
        applyTransforms(m_gridMonth, {"sites:round-robin"}, &m_grid);
    }

    void everyPolicyIsScaleInvariant_data()
    {
        QTest::addColumn<QString>("policy");
        const PolicyRegistry registry;
        for (const PolicyInfo& info : registry.policies())
            QTest::newRow(info.name.c_str()) << QString::fromStdString(info.name);
    }

    void everyPolicyIsScaleInvariant()
    {
        QFETCH(QString, policy);
        const std::string name = policy.toStdString();
        if (PolicyRegistry().create(name)->widestRunnableJob(m_platform) == 1) {
            verifyScaleInvariant(name, m_serialMonth, m_platform, runPolicy(name, m_serialMonth, m_platform));
            return;
        }
        try {
            verifyScaleInvariant(name, m_month, m_platform, runPolicy(name, m_month, m_platform));
            return;
        } catch (const ConfigurationError&) {
            // Not a single-machine policy: a grid policy, tried below.
        }
        try {
            verifyScaleInvariant(name, m_gridMonth, m_grid, runPolicy(name, m_gridMonth, m_grid));
        } catch (const ConfigurationError& error) {
            QFAIL(error.what());
        }
    }
};

void TimeScaleTest::verifyScaleInvariant(const std::string& name, const Workload& workload,
                                         const Platform& platform, const SimulationResult& seconds)
{
    const Workload fine = inTicks(workload, kMillisecondTicks);
    SimulationResult ticks;
    try {
        ticks = runPolicy(name, fine, platform);
    } catch (const ConfigurationError& error) {
        // Only the economic policies, whose prices are formulas over
        // seconds, may refuse a finer tick -- and must say so.
        QVERIFY2(std::string(error.what()).find("whole seconds") != std::string::npos, error.what());
        QVERIFY2(name.starts_with("economic"), error.what());
        return;
    }
    // A time-slicing policy keeps a suspended job resident per slice.
    const std::size_t residents =
        PolicyRegistry().create(name, {}, fine.ticksPerSecond)->residentJobsPerNode();
    const ValidationReport report = ScheduleValidator::validate(fine, platform, ticks, residents);
    QVERIFY2(report.ok(), report.toText().c_str());
    QCOMPARE(ticks.jobs.size(), seconds.jobs.size());
    for (std::size_t i = 0; i < seconds.jobs.size(); ++i) {
        const JobOutcome& a = seconds.jobs[i];
        const JobOutcome& b = ticks.jobs[i];
        QVERIFY2(b.start == a.start * kMillisecondTicks && b.end == a.end * kMillisecondTicks,
                 qPrintable(QStringLiteral("job %1: %2..%3 s, but %4..%5 ms at a 1 ms tick")
                                .arg(workload.jobs[i].id)
                                .arg(a.start)
                                .arg(a.end)
                                .arg(b.start)
                                .arg(b.end)));
        QCOMPARE(b.nodes.toString(), a.nodes.toString());
        QCOMPARE(b.segments.size(), a.segments.size());
    }
    const MetricsReport x = MetricsCalculator::compute(workload, platform, seconds);
    const MetricsReport y = MetricsCalculator::compute(fine, platform, ticks);
    for (const MetricDefinition& metric : metricDefinitions()) {
        if (metric.key == "schedulerCpuSeconds")
            continue;
        QVERIFY2(close(metric.value(x), metric.value(y)),
                 qPrintable(QStringLiteral("%1: %2 at 1 s, %3 at 1 ms")
                                .arg(QString::fromStdString(metric.key))
                                .arg(metric.value(x))
                                .arg(metric.value(y))));
    }
}

QTEST_GUILESS_MAIN(TimeScaleTest)
#include "TimeScaleTest.moc"
