// NodeOccupancy: the crowded pieces it reports on a hand-made case, then on
// random adds and removes against a plain model (a job list per node, the
// pieces being the maximal runs of neighbouring nodes in the added range that
// hold the same jobs). The model is what the validator's messages were built
// from before counts per node replaced a map of node ranges.

#include "validation/NodeOccupancy.h"

#include <QTest>

#include <algorithm>
#include <random>
#include <set>

using namespace schedlab;

namespace {

using Crowdings = std::vector<NodeOccupancy::Crowding>;

// A job list per node, kept sorted.
void modelAdd(std::vector<NodeOccupancy::Occupants>& nodes, JobIndex job, const NodeSet& set, std::size_t limit,
              Crowdings& crowded)
{
    for (const NodeSet::Range& range : set.ranges()) {
        for (NodeId node = range.first; node <= range.last; ++node) {
            auto& jobs = nodes[std::size_t(node)];
            jobs.insert(std::lower_bound(jobs.begin(), jobs.end(), job), job);
        }
        for (NodeId node = range.first; node <= range.last; ++node) {
            const auto& jobs = nodes[std::size_t(node)];
            NodeId last = node;
            while (last < range.last && nodes[std::size_t(last) + 1] == jobs)
                ++last;
            if (jobs.size() > limit)
                crowded.push_back({node, last, jobs});
            node = last;
        }
    }
}

void modelRemove(std::vector<NodeOccupancy::Occupants>& nodes, JobIndex job, const NodeSet& set)
{
    for (const NodeSet::Range& range : set.ranges())
        for (NodeId node = range.first; node <= range.last; ++node) {
            auto& jobs = nodes[std::size_t(node)];
            jobs.erase(std::ranges::find(jobs, job));
        }
}

QString describe(const Crowdings& crowded)
{
    QString text;
    for (const NodeOccupancy::Crowding& c : crowded) {
        text += QString("[%1-%2:").arg(c.first).arg(c.last);
        for (const JobIndex job : c.occupants)
            text += QString(" %1").arg(job);
        text += "] ";
    }
    return text;
}

}  // namespace

class NodeOccupancyTest : public QObject {
    Q_OBJECT

private slots:
    void crowdedPiecesByNeighbours()
    {
        // Nodes 0-9. Job 0 on 0-3, job 1 on 2-5, job 2 on 6-7; then job 3 on
        // 1-7 and 9 with limit 1: nodes 2-3 hold {0,1,3}, 4-5 {1,3}, 6-7 {2,3},
        // node 1 {0,3}; node 9 only job 3.
        NodeOccupancy occupancy(10);
        const NodeSet a = NodeSet::parse("0-3");
        const NodeSet b = NodeSet::parse("2-5");
        const NodeSet c = NodeSet::parse("6-7");
        const NodeSet d = NodeSet::parse("1-7 9");
        QVERIFY(occupancy.add(0, a, 1).empty());
        QCOMPARE(describe(occupancy.add(1, b, 1)), QString("[2-3: 0 1] "));
        QVERIFY(occupancy.add(2, c, 1).empty());
        QCOMPARE(describe(occupancy.add(3, d, 1)), QString("[1-1: 0 3] [2-3: 0 1 3] [4-5: 1 3] [6-7: 2 3] "));
        // Job 1 leaves: 2-3 now hold {0,3} like node 1, one piece 1-3; the
        // limit 2 keeps only pieces of three.
        occupancy.remove(1, b);
        occupancy.remove(3, d);
        QCOMPARE(describe(occupancy.add(3, d, 1)), QString("[1-3: 0 3] [6-7: 2 3] "));
        occupancy.remove(3, d);
        QVERIFY(occupancy.add(1, b, 2).empty());
        QCOMPARE(describe(occupancy.add(3, d, 2)), QString("[2-3: 0 1 3] "));
    }

    void sameAsAJobListPerNode()
    {
        constexpr unsigned kSeeds = 200;
        constexpr int kOperations = 1'000;
        constexpr int kJobs = 30;
        constexpr int kMaxNodes = 20;
        constexpr int kMaxRangeLength = 4;
        constexpr int kMaxGap = 4;
        std::int64_t crowdedPieces = 0;
        for (unsigned seed = 1; seed <= kSeeds; ++seed) {
            std::mt19937 random(seed);
            const int nodeCount = 1 + int(random() % kMaxNodes);
            const std::size_t limit = 1 + random() % 2;
            std::vector<NodeSet> sets(kJobs);
            for (NodeSet& set : sets) {
                for (int at = int(random() % unsigned(nodeCount)); at < nodeCount;) {
                    const int last = std::min(nodeCount - 1, at + int(random() % kMaxRangeLength));
                    set.addRange(at, last);
                    at = last + 2 + int(random() % kMaxGap);
                    if (random() % 2 == 0)
                        break;
                }
            }
            NodeOccupancy occupancy(nodeCount);
            std::vector<NodeOccupancy::Occupants> model(static_cast<std::size_t>(nodeCount));
            std::set<JobIndex> present;
            for (int op = 0; op < kOperations; ++op) {
                const auto job = JobIndex(random() % kJobs);
                const NodeSet& set = sets[job];
                if (present.erase(job) > 0) {
                    occupancy.remove(job, set);
                    modelRemove(model, job, set);
                    continue;
                }
                present.insert(job);
                Crowdings expected;
                modelAdd(model, job, set, limit, expected);
                const Crowdings got = occupancy.add(job, set, limit);
                QCOMPARE(describe(got), describe(expected));
                crowdedPieces += std::int64_t(got.size());
            }
        }
        QVERIFY(crowdedPieces > 0);  // the random schedules do crowd nodes
    }
};

QTEST_APPLESS_MAIN(NodeOccupancyTest)
#include "NodeOccupancyTest.moc"
