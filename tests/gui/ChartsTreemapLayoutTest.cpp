// TreemapLayout: areas exactly proportional to the weights, a tiling of the
// bounds, and the classic squarified example.

#include "charts/TreemapLayout.h"

#include <QTest>

#include <cmath>
#include <limits>
#include <vector>

using schedlab::TreemapLayout;

namespace {

bool near(double a, double b)
{
    constexpr double kTolerance = 1e-9;
    return std::abs(a - b) <= kTolerance * std::max(1.0, std::abs(b));
}

bool sameRect(const QRectF& a, const QRectF& b)
{
    return near(a.x(), b.x()) && near(a.y(), b.y()) && near(a.width(), b.width()) &&
           near(a.height(), b.height());
}

}  // namespace

class ChartsTreemapLayoutTest : public QObject {
    Q_OBJECT

private slots:
    void twoEqualWeightsSplitTheLongSide()
    {
        const auto rects = TreemapLayout::layout({1, 1}, QRectF(0, 0, 2, 1));
        QCOMPARE(rects.size(), std::size_t(2));
        QVERIFY(sameRect(rects[0], QRectF(0, 0, 1, 1)));
        QVERIFY(sameRect(rects[1], QRectF(1, 0, 1, 1)));
    }

    void squarifiedPaperExample()
    {
        // Bruls et al., figure 4: weights 6 6 4 3 2 2 1 in a 6 x 4 rectangle.
        const auto rects = TreemapLayout::layout({6, 6, 4, 3, 2, 2, 1}, QRectF(0, 0, 6, 4));
        QVERIFY(sameRect(rects[0], QRectF(0, 0, 3, 2)));
        QVERIFY(sameRect(rects[1], QRectF(0, 2, 3, 2)));
        QVERIFY(sameRect(rects[2], QRectF(3, 0, 12.0 / 7, 7.0 / 3)));
        QVERIFY(sameRect(rects[3], QRectF(3 + 12.0 / 7, 0, 9.0 / 7, 7.0 / 3)));
        // The last row runs along the bottom strip of height 5/3: 2, 2, 1.
        QVERIFY(sameRect(rects[4], QRectF(3, 7.0 / 3, 1.2, 5.0 / 3)));
        QVERIFY(sameRect(rects[5], QRectF(4.2, 7.0 / 3, 1.2, 5.0 / 3)));
        QVERIFY(sameRect(rects[6], QRectF(5.4, 7.0 / 3, 0.6, 5.0 / 3)));
    }

    void areasAreProportionalAndTileTheBounds()
    {
        const std::vector<double> weights = {338, 128, 64, 64, 32, 1, 100000, 7};
        const QRectF bounds(10, 20, 640, 360);
        const auto rects = TreemapLayout::layout(weights, bounds);
        double total = 0;
        for (double w : weights)
            total += w;
        double covered = 0;
        for (std::size_t i = 0; i < weights.size(); ++i) {
            QVERIFY(near(rects[i].width() * rects[i].height(),
                         bounds.width() * bounds.height() * weights[i] / total));
            QVERIFY(rects[i].left() >= bounds.left() - 1e-9 && rects[i].right() <= bounds.right() + 1e-9);
            QVERIFY(rects[i].top() >= bounds.top() - 1e-9 && rects[i].bottom() <= bounds.bottom() + 1e-9);
            covered += rects[i].width() * rects[i].height();
            for (std::size_t j = 0; j < i; ++j) {
                const QRectF overlap = rects[i].intersected(rects[j]);
                QVERIFY(overlap.width() * overlap.height() < 1e-6);
            }
        }
        QVERIFY(near(covered, bounds.width() * bounds.height()));
    }

    void nonPositiveWeightsGetNoBox()
    {
        const auto rects = TreemapLayout::layout({0, 5, -3, std::numeric_limits<double>::quiet_NaN()},
                                                 QRectF(0, 0, 10, 10));
        QVERIFY(rects[0].isEmpty());
        QVERIFY(sameRect(rects[1], QRectF(0, 0, 10, 10)));
        QVERIFY(rects[2].isEmpty());
        QVERIFY(rects[3].isEmpty());
        QVERIFY(TreemapLayout::layout({}, QRectF(0, 0, 10, 10)).empty());
        QVERIFY(TreemapLayout::layout({1}, QRectF())[0].isEmpty());
    }
};

QTEST_GUILESS_MAIN(ChartsTreemapLayoutTest)
#include "ChartsTreemapLayoutTest.moc"
