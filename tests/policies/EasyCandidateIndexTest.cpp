// The segment tree EASY backfilling searches its waiting list with.

#include "policies/EasyCandidateIndex.h"

#include <QTest>

#include <random>

using namespace schedlab;

namespace {

struct Listed {
    JobIndex job = kNoJob;
    int nodes = 0;
    Time duration = 0;
    bool waiting = true;
};

// The first place from `from` on that the query admits, by looking at each.
std::size_t findByPass(const std::vector<Listed>& places, std::size_t from, int nodesAnyLength,
                       int nodesIfShort, Time shortDuration)
{
    for (std::size_t p = from; p < places.size(); ++p) {
        const Listed& l = places[p];
        if (l.waiting && (l.nodes <= nodesAnyLength || (l.nodes <= nodesIfShort && l.duration <= shortDuration)))
            return p;
    }
    return EasyCandidateIndex::kNone;
}

}  // namespace

class EasyCandidateIndexTest : public QObject {
    Q_OBJECT

private slots:
    // Three jobs: 4 nodes for 100 s, 1 node for 500 s, 2 nodes for 10 s.
    void findsTheFirstAdmittedJob()
    {
        std::vector<JobRequest> requests(3);
        requests[0].nodes = 4;
        requests[0].estimate = 100;
        requests[1].nodes = 1;
        requests[1].estimate = 500;
        requests[2].nodes = 2;
        requests[2].estimate = 10;
        EasyCandidateIndex index;
        index.rebuild(WaitingList{0, 1, 2}, requests, 1.0);
        QCOMPARE(index.firstPlace(), std::size_t(0));
        // 2 free nodes, no extra ones, 50 s to the shadow time: only job 2.
        QCOMPARE(index.find(0, 0, 2, 50), std::size_t(2));
        // One extra node: job 1 may run past the shadow time.
        QCOMPARE(index.find(0, 1, 2, 50), std::size_t(1));
        index.remove(1);
        QCOMPARE(index.find(0, 1, 2, 5), EasyCandidateIndex::kNone);
        QCOMPARE(index.positionOf(2), std::size_t(1));
        index.remove(0);
        QCOMPARE(index.firstPlace(), std::size_t(2));
    }

    // Random appends, removals and queries against a pass over the places.
    void agreesWithAPassOverTheList()
    {
        std::mt19937 random(19);
        std::uniform_int_distribution<int> width(1, 64);
        std::uniform_int_distribution<Time> length(1, 5000);
        std::vector<JobRequest> requests;
        std::vector<Listed> places;
        WaitingList waiting;
        EasyCandidateIndex index;
        index.rebuild(waiting, requests, 1.0);
        for (int round = 0; round < 3000; ++round) {
            const JobIndex job = JobIndex(requests.size());
            JobRequest request;
            request.nodes = width(random);
            request.estimate = length(random);
            requests.push_back(request);
            if (!index.hasRoomFor(1)) {
                index.rebuild(waiting, requests, 1.0);
                places.clear();
                for (const JobIndex w : waiting)
                    places.push_back(Listed{w, requests[w].nodes, requests[w].estimate, true});
            }
            index.append(job, request, 1.0);
            places.push_back(Listed{job, request.nodes, request.estimate, true});
            waiting.push_back(job);

            const std::size_t from = std::size_t(random()) % places.size();
            const int any = width(random) / 4;
            const int ifShort = width(random);
            const Time shortDuration = length(random);
            const std::size_t found = index.find(from, any, ifShort, shortDuration);
            QCOMPARE(found, findByPass(places, from, any, ifShort, shortDuration));
            if (found != EasyCandidateIndex::kNone && random() % 2 == 0) {
                std::size_t position = 0;
                for (std::size_t p = 0; p < found; ++p)
                    position += places[p].waiting ? 1 : 0;
                QCOMPARE(index.positionOf(found), position);
                QCOMPARE(index.job(found), places[found].job);
                index.remove(found);
                places[found].waiting = false;
                std::erase(waiting, places[found].job);
            }
        }
    }
};

QTEST_APPLESS_MAIN(EasyCandidateIndexTest)
#include "EasyCandidateIndexTest.moc"
