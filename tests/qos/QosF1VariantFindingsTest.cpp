// The findings of Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007),
// §2.1.10, on F1's variants (qos-f1-variants) at the full study's length,
// 50,000 tasks, seed 1: what holds is checked here; what does not is
// reported, with the full study's numbers, in docs/status.md (QoS part).
// The quick study's two windows are too short for these findings (on them
// high deadline variance raises MMFS's E2 too), so this test runs whole
// workloads and is left out of CI with the other whole studies.

#include "metrics/MetricsCalculator.h"
#include "platform/PlatformCatalog.h"
#include "run/GeneratedTrace.h"
#include "study/QosF1Variant.h"
#include "study/QosF1VariantStudy.h"
#include "support/PolicyRuns.h"

#include <QTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

using F = QosF1Variant::Family;
constexpr std::size_t kSfto = 2;  // QosScenario::schemes(Fairness)
constexpr std::size_t kMmfs = 4;

MetricsReport fullRun(const QosF1Variant& v)
{
    const TracePtr trace = GeneratedTrace::load(v.trace());
    const Platform platform = *PlatformCatalog::preset(v.platform());
    return MetricsCalculator::compute(*trace->workload, platform,
                                      runPolicy("qos-meta", *trace->workload, platform, v.parameters()));
}

}  // namespace

class QosF1VariantFindingsTest : public QObject {
    Q_OBJECT

private slots:
    // "High deadline variance helps FCFS, EDF, SFTO, AFTO and hurts MMFS":
    // it holds for the fair schemes on E2 (the rates served) at rho = 0.5,
    // where D ~ N(100 s, 100 s) lets SFTO and AFTO serve more than with
    // D ~ N(100 s, 1 s) (12.89 against 10.00) and MMFS less (9.36 against
    // 9.99). Not for the baselines, since their refused tasks run again
    // (FCFS 9.59, EDF 9.90 against 10.00), nor on E1 and E3 (docs/status.md).
    void deadlineVarianceHelpsAllButMmfsOnServedRates()
    {
        const std::size_t tasks = QosF1VariantStudy::jobs(false);
        for (std::size_t scheme = kSfto; scheme <= kMmfs; ++scheme) {
            const MetricsReport narrow = fullRun({F::Deadline, "0.5", false, scheme, tasks, 1});
            const MetricsReport wide = fullRun({F::Deadline, "0.5", true, scheme, tasks, 1});
            const QString why = QStringLiteral("scheme %1: E2 %2 with sigma_D = 0.01 mu_D, %3 with mu_D")
                                    .arg(scheme)
                                    .arg(narrow.e2)
                                    .arg(wide.e2);
            QVERIFY2(scheme == kMmfs ? wide.e2 < narrow.e2 : wide.e2 > narrow.e2, qPrintable(why));
        }
    }
};

QTEST_APPLESS_MAIN(QosF1VariantFindingsTest)
#include "QosF1VariantFindingsTest.moc"
