// MMFS (Phosphorus D5.2, §2.1.7-2.1.9, App. C): the swap of Fig. 6 from its
// given placement (S1), best-fit decreasing on the same rates (S2), the rate
// reduction and local order on a case worked by hand, and, on random
// batches, that the swaps never raise the total overflow.

#include "QosTestSupport.h"

#include "qos/MmfsAssignment.h"

#include <QTest>

#include <algorithm>
#include <random>

using namespace schedlab;

namespace {

using Placement = MmfsAssignment::Placement;

// S1 and S2's six rates; P1 has capacity 20, P2 25.
const std::vector<double> kRates{10, 6, 5, 9, 5, 2};
const std::vector<double> kCapacities{20, 25};

// Every task on exactly one processor.
bool isPartition(const Placement& placement, std::size_t tasks)
{
    std::vector<int> seen(tasks, 0);
    for (const auto& onProcessor : placement)
        for (const std::size_t task : onProcessor)
            ++seen.at(task);
    return std::all_of(seen.begin(), seen.end(), [](int n) { return n == 1; });
}

}  // namespace

class MmfsAssignmentTest : public QObject {
    Q_OBJECT

private slots:
    // S1 (Fig. 6): P1 = {10, 6, 5} is 1 over its 20, P2 = {9, 5, 2} 9 under
    // its 25. Many swaps remove the overflow (gain 1); the largest rate
    // difference, 10 for 2 (epsilon 8), is the one Fig. 6 shows: loads 13
    // and 24, no overflow, and no further swap (nothing overflows).
    void s1SwapFromGivenPlacement()
    {
        const Placement given{{0, 1, 2}, {3, 4, 5}};
        QCOMPARE(MmfsAssignment::loads(given, kRates), (std::vector<double>{21, 16}));
        QCOMPARE(MmfsAssignment::totalOverflow(given, kRates, kCapacities), 1.0);
        const MmfsAssignment::SwapOutcome out = MmfsAssignment::improveBySwaps(given, kRates, kCapacities);
        QCOMPARE(out.swaps.size(), std::size_t{1});
        QCOMPARE(out.swaps[0].from, std::size_t{0});
        QCOMPARE(out.swaps[0].task, std::size_t{0});   // the 10
        QCOMPARE(out.swaps[0].to, std::size_t{1});
        QCOMPARE(out.swaps[0].other, std::size_t{5});  // the 2
        QCOMPARE(out.swaps[0].gain, 1.0);
        QCOMPARE(out.placement, (Placement{{5, 1, 2}, {3, 4, 0}}));
        QCOMPARE(MmfsAssignment::loads(out.placement, kRates), (std::vector<double>{13, 24}));
        QCOMPARE(MmfsAssignment::totalOverflow(out.placement, kRates, kCapacities), 0.0);
    }

    // S2: best fit decreasing. 10 and 9 go to P1 (the least room that
    // fits), leaving 1; 6, 5, 5 and 2 fit only P2: P1 = {10, 9} (19),
    // P2 = {6, 5, 5, 2} (18), nothing to swap.
    void s2BestFitDecreasing()
    {
        const Placement bfd = MmfsAssignment::bestFitDecreasing(kRates, kCapacities);
        QCOMPARE(bfd, (Placement{{0, 3}, {1, 2, 4, 5}}));
        QCOMPARE(MmfsAssignment::loads(bfd, kRates), (std::vector<double>{19, 18}));
        QCOMPARE(MmfsAssignment::totalOverflow(bfd, kRates, kCapacities), 0.0);
        QVERIFY(MmfsAssignment::improveBySwaps(bfd, kRates, kCapacities).swaps.empty());
    }

    // When nothing fits, the task goes where it overflows least: 7 goes to
    // P1, 6 to P2 (no room left on P1), and with 3 and 4 left the 5 goes to
    // P2 (overflow 1, not 2).
    void bestFitWithoutRoom()
    {
        const Placement p = MmfsAssignment::bestFitDecreasing({7, 5, 6}, {10, 10});
        QCOMPARE(p, (Placement{{0}, {2, 1}}));
    }

