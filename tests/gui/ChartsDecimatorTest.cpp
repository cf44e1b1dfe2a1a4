// MinMaxDecimator: exact min/max per bucket on hand-made input, the
// pairwise merge when the span grows, and the point budget under load.

#include "charts/MinMaxDecimator.h"

#include <QTest>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

using schedlab::MinMaxDecimator;

class ChartsDecimatorTest : public QObject {
    Q_OBJECT

private slots:
    void emptyHasNoPoints()
    {
        const MinMaxDecimator decimator(4, 10.0);
        QVERIFY(decimator.isEmpty());
        QCOMPARE(decimator.pointCount(), 0);
        QCOMPARE(decimator.pointBudget(), 8);
    }

    void oddBucketCountIsRoundedUpToEven()
    {
        const MinMaxDecimator decimator(5, 1.0);
        QCOMPARE(decimator.bucketCount(), 6);
        QCOMPARE(decimator.pointBudget(), 12);
    }

    void keepsMinAndMaxPerBucketInTimeOrder()
    {
        // 4 buckets of width 10 from x = 0: [0,10) [10,20) [20,30) [30,40).
        MinMaxDecimator decimator(4, 10.0);
        decimator.add(0, 5);
        decimator.add(3, 1);   // bucket 0 min
        decimator.add(7, 9);   // bucket 0 max
        decimator.add(12, 4);  // bucket 1: all equal -> one point, the first
        decimator.add(15, 4);
        decimator.add(25, 8);  // bucket 2 max comes before its min
        decimator.add(27, -2);
        decimator.add(29, 3);  // latest value, neither min nor max
        const QList<QPointF> expected = {{3, 1}, {7, 9}, {12, 4}, {25, 8}, {27, -2}, {29, 3}};
        QCOMPARE(decimator.points(), expected);
        QCOMPARE(decimator.bucketWidth(), 10.0);
        QCOMPARE(decimator.minimumY(), -2.0);
        QCOMPARE(decimator.maximumY(), 9.0);
        QCOMPARE(decimator.lastY(), 3.0);
        QCOMPARE(decimator.sampleCount(), std::size_t(8));
    }

    void tiesKeepTheEarliestSample()
    {
        MinMaxDecimator decimator(2, 10.0);
        decimator.add(1, 2);
        decimator.add(2, 7);
        decimator.add(3, 2);  // same minimum, later: not kept
        decimator.add(4, 7);  // same maximum, later: not kept
        decimator.add(5, 5);
        const QList<QPointF> expected = {{1, 2}, {2, 7}, {5, 5}};
        QCOMPARE(decimator.points(), expected);
    }

    void growingSpanMergesBucketsPairwise()
    {
        MinMaxDecimator decimator(4, 10.0);
        decimator.add(0, 5);
        decimator.add(3, 1);
        decimator.add(7, 9);
        decimator.add(12, 4);
        decimator.add(25, 8);
        decimator.add(27, -2);
        decimator.add(35, 6);
        // 45 is past the span [0, 40): buckets merge to width 20, so
        // [0,20) holds min (3,1) max (7,9); [20,40) min (27,-2) max (25,8);
        // 45 lands in [40,60).
        decimator.add(45, 0);
        QCOMPARE(decimator.bucketWidth(), 20.0);
        const QList<QPointF> expected = {{3, 1}, {7, 9}, {25, 8}, {27, -2}, {45, 0}};
        QCOMPARE(decimator.points(), expected);

        // A jump far ahead merges several times: width 20 -> 40 -> 80 -> 160.
        // Then [0,160) holds everything so far: min (27,-2), max (7,9).
        decimator.add(500, 3);
        QCOMPARE(decimator.bucketWidth(), 160.0);
        const QList<QPointF> merged = {{7, 9}, {27, -2}, {500, 3}};
        QCOMPARE(decimator.points(), merged);
    }

