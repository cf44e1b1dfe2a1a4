// Nearest-rank percentiles: rank ceil(P/100 * n) of the sorted values.

#include "metrics/SampleDistribution.h"

#include <QTest>

using namespace schedlab;

namespace {

Distribution summarizeOneTo(int n)
{
    SampleDistribution d;
    for (int v = n; v >= 1; --v) {  // reversed: summarize() must sort
        d.add(double(v));
    }
    return d.summarize();
}

}  // namespace

class SampleDistributionTest : public QObject {
    Q_OBJECT

private slots:
    void empty()
    {
        const Distribution d = SampleDistribution().summarize();
        QVERIFY(d.mean == 0.0 && d.p50 == 0.0 && d.p99 == 0.0 && d.max == 0.0);
    }

    void single()
    {
        const Distribution d = summarizeOneTo(1);
        QVERIFY(d.mean == 1.0 && d.p50 == 1.0 && d.p90 == 1.0 && d.p95 == 1.0 && d.p99 == 1.0 && d.max == 1.0);
    }

    void tenValues()
    {
        const Distribution d = summarizeOneTo(10);
        QCOMPARE(d.mean, 5.5);
        QCOMPARE(d.p50, 5.0);   // rank 5
        QCOMPARE(d.p90, 9.0);   // rank 9
        QCOMPARE(d.p95, 10.0);  // rank ceil(9.5) = 10
        QCOMPARE(d.p99, 10.0);  // rank ceil(9.9) = 10
        QCOMPARE(d.max, 10.0);
    }

    void hundredValues()
    {
        const Distribution d = summarizeOneTo(100);
        QCOMPARE(d.p50, 50.0);
        QCOMPARE(d.p90, 90.0);
        QCOMPARE(d.p95, 95.0);
        QCOMPARE(d.p99, 99.0);
    }

    void rankOnExactBoundaries()
    {
        // 95% of 20 is exactly rank 19: not rounded up to the maximum.
        const Distribution d = summarizeOneTo(20);
        QCOMPARE(d.p95, 19.0);
        QCOMPARE(d.p50, 10.0);
        QCOMPARE(SampleDistribution::nearestRank({1, 2, 3}, 0), 1.0);
        QCOMPARE(SampleDistribution::nearestRank({1, 2, 3}, 100), 3.0);
    }
};

QTEST_APPLESS_MAIN(SampleDistributionTest)
#include "SampleDistributionTest.moc"
