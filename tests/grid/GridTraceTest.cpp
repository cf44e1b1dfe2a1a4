// The grid schedulers on real data: the CTC extract 10_20k (Yahyapour (2002), ch. 5) on
// m128 (4 x 128 nodes) against one machine of 512 (m512). Checks the
// validator on every machine, work conservation, and the qualitative
// findings of Yahyapour (2002), ch. 5: job sharing beats local processing (on every
// configuration with several machines), multi-site with p = 0 comes close to
// m512, multi-site jobs are few but carry much of the work, and their number
// grows with the overhead p (over the thesis's range 0..60 % in steps of 5).

#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "policies/PolicyRegistry.h"
#include "support/TraceFiles.h"
#include "validation/ScheduleValidator.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

#include <future>
#include <map>
#include <vector>

using namespace schedlab;
using namespace schedlab::test;

namespace {

struct GridRun {
    std::string policy;
    ParameterValues parameters;
    std::string platform;
    std::vector<std::string> transforms;  // after extract:10_20k
};

struct GridResult {
    Workload workload;
    SimulationResult result;
    MetricsReport metrics;
    ValidationReport validation;
};

GridResult runGrid(const Workload& extract, const GridRun& run)
{
    GridResult out;
    out.workload = extract;
    const Platform platform = *PlatformCatalog::preset(run.platform);
    applyTransforms(out.workload, run.transforms, &platform);
    const PolicyRegistry registry;
    auto policy = registry.create(run.policy, run.parameters);
    out.result = simulate(out.workload, platform, *policy);
    out.metrics = MetricsCalculator::compute(out.workload, platform, out.result);
    out.validation = ScheduleValidator::validate(out.workload, platform, out.result);
    return out;
}

double work(const Workload& w)
{
    double sum = 0;
    for (const Job& job : w.jobs)
        sum += job.weight();
    return sum;
}

// Multi-site with p = 0 against one machine of 512: the thesis finds them
// close; here within 5 % of AWRT (measured: 0.1 %).
constexpr double kCloseToM512 = 0.05;
// "A small share of the jobs but a large share of the work": under 10 % of
// the jobs, and at least three times their share of the work.
constexpr double kSmallJobShare = 0.10;
constexpr double kWorkOverJobShare = 3.0;

// The overheads the thesis sweeps, in percent.
constexpr int kOverheadStep = 5;
constexpr int kMaxOverhead = 60;

// Least-squares slope of y over x: the trend of a noisy series.
double slope(const std::vector<double>& x, const std::vector<double>& y)
{
    const auto n = double(x.size());
    double sx = 0, sy = 0, sxx = 0, sxy = 0;
    for (std::size_t i = 0; i < x.size(); ++i) {
        sx += x[i];
        sy += y[i];
        sxx += x[i] * x[i];
        sxy += x[i] * y[i];
    }
    return (n * sxy - sx * sy) / (n * sxx - sx * sx);
}

}  // namespace

class GridTraceTest : public QObject {
    Q_OBJECT

    Workload m_extract;
    std::map<std::string, GridResult> m_runs;

private slots:
    void initTestCase()
    {
        m_extract = SwfReader().readFile(bundledCtcTrace().toStdString());
        applyTransforms(m_extract, {"extract:10_20k"});
        const std::map<std::string, GridRun> runs = {
            {"local", {"grid-local", {}, "m128", {"sites:round-robin", "wide:local"}}},
            {"sharing", {"grid-sharing", {}, "m128", {"sites:round-robin", "wide:largest"}}},
            {"multisite-0", {"grid-multisite", {{"overhead", "0"}}, "m128", {"sites:round-robin", "wide:keep"}}},
            {"multisite-40", {"grid-multisite", {{"overhead", "40"}}, "m128", {"sites:round-robin", "wide:keep"}}},
            {"easy-m512", {"easy", {}, "m512", {}}},
            {"sharing-m512", {"grid-sharing", {}, "m512", {"sites:round-robin"}}},
        };
        std::map<std::string, std::future<GridResult>> pending;
        for (const auto& [name, run] : runs)
            pending.emplace(name, std::async(std::launch::async, runGrid, std::cref(m_extract), run));
        for (auto& [name, future] : pending)
            m_runs.emplace(name, future.get());
    }

    void validOnEveryMachineAndWorkConserved()
    {
        for (const auto& [name, run] : m_runs) {
            QVERIFY2(run.validation.ok(), (name + ": " + run.validation.toText()).c_str());
            QCOMPARE(work(run.workload), work(m_extract));
            double perMachine = 0;
            for (const MachineMetrics& m : run.metrics.perMachine) {
                QVERIFY2(m.jobs > 0, name.c_str());
                perMachine += m.work;
            }
            // Executed work: the submitted work, plus the overhead of multi-site jobs.
            if (name != "multisite-40")
                QVERIFY(qAbs(perMachine - work(m_extract)) < 1e-6 * work(m_extract));
            else
                QVERIFY(perMachine > work(m_extract));
        }
    }

    // On one machine, job sharing is exactly EASY (the same EasyReservation).
    void sharingOnOneMachineIsEasy()
    {
        const SimulationResult& a = m_runs.at("sharing-m512").result;
        const SimulationResult& b = m_runs.at("easy-m512").result;
        for (std::size_t i = 0; i < a.jobs.size(); ++i) {
            QCOMPARE(a.jobs[i].start, b.jobs[i].start);
            QVERIFY(a.jobs[i].nodes == b.jobs[i].nodes);
            QVERIFY(a.jobs[i].reason == b.jobs[i].reason);
        }
    }

