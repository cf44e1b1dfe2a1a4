// The qualitative findings of Vanderster (2008), ch. 4, on the thesis's
// random workload (generate:utility-bimodal) and small grid: pure UM starts
// on period boundaries; P1 lays out delay in bands by width, each needing
// about 2^1.1 times the credit of the next narrower for the same delay; UM
// completes far later than BF, UM+BF about as early, and P1 gives valuable
// tasks the larger speedups against FCFS where value-blind policies do not.

#include "metrics/MetricsCalculator.h"
#include "metrics/PairedSpeedup.h"
#include "metrics/ValueMetrics.h"
#include "generators/SampleStatistics.h"
#include "platform/PlatformCatalog.h"
#include "run/GeneratedTrace.h"
#include "support/PolicyRuns.h"

#include <QTest>

#include <array>
#include <cmath>
#include <map>

using namespace schedlab;
using namespace schedlab::test;

namespace {

constexpr int kTasks = 600;
constexpr double kValueExponent = 1.1;  // beta_v of the generator (the thesis's alpha)

Workload randomWorkload(const char* meanInterArrivalHours)
{
    const TracePtr trace = GeneratedTrace::load(std::string("generate:utility-bimodal:jobs=") +
                                                std::to_string(kTasks) + ",mean-interarrival=" +
                                                meanInterArrivalHours + ",seed=7");
    return *trace->workload;
}

Platform smallGrid()
{
    return *PlatformCatalog::preset("vanderster-small");
}

// Startup delays, s.
std::vector<double> delays(const Workload& w, const SimulationResult& r)
{
    std::vector<double> out;
    for (std::size_t i = 0; i < w.jobs.size(); ++i)
        out.push_back(double(r.jobs[i].start - w.jobs[i].submit));
    return out;
}

}  // namespace

class UtilityFindingsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_atZero = randomWorkload("0");
        m_arriving = randomWorkload("0.64");
    }

    // Sec. 4.3: every task at t = 0 under pure UM starts on a multiple of
    // the period (6 h).
    void pureUmStartsOnPeriodBoundaries()
    {
        const SimulationResult r = runPolicy("utility", m_atZero, smallGrid());
        for (const JobOutcome& out : r.jobs) {
            for (const Segment& s : out.segments)
                QVERIFY(s.start % (6 * 3600) == 0);
        }
    }

    // Sec. 4.4, Fig. 4.5: P1's delays fall into one band per width; a task
    // twice as wide needs about 2^1.1 times the credit for the same delay.
    // So delay follows credit / width^1.1 across every width far more
    // closely than credit alone, and within a width it falls with credit.
    void p1DelayBandsByWidth()
    {
        const SimulationResult r = runPolicy("utility", m_atZero, smallGrid());
        const std::vector<double> d = delays(m_atZero, r);
        std::vector<double> credit;
        std::vector<double> density;
        std::map<int, std::pair<std::vector<double>, std::vector<double>>> byWidth;
        for (std::size_t i = 0; i < m_atZero.jobs.size(); ++i) {
            const Job& job = m_atZero.jobs[i];
            const double v = ValueMetrics::creditOf(job);
            credit.push_back(v);
            density.push_back(v / std::pow(double(job.nodes), kValueExponent));
            byWidth[job.nodes].first.push_back(v);
            byWidth[job.nodes].second.push_back(d[i]);
        }
        const double byCredit = SampleStatistics::pearson(credit, d);
        const double byDensity = SampleStatistics::pearson(density, d);
        qInfo("P1 delay correlation: with credit %.3f, with credit / width^1.1 %.3f", byCredit, byDensity);
        QVERIFY(byDensity < -0.6);
        QVERIFY(byDensity < byCredit - 0.2);
        for (const auto& [width, series] : byWidth) {
            const double within = SampleStatistics::pearson(series.first, series.second);
            qInfo("width %d: %zu tasks, credit-delay %.3f", width, series.first.size(), within);
            QVERIFY2(within < -0.6, qPrintable(QStringLiteral("width %1: %2").arg(width).arg(within)));
        }
    }

    // Sec. 4.4: UM's completion time grows with the period (tasks wait for
    // the next cycle); UM+BF's stays close to BF's.
    void completionGrowsWithPeriodAndBackfillingKeepsItNearBf()
    {
        const Platform p = smallGrid();
        const auto makespan = [&](const SimulationResult& r) {
            return double(MetricsCalculator::compute(m_arriving, p, r).makespan);
        };
        const double bf = makespan(runPolicy("grid-sharing", m_arriving, p, {{"selection", "first-fit"}}));
        const double um6 = makespan(runPolicy("utility", m_arriving, p));
        const double um30 = makespan(runPolicy("utility", m_arriving, p, {{"period", "30"}}));
        const double umbf = makespan(runPolicy("utility", m_arriving, p, {{"backfill", "true"}}));
        qInfo("completion: BF %.0f s, UM 6 h %.0f s, UM 30 h %.0f s, UM+BF %.0f s", bf, um6, um30, umbf);
        QVERIFY(um30 > 1.5 * um6);
        QVERIFY(std::abs(umbf - bf) < 0.1 * bf);
    }

    // Sec. 4.4, Table 4.3: against FCFS, P1 gives the valuable tasks the
    // larger speedups: a positive value-speedup correlation, where the
    // value-blind policies (BF, m-m, P4, Gang) stay near 0; the effect fades as
    // tasks arrive further apart.
    void valueSpeedsUpUnderP1()
    {
        const Platform p = smallGrid();
        const auto correlations = [&](const Workload& w, const ParameterValues& p1) {
            const SimulationResult fcfs = runPolicy("cluster-fcfs", w, p);
            const auto c = [&](const SimulationResult& r) { return PairedSpeedup(w, fcfs, r).valueSpeedupCorrelation(); };
            return std::array<double, 5>{c(runPolicy("utility", w, p, p1)),
                                         c(runPolicy("grid-sharing", w, p, {{"selection", "first-fit"}})),
                                         c(runPolicy("min-min", w, p)),
                                         c(runPolicy("utility", w, p, {{"backfill", "true"}, {"utility", "p4"}})),
                                         c(runPolicy("gang", w, p))};
        };
        const auto [umbf, bf, minMin, p4, gang] = correlations(m_arriving, {{"backfill", "true"}});
        qInfo("value-speedup correlation: UM+BF P1 %.3f, BF %.3f, m-m %.3f, UM+BF P4 %.3f, Gang %.3f", umbf, bf,
              minMin, p4, gang);
        QVERIFY(umbf > 0.1);
        for (const double blind : {bf, minMin, p4, gang})
            QVERIFY(umbf > std::abs(blind) + 0.05);
        const double sparse = correlations(randomWorkload("6.4"), {})[0];
        const double dense = correlations(m_atZero, {})[0];
        qInfo("UM P1: %.3f with every task at 0, %.3f at 6.4 h apart", dense, sparse);
        QVERIFY(dense > sparse + 0.05);
    }

private:
    Workload m_atZero;
    Workload m_arriving;
};

QTEST_APPLESS_MAIN(UtilityFindingsTest)
#include "UtilityFindingsTest.moc"
