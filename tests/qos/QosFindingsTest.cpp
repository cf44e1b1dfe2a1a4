// The findings of Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007),
// sec. 9 of the QoS spec, on the quick studies' generated workloads: what
// holds is checked here; what does not hold is reported, with numbers, in
// docs/status.md (QoS part), not tested. One seed each, as the quick
// studies run.

#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "run/GeneratedTrace.h"
#include "study/QosScenario.h"
#include "study/QosStudy.h"
#include "support/PolicyRuns.h"

#include <QTest>

#include <cmath>

using namespace schedlab;
using namespace schedlab::test;

namespace {

using E = QosScenario::Experiment;

// The metrics of one quick-study run.
MetricsReport quickRun(E experiment, const std::string& setting, std::size_t scheme)
{
    const QosScenario s{experiment, setting, scheme, QosStudy(experiment).jobs(true), 1};
    const TracePtr trace = GeneratedTrace::load(s.trace());
    const Platform platform = *PlatformCatalog::preset(s.platform());
    return MetricsCalculator::compute(*trace->workload, platform,
                                      runPolicy("qos-meta", *trace->workload, platform, s.parameters()));
}

// Scheme indices (QosScenario::schemes).
constexpr std::size_t kFcfs = 0;
constexpr std::size_t kEdf = 1;
constexpr std::size_t kSfto = 2;
constexpr std::size_t kAfto = 3;
constexpr std::size_t kMmfs = 4;
constexpr std::size_t kFcfsFcte = 3;
constexpr std::size_t kFcfsAdjustedFcte = 4;
// FCTE and adjusted FCTE "about equal": mean delay within 1 %, misses within
// 2 or 20 %.
constexpr double kDelayTolerance = 0.01;
constexpr double kMissShare = 0.2;
constexpr double kMissSlack = 2;

QString numbers(const MetricsReport& r)
{
    return QStringLiteral("E1 %1 E2 %2 E3 %3 misses %4").arg(r.e1).arg(r.e2).arg(r.e3).arg(r.deadlineMisses);
}

}  // namespace

class QosFindingsTest : public QObject {
    Q_OBJECT

private slots:
    // §2.1.10: "all fine below rho = 0.6": at load 0.5 FCFS, EDF, SFTO and
    // AFTO leave no rate short and no task late, and serve every task its
    // rate (E2 = sum X_i / C = 1 for the two windows of 5,000 tasks). MMFS
    // is fine here too on two windows, but not on the full study's twenty
    // (docs/status.md), so it is left out.
    void theOrderingsAreFineAtLowLoad()
    {
        for (std::size_t scheme = kFcfs; scheme <= kAfto; ++scheme) {
            const MetricsReport r = quickRun(E::Fairness, "0.5", scheme);
            QVERIFY2(r.e1 == 0 && r.e3 == 0 && r.deadlineMisses == 0, qPrintable(numbers(r)));
            QVERIFY2(std::abs(r.e2 - 1) < 0.01, qPrintable(numbers(r)));
        }
    }

    // At rho = 2.5, what holds on the quick workload and on the full study
    // alike: of the two baselines, which refuse what they cannot serve in
    // time and run it later, FCFS is worse than EDF on E1, E2 and E3; both
    // are behind every fair scheme (SFTO, AFTO, MMFS) on E1 and E2, so
    // FCFS is the worst of the five there (§2.1.10's "FCFS worst"); and
    // MMFS is behind the fair orderings SFTO and AFTO on E1 and E3. On E3
    // MMFS is worse than the baselines in the full study but not on the
    // quick workload (docs/status.md), so that is not compared here.
    void fcfsIsTheWorseBaselineAndMmfsTrailsTheFairOrderings()
    {
        const MetricsReport fcfs = quickRun(E::Fairness, "2.5", kFcfs);
        const MetricsReport edf = quickRun(E::Fairness, "2.5", kEdf);
        const QString baselines = numbers(fcfs) + QStringLiteral(" against ") + numbers(edf);
        QVERIFY2(fcfs.e1 > edf.e1 && fcfs.e2 < edf.e2 && fcfs.e3 > edf.e3, qPrintable(baselines));
        const MetricsReport mmfs = quickRun(E::Fairness, "2.5", kMmfs);
        for (const std::size_t scheme : {kSfto, kAfto, kMmfs}) {
            const MetricsReport r = quickRun(E::Fairness, "2.5", scheme);
            const QString why = numbers(edf) + QStringLiteral(" against ") + numbers(r);
            QVERIFY2(edf.e1 > r.e1 && edf.e2 < r.e2, qPrintable(why));
            if (scheme != kMmfs)
                QVERIFY2(mmfs.e1 > r.e1 && mmfs.e3 > r.e3,
                         qPrintable(numbers(mmfs) + QStringLiteral(" against ") + numbers(r)));
        }
    }

    // §2.2.3: FCTE and adjusted FCTE perform about the same, here at the
    // quick study's busiest rate (70 tasks/s per user, past capacity).
    void fcteAndAdjustedFcteAgree()
    {
        const MetricsReport fcte = quickRun(E::Fcte, "70", kFcfsFcte);
        const MetricsReport adjusted = quickRun(E::Fcte, "70", kFcfsAdjustedFcte);
        const QString why = QStringLiteral("delay %1 / %2, misses %3 / %4")
                                .arg(fcte.art)
                                .arg(adjusted.art)
                                .arg(fcte.deadlineMisses)
                                .arg(adjusted.deadlineMisses);
        QVERIFY2(std::abs(fcte.art - adjusted.art) <= kDelayTolerance * fcte.art, qPrintable(why));
        const double misses = double(std::max(fcte.deadlineMisses, adjusted.deadlineMisses));
        QVERIFY2(double(std::abs(fcte.deadlineMisses - adjusted.deadlineMisses)) <=
                     std::max(kMissSlack, kMissShare * misses),
                 qPrintable(why));
        QVERIFY2(fcte.deadlineMisses > 0, qPrintable(why));  // the rate is high enough to tell them apart
    }
};

QTEST_APPLESS_MAIN(QosFindingsTest)
#include "QosFindingsTest.moc"