    void originIsTheFirstSample()
    {
        MinMaxDecimator decimator(4, 1.0);
        decimator.add(1000, 1);
        decimator.add(1003.5, 2);
        QCOMPARE(decimator.origin(), 1000.0);
        QCOMPARE(decimator.bucketWidth(), 1.0);  // span 4 from 1000: no merge needed
        const QList<QPointF> expected = {{1000, 1}, {1003.5, 2}};
        QCOMPARE(decimator.points(), expected);
    }

    void nonFiniteSamplesAreIgnored()
    {
        MinMaxDecimator decimator(4, 1.0);
        decimator.add(0, 1);
        decimator.add(1, std::numeric_limits<double>::quiet_NaN());
        decimator.add(std::numeric_limits<double>::infinity(), 2);
        QCOMPARE(decimator.sampleCount(), std::size_t(1));
        QCOMPARE(decimator.pointCount(), 1);
    }

    void clearStartsOver()
    {
        MinMaxDecimator decimator(4, 10.0);
        for (int i = 0; i < 100; ++i)
            decimator.add(i, i);
        QVERIFY(decimator.bucketWidth() > 10.0);
        decimator.clear();
        QVERIFY(decimator.isEmpty());
        QCOMPARE(decimator.bucketWidth(), 10.0);
        decimator.add(7, 1);
        QCOMPARE(decimator.points(), QList<QPointF>({{7, 1}}));
    }

    void millionSamplesStayWithinBudgetAndKeepExactExtremes()
    {
        constexpr int kBuckets = 1000;
        constexpr int kSamples = 1'000'000;
        MinMaxDecimator decimator(kBuckets, 1.0);
        // A deterministic, jumpy signal (linear congruential generator).
        std::uint32_t state = 12345;
        std::vector<double> values(kSamples);
        for (int i = 0; i < kSamples; ++i) {
            state = state * 1664525u + 1013904223u;
            values[std::size_t(i)] = double(state >> 8) / double(1u << 24);
            decimator.add(double(i), values[std::size_t(i)]);
            if (i % 50'000 == 0)
                QVERIFY(decimator.pointCount() <= decimator.pointBudget());
        }
        const QList<QPointF> points = decimator.points();
        QVERIFY(points.size() <= 2 * kBuckets);
        QCOMPARE(decimator.pointBudget(), 2 * kBuckets);

        // The bucket width is the smallest power of two whose 1000 buckets
        // cover the span: 1024, since 1000 * 1024 > 999999 >= 1000 * 512.
        QCOMPARE(decimator.bucketWidth(), 1024.0);

        // Every retained point is a real sample, and each bucket's min and
        // max are exactly those of a brute-force scan.
        for (const QPointF& point : points)
            QCOMPARE(point.y(), values[std::size_t(point.x())]);
        const auto width = std::size_t(decimator.bucketWidth());
        for (std::size_t start = 0; start < std::size_t(kSamples); start += width) {
            const std::size_t end = std::min(start + width, std::size_t(kSamples));
            const auto [lo, hi] = std::minmax_element(values.begin() + std::ptrdiff_t(start),
                                                      values.begin() + std::ptrdiff_t(end));
            const auto inBucket = [&](const QPointF& p) {
                return std::size_t(p.x()) >= start && std::size_t(p.x()) < end;
            };
            double bucketMin = std::numeric_limits<double>::infinity();
            double bucketMax = -std::numeric_limits<double>::infinity();
            for (const QPointF& point : points) {
                if (inBucket(point)) {
                    bucketMin = std::min(bucketMin, point.y());
                    bucketMax = std::max(bucketMax, point.y());
                }
            }
            QCOMPARE(bucketMin, *lo);
            QCOMPARE(bucketMax, *hi);
        }
        QCOMPARE(points.last().x(), double(kSamples - 1));  // the line reaches the latest sample
    }
};

QTEST_GUILESS_MAIN(ChartsDecimatorTest)
#include "ChartsDecimatorTest.moc"