    // Two processors of 10, demands (7, 7, 6) with weights 1: C = 20 meets
    // every demand. BFD: 7 on P1, 7 on P2 (no room left on P1), 6 fits
    // neither (3 left on each) and goes to P1, the first of the equal
    // overflows: P1 = {7, 6} is 3 over, P2 = {7} 3 under. Swapping the 7s
    // changes nothing and 6 for 7 makes it worse, so no swap. P1's tasks get
    // MaxMin((7, 6), 10) = (5, 5); P2's task keeps 7. The works (14, 14, 6)
    // give the fair completion times 14/7 = 2 and 6/6 = 1 on P1, so task 2
    // runs first there.
    void reductionAndLocalOrder()
    {
        MmfsAssignment::Input in;
        in.capacities = {10, 10};
        in.demands = {7, 7, 6};
        in.works = {14, 14, 6};
        const MmfsAssignment::Result r = MmfsAssignment::assign(in);
        QOS_COMPARE_VECTORS(r.fairRates, (std::vector<double>{7, 7, 6}));
        QVERIFY(r.swaps.empty());
        QCOMPARE(r.placement, (Placement{{2, 0}, {1}}));
        QOS_COMPARE_VECTORS(r.rates, (std::vector<double>{5, 7, 5}));
        // A delay changes the order: delta_2 = 1.5 makes task 2 finish at 2.5.
        in.delays = {0, 0, 1.5};
        QCOMPARE(MmfsAssignment::assign(in).placement, (Placement{{0, 2}, {1}}));
        // Weighted reduction: weight 3 on task 0 gives MaxMin((7, 6), 10,
        // (3, 1)) = level 2.5 -> (7, 2.5), residue 0.5 -> (7, 3).
        QOS_COMPARE_VECTORS(MmfsAssignment::reduceRates({{0, 2}, {1}}, {7, 7, 6}, {10, 10}, {3, 1, 1}),
                            (std::vector<double>{7, 7, 3}));
    }

    // Random batches, from random placements and from BFD: the swaps keep
    // every task placed once, each one lowers the total overflow by its
    // gain, and the end is never above the start.
    void swapsNeverRaiseOverflow()
    {
        std::mt19937 random(52);
        std::uniform_int_distribution<int> processors(2, 5);
        std::uniform_int_distribution<int> tasks(1, 14);
        std::uniform_real_distribution<double> capacity(5, 30);
        std::uniform_real_distribution<double> rate(0.5, 15);
        for (int round = 0; round < 300; ++round) {
            const std::vector<double> c =
                qostest::drawn(std::size_t(processors(random)), [&] { return capacity(random); });
            const std::vector<double> r = qostest::drawn(std::size_t(tasks(random)), [&] { return rate(random); });
            Placement start(c.size());
            std::uniform_int_distribution<std::size_t> where(0, c.size() - 1);
            for (std::size_t i = 0; i < r.size(); ++i)
                start[where(random)].push_back(i);
            for (const Placement& from : {start, MmfsAssignment::bestFitDecreasing(r, c)}) {
                QVERIFY(isPartition(from, r.size()));
                const MmfsAssignment::SwapOutcome out = MmfsAssignment::improveBySwaps(from, r, c);
                QVERIFY(isPartition(out.placement, r.size()));
                double gains = 0;
                for (const MmfsAssignment::Swap& swap : out.swaps) {
                    QVERIFY(swap.gain > 0);
                    gains += swap.gain;
                }
                const double before = MmfsAssignment::totalOverflow(from, r, c);
                const double after = MmfsAssignment::totalOverflow(out.placement, r, c);
                QVERIFY2(after <= before + 1e-9, qPrintable(QStringLiteral("round %1: %2 -> %3")
                                                                .arg(round).arg(before).arg(after)));
                QVERIFY(std::abs(before - gains - after) <= 1e-7);
            }
        }
    }
};

QTEST_APPLESS_MAIN(MmfsAssignmentTest)
#include "MmfsAssignmentTest.moc"