    void sharingBeatsLocal()
    {
        const double local = m_runs.at("local").metrics.awrt;
        const double sharing = m_runs.at("sharing").metrics.awrt;
        qInfo("AWRT local %.0f s, sharing %.0f s", local, sharing);
        QVERIFY(sharing < local);
        QVERIFY(m_runs.at("sharing").metrics.awwt < m_runs.at("local").metrics.awwt);
    }

    void multiSiteWithoutOverheadIsCloseToOneMachine()
    {
        const double multi = m_runs.at("multisite-0").metrics.awrt;
        const double single = m_runs.at("easy-m512").metrics.awrt;
        qInfo("AWRT multi-site p=0 %.0f s, m512 EASY %.0f s", multi, single);
        QVERIFY(qAbs(multi - single) <= kCloseToM512 * single);
        QVERIFY(multi < m_runs.at("sharing").metrics.awrt);
    }

    void multiSiteJobsAreFewButCarryMuchWork()
    {
        for (const char* name : {"multisite-0", "multisite-40"}) {
            const MetricsReport& m = m_runs.at(name).metrics;
            const double jobShare = double(m.multiSiteJobs) / double(m.jobs);
            qInfo("%s: %lld multi-site jobs (%.1f %% of jobs, %.1f %% of work)", name,
                  static_cast<long long>(m.multiSiteJobs), 100 * jobShare, 100 * m.multiSiteWorkShare);
            QVERIFY(m.multiSiteJobs > 0);
            QVERIFY(jobShare < kSmallJobShare);
            QVERIFY(m.multiSiteWorkShare > kWorkOverJobShare * jobShare);
        }
    }

    void moreMultiSiteJobsWithMoreOverhead()
    {
        QVERIFY(m_runs.at("multisite-40").metrics.multiSiteJobs > m_runs.at("multisite-0").metrics.multiSiteJobs);
    }

    // Local processing splits wide jobs to the site's machine, job sharing to
    // the largest machine (Yahyapour (2002), ch. 5 rules 1 and 2), as the thesis compares them.
    void sharingBeatsLocalOnEveryConfiguration_data()
    {
        QTest::addColumn<QString>("platform");
        for (const char* name : {"m64", "m64-8", "m128", "m256", "m256-5", "m384"})
            QTest::newRow(name) << QString::fromLatin1(name);
    }

    void sharingBeatsLocalOnEveryConfiguration()
    {
        QFETCH(QString, platform);
        const std::string name = platform.toStdString();
        auto local = std::async(std::launch::async, runGrid, std::cref(m_extract),
                                GridRun{"grid-local", {}, name, {"sites:round-robin", "wide:local"}});
        const GridResult sharing =
            runGrid(m_extract, {"grid-sharing", {}, name, {"sites:round-robin", "wide:largest"}});
        const GridResult localResult = local.get();
        qInfo("%s: AWRT local %.0f s, sharing %.0f s", name.c_str(), localResult.metrics.awrt,
              sharing.metrics.awrt);
        QVERIFY2(localResult.validation.ok(), localResult.validation.toText().c_str());
        QVERIFY2(sharing.validation.ok(), sharing.validation.toText().c_str());
        QVERIFY(sharing.metrics.awrt < localResult.metrics.awrt);
    }

    // The count is noisy from one step to the next (a longer multi-site job
    // changes what fits later), so the finding is checked as a trend over
    // the whole range, and as more at 60 % than at 0 %.
    void multiSiteJobsGrowWithOverhead()
    {
        std::vector<double> overheads;
        std::vector<std::future<GridResult>> pending;
        for (int p = 0; p <= kMaxOverhead; p += kOverheadStep) {
            overheads.push_back(p);
            pending.push_back(std::async(std::launch::deferred, runGrid, std::cref(m_extract),
                                         GridRun{"grid-multisite", {{"overhead", std::to_string(p)}}, "m128",
                                                 {"sites:round-robin", "wide:keep"}}));
        }
        std::vector<double> counts;
        QStringList texts;
        for (auto& run : pending) {
            counts.push_back(double(run.get().metrics.multiSiteJobs));
            texts << QString::number(counts.back());
        }
        qInfo("multi-site jobs for p = 0, 5, ..., 60 %%: %s", qPrintable(texts.join(QStringLiteral(", "))));
        QVERIFY(counts.back() > counts.front());
        QVERIFY(slope(overheads, counts) > 0);
    }

    void deterministic()
    {
        const GridResult again =
            runGrid(m_extract, {"grid-multisite", {{"overhead", "40"}}, "m128", {"sites:round-robin", "wide:keep"}});
        const SimulationResult& first = m_runs.at("multisite-40").result;
        for (std::size_t i = 0; i < first.jobs.size(); ++i) {
            QCOMPARE(again.result.jobs[i].start, first.jobs[i].start);
            QVERIFY(again.result.jobs[i].nodes == first.jobs[i].nodes);
        }
    }
};

QTEST_GUILESS_MAIN(GridTraceTest)
#include "GridTraceTest.moc"
