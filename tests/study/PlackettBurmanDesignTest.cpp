// The screening design of Vanderster (2008), sec. 5.2: its rows as the
// thesis lays them out, the properties that make its effects main effects
// (balanced, orthogonal columns), and effects and ranks worked out by hand.

#include "study/PlackettBurmanDesign.h"

#include <QtTest>

#include <set>

using namespace schedlab;

namespace {

using Design = PlackettBurmanDesign;

}  // namespace

class PlackettBurmanDesignTest : public QObject {
    Q_OBJECT

private slots:
    // Row 1 (+ + + - + - -), rows 2-7 rotated right, row 8 all -, rows
    // 9-16 the first eight negated.
    void rowsAsTheThesisLaysThemOut()
    {
        const auto& rows = Design::rows();
        QCOMPARE(rows[0], (Design::Signs{+1, +1, +1, -1, +1, -1, -1}));
        QCOMPARE(rows[1], (Design::Signs{-1, +1, +1, +1, -1, +1, -1}));
        QCOMPARE(rows[6], (Design::Signs{+1, +1, -1, +1, -1, -1, +1}));
        QCOMPARE(rows[7], (Design::Signs{-1, -1, -1, -1, -1, -1, -1}));
        QCOMPARE(rows[8], (Design::Signs{-1, -1, -1, +1, -1, +1, +1}));
        QCOMPARE(rows[15], (Design::Signs{+1, +1, +1, +1, +1, +1, +1}));
    }

    // Every factor is high in 8 rows, and every two factors agree in 8:
    // an effect is then free of the other factors' main effects.
    void columnsAreBalancedAndOrthogonal()
    {
        for (int a = 0; a < Design::kFactors; ++a) {
            int sum = 0;
            for (const Design::Signs& row : Design::rows())
                sum += row[a];
            QCOMPARE(sum, 0);
            for (int b = a + 1; b < Design::kFactors; ++b) {
                int product = 0;
                for (const Design::Signs& row : Design::rows())
                    product += row[a] * row[b];
                QCOMPARE(product, 0);
            }
        }
    }

    // Of the 128 sign vectors exactly the 16 rows are found, each once.
    void rowOfFindsEachRowOnce()
    {
        std::set<int> found;
        int matches = 0;
        for (int bits = 0; bits < (1 << Design::kFactors); ++bits) {
            Design::Signs signs{};
            for (int factor = 0; factor < Design::kFactors; ++factor)
                signs[factor] = (bits >> factor) & 1 ? +1 : -1;
            const int row = Design::rowOf(signs);
            if (row >= 0) {
                ++matches;
                found.insert(row);
                QCOMPARE(Design::rows()[row], signs);
            }
        }
        QCOMPARE(matches, Design::kRows);
        QCOMPARE(found.size(), std::size_t(Design::kRows));
    }

    // V = 100 + 10 s_tau - 3 s_kERT: the effect of tau is 8 x 110 - 8 x 90
    // = 160, of k_ERT -48, of every other factor 0; ranks 1, 2 and the
    // shared (3 + .. + 7) / 5 = 5.
    void effectsAndRanksByHand()
    {
        std::array<double, Design::kRows> values{};
        for (int row = 0; row < Design::kRows; ++row)
            values[row] = 100 + 10 * Design::rows()[row][0] - 3 * Design::rows()[row][5];
        const Design::PerFactor effects = Design::effects(values);
        QCOMPARE(effects, (Design::PerFactor{160, 0, 0, 0, 0, -48, 0}));
        QCOMPARE(Design::ranks(effects), (Design::PerFactor{1, 5, 5, 5, 5, 2, 5}));
    }
};

QTEST_APPLESS_MAIN(PlackettBurmanDesignTest)
#include "PlackettBurmanDesignTest.moc"
