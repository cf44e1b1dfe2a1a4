// Max-min fair share (Phosphorus D5.2, App. A and B): the worked examples
// M1 (Table 1, every iteration), M2 (weighted) and M3 (capacity to spare),
// the edge cases, and properties on random inputs.

#include "QosTestSupport.h"

#include "qos/MaxMinFairShare.h"

#include <QTest>

#include <numeric>
#include <random>
#include <stdexcept>

using namespace schedlab;

namespace {

const std::vector<double> kDemands{10, 3, 5, 15};

}  // namespace

class MaxMinFairShareTest : public QObject {
    Q_OBJECT

private slots:
    // M1 (D5.2 Table 1): C = 30 among four tasks; O(0) = 7.5 satisfies the
    // demands 3 and 5, the residue 7 is shared by the two others (O(1) =
    // 3.5), which satisfies 10, and the last residue 1 goes to 15's task.
    void m1Iterations()
    {
        const MaxMinFairShare::Result r = MaxMinFairShare::compute(kDemands, 30);
        QCOMPARE(r.iterations.size(), std::size_t{3});
        QOS_COMPARE_VECTORS(r.iterations[0].rates, (std::vector<double>{7.5, 3, 5, 7.5}));
        QCOMPARE(r.iterations[0].residue, 7.0);
        QCOMPARE(r.iterations[0].level, 7.5);
        QOS_COMPARE_VECTORS(r.iterations[1].rates, (std::vector<double>{10, 3, 5, 11}));
        QCOMPARE(r.iterations[1].residue, 1.0);
        QCOMPARE(r.iterations[1].level, 11.0);
        QOS_COMPARE_VECTORS(r.iterations[2].rates, (std::vector<double>{10, 3, 5, 12}));
        QCOMPARE(r.iterations[2].residue, 0.0);
        QOS_COMPARE_VECTORS(r.rates, (std::vector<double>{10, 3, 5, 12}));
    }

    // M2: weight 2 on the last task. O(0) = 30/5 = 6 gives (6, 3, 5, 12),
    // residue 4 over the weights 1 + 2, so the level is 6 + 4/3 = 22/3.
    void m2Weighted()
    {
        const MaxMinFairShare::Result r = MaxMinFairShare::compute(kDemands, 30, {1, 1, 1, 2});
        QOS_COMPARE_VECTORS(r.rates, (std::vector<double>{22.0 / 3, 3, 5, 44.0 / 3}));
        QCOMPARE(r.iterations.size(), std::size_t{2});
        QOS_COMPARE_VECTORS(r.iterations[0].rates, (std::vector<double>{6, 3, 5, 12}));
        QCOMPARE(r.iterations[0].residue, 4.0);
    }

    // Real weights work alike: weights (1.5, 1, 1, 1.5) give a level of 6
    // at first, (9, 3, 5, 9) with residue 4, then level 6 + 4/3 = 22/3,
    // which satisfies the first demand (11 > 10): (10, 3, 5, 11) with
    // residue 1 for the last task alone (level 22/3 + 1/1.5 = 8): 12.
    void realWeights()
    {
        const std::vector<double> rates = MaxMinFairShare::rates(kDemands, 30, {1.5, 1, 1, 1.5});
        QOS_COMPARE_VECTORS(rates, (std::vector<double>{10, 3, 5, 12}));
    }

    // M3: C = 40 exceeds the demands' sum 33, so every demand is met and
    // 7 stays unshared.
    void m3CapacityToSpare()
    {
        const MaxMinFairShare::Result r = MaxMinFairShare::compute(kDemands, 40);
        QOS_COMPARE_VECTORS(r.rates, kDemands);
        QCOMPARE(r.iterations.back().residue, 7.0);
    }

    void edgeCases()
    {
        QVERIFY(MaxMinFairShare::compute({}, 10).rates.empty());
        QVERIFY(MaxMinFairShare::compute({}, 10).iterations.empty());
        QOS_COMPARE_VECTORS(MaxMinFairShare::rates({0, 0}, 10), (std::vector<double>{0, 0}));
        // A zero demand takes nothing: the other gets all it asks up to C.
        QOS_COMPARE_VECTORS(MaxMinFairShare::rates({0, 20}, 10), (std::vector<double>{0, 10}));
        QOS_COMPARE_VECTORS(MaxMinFairShare::rates({4, 6}, 0), (std::vector<double>{0, 0}));
        // Exactly the capacity: one step, nothing left.
        const MaxMinFairShare::Result exact = MaxMinFairShare::compute({5, 5}, 10);
        QCOMPARE(exact.iterations.size(), std::size_t{1});
        QCOMPARE(exact.iterations[0].residue, 0.0);
        // Thirds do not sum to 1 exactly in binary: the tolerance stops the
        // loop after the first step instead of chasing the rounding.
        QCOMPARE(MaxMinFairShare::compute({1, 1, 1}, 1).iterations.size(), std::size_t{1});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)MaxMinFairShare::compute({1, -1}, 10));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)MaxMinFairShare::compute({1, 1}, -1));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)MaxMinFairShare::compute({1, 1}, 10, {1}));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)MaxMinFairShare::compute({1, 1}, 10, {1, 0}));
    }

    // On random demands, capacities and weights (integer and real): no rate
    // above its demand, the rates sum to min(C, sum X), and the share is
    // weighted max-min fair: a task left short has the largest normalised
    // rate r/phi of all (within the tolerance), so raising it would mean
    // lowering a task whose normalised rate is no larger.
    void randomProperties()
    {
        std::mt19937 random(2007);
        std::uniform_int_distribution<int> count(1, 12);
        std::bernoulli_distribution zero(0.2);
        std::uniform_real_distribution<double> demand(0, 20);
        std::uniform_real_distribution<double> capacity(0, 150);
        std::uniform_int_distribution<int> integerWeight(1, 4);
        std::uniform_real_distribution<double> realWeight(1, 3);
        for (int round = 0; round < 500; ++round) {
            const auto n = static_cast<std::size_t>(count(random));
            const std::vector<double> x = qostest::drawn(n, [&] { return zero(random) ? 0.0 : demand(random); });
            std::vector<double> phi;
            if (round % 3 == 1)
                phi = qostest::drawn(n, [&] { return double(integerWeight(random)); });
            else if (round % 3 == 2)
                phi = qostest::drawn(n, [&] { return realWeight(random); });
            const double c = capacity(random);
            const std::vector<double> r = MaxMinFairShare::rates(x, c, phi);
            const double tol = 1e-7;
            QCOMPARE(r.size(), x.size());
            const double sum = std::accumulate(r.begin(), r.end(), 0.0);
            QVERIFY2(std::abs(sum - std::min(c, std::accumulate(x.begin(), x.end(), 0.0))) <= tol,
                     qPrintable(QStringLiteral("round %1: sum %2").arg(round).arg(sum)));
            const auto weight = [&phi](std::size_t i) { return phi.empty() ? 1.0 : phi[i]; };
            for (std::size_t i = 0; i < r.size(); ++i) {
                QVERIFY(r[i] >= 0);
                QVERIFY(r[i] <= x[i]);
                if (r[i] >= x[i] - tol)
                    continue;
                for (std::size_t k = 0; k < r.size(); ++k)
                    QVERIFY2(r[k] / weight(k) <= r[i] / weight(i) + tol,
                             qPrintable(QStringLiteral("round %1: task %2 short while %3 has more per weight")
                                            .arg(round).arg(i).arg(k)));
            }
        }
    }
};

QTEST_APPLESS_MAIN(MaxMinFairShareTest)
#include "MaxMinFairShareTest.moc"
