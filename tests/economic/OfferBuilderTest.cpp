#include "economic/EconomicFunctions.h"
#include "economic/NodeTimeline.h"
#include "economic/OfferBuilder.h"

#include <QTest>

#include <array>

using namespace schedlab;

namespace {

// One machine of four nodes at now = 0, planned as
//   node 0: busy [0, 10)    (job 100)
//   node 1: busy [0, 20)    (job 101)
//   node 2: free
//   node 3: free, then busy [30, 40) (job 102)
// and a request for 2 nodes for 10 s, submitted at 0.
NodeTimeline handMadePlan()
{
    NodeTimeline timeline(4);
    const std::array<NodeId, 1> n0 = {0};
    const std::array<NodeId, 1> n1 = {1};
    const std::array<NodeId, 1> n3 = {3};
    timeline.reserve(n0, 0, 10, 100);
    timeline.reserve(n1, 0, 20, 101);
    timeline.reserve(n3, 30, 40, 102);
    return timeline;
}

const std::array<NodeRange, 1> kMachine = {NodeRange{0, 0, 4}};
const OfferRequest kRequest{2, 10, 0, 0};

}  // namespace

class OfferBuilderTest : public QObject {
    Q_OBJECT

private slots:
    // Worked by hand. The sweep's first candidate is t = 0 with nodes 2
    // (free for ever) and 3 (free until 30). The plan ends at 40.
    //   under = (0 - 0) + (0 - 0)                     = 0
    //   over  = (40 - 10) + (30 - 10)                 = 50
    //   left_right: nodes 0 and 1 are busy in [0,10)  = 0
    //   utilization = (busy 40 + job 20) / (4 * 40)   = 0.375
    //   MF2 = 2 * 10 + 50 + 0 + 0 = 70;  UF3 = -(0 + 70) = -70
    void firstCandidateQuantities()
    {
        const NodeTimeline timeline = handMadePlan();
        const EconomicFunctions functions("MF2", "UF3");
        const OfferBuilder builder(timeline, functions, OfferLimits{1, 1, 0});
        const auto offer = builder.bestOffer(kMachine, kRequest);
        QVERIFY(offer.has_value());
        QCOMPARE(offer->start, Time(0));
        QCOMPARE(offer->nodes, (std::vector<NodeId>{2, 3}));
        QCOMPARE(offer->machine, MachineIndex(0));
        QCOMPARE(offer->quantities.under, 0.0);
        QCOMPARE(offer->quantities.over, 50.0);
        QCOMPARE(offer->quantities.leftRight, 0.0);
        QCOMPARE(offer->quantities.leftRightRel, 0.0);
        QCOMPARE(offer->quantities.utilization, 0.375);
        QCOMPARE(offer->cost, 70.0);
        QCOMPARE(offer->utility, -70.0);
    }

    // A user who wants to start late (utility = start) takes the second
    // candidate, t = 10. Eligible then: node 0 (free from 10), nodes 2 and
    // 3 (free from 0; node 3 until 30). Bucket order: latest-freed first,
    // then earliest-ending: node 0, node 3, node 2.
    //   {0, 3}: under = 0 + 10 = 10; over = (40-20) + (30-20) = 30;
    //           left_right = free in [10,20): 10 + 0 + 10 + 10 - 20 = 10;
    //           MF2 = 20 + 30 + 10 + 10 = 70
    //   {2, 0}: under = 10 + 0 = 10; over = 20 + 20 = 40; MF2 = 80
    // The owner offers the cheaper {0, 3}.
    void ownerKeepsTheCheapestNodeSet()
    {
        const NodeTimeline timeline = handMadePlan();
        const EconomicFunctions functions("MF2", "start");
        const OfferBuilder builder(timeline, functions, OfferLimits{2, 3, 0});
        const auto offer = builder.bestOffer(kMachine, kRequest);
        QVERIFY(offer.has_value());
        QCOMPARE(offer->start, Time(10));
        QCOMPARE(offer->nodes, (std::vector<NodeId>{0, 3}));
        QCOMPARE(offer->quantities.under, 10.0);
        QCOMPARE(offer->quantities.over, 30.0);
        QCOMPARE(offer->quantities.leftRight, 10.0);
        QCOMPARE(offer->quantities.leftRightRel, 0.5);
        QCOMPARE(offer->cost, 70.0);
    }

    // Start variation: with UF1 at t = 0 on {2, 3} the slack is 30 - 10 =
    // 20; Z = 2 tries t = 10 and t = 20, and a user who values late starts
    // (utility = start) takes t = 20 on the same nodes when only one
    // candidate is collected.
    void variesTheStartAcrossTheSlack()
    {
        const NodeTimeline timeline = handMadePlan();
        const EconomicFunctions functions("MF2", "start");
        const OfferBuilder builder(timeline, functions, OfferLimits{1, 1, 2});
        const auto offer = builder.bestOffer(kMachine, kRequest);
        QVERIFY(offer.has_value());
        QCOMPARE(offer->start, Time(20));
        QCOMPARE(offer->nodes, (std::vector<NodeId>{2, 3}));
    }

    // Two machines of two nodes, both empty: a 3-node job takes both nodes
    // of the first machine and one of the second (fewest sites).
    void multiSiteUsesFewestMachines()
    {
        const NodeTimeline timeline(4);
        const EconomicFunctions functions("MF2", "UF3");
        const OfferBuilder builder(timeline, functions, OfferLimits{});
        const std::array<NodeRange, 2> machines = {NodeRange{0, 0, 2}, NodeRange{1, 2, 4}};
        const auto offer = builder.bestOffer(machines, OfferRequest{3, 10, 0, 0});
        QVERIFY(offer.has_value());
        QCOMPARE(offer->start, Time(0));
        QCOMPARE(offer->nodes, (std::vector<NodeId>{0, 1, 2}));
        QCOMPARE(offer->machine, kNoMachine);
    }

    void tooWideGetsNoOffer()
    {
        const NodeTimeline timeline(4);
        const EconomicFunctions functions("MF1", "UF1");
        const OfferBuilder builder(timeline, functions, OfferLimits{});
        QVERIFY(!builder.bestOffer(kMachine, OfferRequest{5, 10, 0, 0}).has_value());
    }

    // The built-in functions are the spec's formulas.
    void builtInFunctions()
    {
        OwnerQuantities q;
        q.nodes = 2;
        q.run = 10;
        q.under = 3;
        q.over = 5;
        q.leftRight = 4;
        q.leftRightRel = 0.2;
        const std::array<double, 6> expected = {(20 + 5 + 3 + 4) * 0.8, 20 + 5 + 3 + 4.0,
                                                (20 + 5 + 3) * 0.8,     (20 + 4) * 0.8,
                                                (20 + 5 + 4) * 0.8,     (20 + 3 + 4) * 0.8};
        for (std::size_t i = 0; i < expected.size(); ++i) {
            const EconomicFunctions functions("MF" + std::to_string(i + 1), "UF1");
            QCOMPARE(functions.ownerPrice(q), expected[i]);
        }
        const std::array<double, 5> utilities = {-7, -11, -18, -29, -25};  // start 7, cost 11
        for (std::size_t i = 0; i < utilities.size(); ++i) {
            const EconomicFunctions functions("MF1", "UF" + std::to_string(i + 1));
            QCOMPARE(functions.userUtility(7, 11, q), utilities[i]);
        }
    }
};

QTEST_GUILESS_MAIN(OfferBuilderTest)
#include "OfferBuilderTest.moc"
