// UserFairQueue: a fair queue of Phosphorus D5.2 (Varvarigos, Kokkinos et
// al., 2007), App. D, whose users are met as their tasks arrive and join
// then; it must give exactly what a FairQueue that knew every user from the
// start gives: the same tags and the same order, under WFQ and SCFQ.

#include "generators/RandomSource.h"
#include "qos/FairQueue.h"
#include "qos/UserFairQueue.h"

#include <QTest>

#include <map>
#include <vector>

using namespace schedlab;

namespace {

struct Step {
    bool enqueue = true;
    std::int32_t user = 0;
    double share = 1;
    double work = 0;
    double time = 0;
};

// Random arrivals of `users` users (ids far apart, shares 0.5, 1 or 2),
// with dequeues in between, at times that never go back.
std::vector<Step> randomSteps(std::uint64_t seed, int users, int steps)
{
    RandomSource random(seed);
    const double shares[] = {0.5, 1, 2};
    std::map<std::int32_t, double> shareOf;
    std::vector<Step> out;
    double time = 0;
    for (int k = 0; k < steps; ++k) {
        time += double(random.uniformInt(0, 3));
        Step step;
        step.enqueue = random.uniformInt(0, 2) > 0;
        step.user = std::int32_t(random.uniformInt(0, users - 1) * 37 + 5);
        step.share = shareOf.emplace(step.user, shares[random.uniformInt(0, 2)]).first->second;
        step.work = double(random.uniformInt(1, 50));
        step.time = time;
        out.push_back(step);
    }
    return out;
}

}  // namespace

class UserFairQueueTest : public QObject {
    Q_OBJECT

private slots:
    void sameAsAQueueThatKnewEveryUser_data()
    {
        QTest::addColumn<int>("clock");
        QTest::newRow("wfq") << int(FairQueue::VirtualTime::Wfq);
        QTest::newRow("scfq") << int(FairQueue::VirtualTime::Scfq);
    }
    void sameAsAQueueThatKnewEveryUser()
    {
        QFETCH(int, clock);
        const auto mode = FairQueue::VirtualTime(clock);
        constexpr double kCapacity = 3;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const std::vector<Step> steps = randomSteps(seed, 30, 400);
            // The reference knows every user, in the order they first come.
            std::map<std::int32_t, std::size_t> index;
            std::vector<double> shares;
            for (const Step& step : steps) {
                if (step.enqueue && index.emplace(step.user, shares.size()).second)
                    shares.push_back(step.share);
            }
            FairQueue reference(shares, mode, kCapacity);
            UserFairQueue queue(mode, kCapacity);
            std::size_t task = 0;
            for (const Step& step : steps) {
                if (step.enqueue) {
                    const FairQueue::Entry a = queue.enqueue(task, step.user, step.share, step.work, step.time);
                    const FairQueue::Entry b = reference.enqueue(task, index.at(step.user), step.work, step.time);
                    QCOMPARE(a.start, b.start);
                    QCOMPARE(a.finish, b.finish);
                    ++task;
                } else if (!reference.empty()) {
                    const auto a = queue.dequeue(step.time);
                    const auto b = reference.dequeue(step.time);
                    QVERIFY(a && b);
                    QCOMPARE(a->task, b->task);
                    QCOMPARE(a->finish, b->finish);
                }
                QCOMPARE(queue.virtualTime(), reference.virtualTime());
                QCOMPARE(queue.size(), reference.size());
            }
            QCOMPARE(queue.users(), shares.size());
        }
    }

    // A known user keeps the share of its first task.
    void usersKeepTheirFirstShare()
    {
        UserFairQueue queue(FairQueue::VirtualTime::Scfq, 1);
        const FairQueue::Entry first = queue.enqueue(0, 7, 2, 10, 0);
        QCOMPARE(first.finish, 5.0);
        const FairQueue::Entry second = queue.enqueue(1, 7, 5, 10, 0);
        QCOMPARE(second.finish, 10.0);
        QCOMPARE(queue.users(), std::size_t(1));
        QCOMPARE(queue.size(), std::size_t(2));
    }
};

QTEST_APPLESS_MAIN(UserFairQueueTest)
#include "UserFairQueueTest.moc"
