// Fair queueing among users (Phosphorus D5.2, App. D): one arrival
// sequence worked by hand under WFQ and under SCFQ virtual time, whose
// service orders differ from each other and from FIFO, and the tie rules.

#include "qos/FairQueue.h"

#include <QTest>

#include <stdexcept>

using namespace schedlab;

namespace {

using Mode = FairQueue::VirtualTime;

// The tags of one task: its id, S and F.
struct Tags {
    std::size_t task;
    double start;
    double finish;
};

// The sequence of both modes. User 0 has share 1, user 1 share 2,
// capacity 1:
//   t = 0  task 0 (user 0, work 4), task 1 (user 1, work 2); one dequeue
//   t = 2  task 2 (user 1, work 4); one dequeue
//   t = 3  task 3 (user 0, work 1); one dequeue
//   t = 4  one dequeue
// Returns the dequeued tasks in order, their tags as dequeued.
std::vector<Tags> run(FairQueue& q)
{
    std::vector<Tags> served;
    const auto serve = [&](double time) {
        const std::optional<FairQueue::Entry> e = q.dequeue(time);
        if (e)
            served.push_back({e->task, e->start, e->finish});
    };
    q.enqueue(0, 0, 4, 0);
    q.enqueue(1, 1, 2, 0);
    serve(0);
    q.enqueue(2, 1, 4, 2);
    serve(2);
    q.enqueue(3, 0, 1, 3);
    serve(3);
    serve(4);
    return served;
}

QString describe(const std::vector<Tags>& tags)
{
    QString text;
    for (const Tags& t : tags)
        text += QStringLiteral("%1[%2,%3] ").arg(t.task).arg(t.start).arg(t.finish);
    return text;
}

bool same(const std::vector<Tags>& a, const std::vector<Tags>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (a[i].task != b[i].task || !qFuzzyCompare(1 + a[i].start, 1 + b[i].start)
            || !qFuzzyCompare(1 + a[i].finish, 1 + b[i].finish))
            return false;
    return true;
}

// Runs the sequence in `mode` and checks the served tasks, their tags and
// the virtual time at the end, which stays put once nothing is queued.
void checkSequence(Mode mode, const std::vector<Tags>& expected, double finalVirtualTime)
{
    FairQueue q({1, 2}, mode);
    const std::vector<Tags> served = run(q);
    QVERIFY2(same(served, expected), qPrintable(describe(served)));
    QCOMPARE(q.virtualTime(), finalVirtualTime);
    QVERIFY(q.empty());
    q.advanceTo(10);
    QCOMPARE(q.virtualTime(), finalVirtualTime);
    QVERIFY(!q.dequeue(11));
}

}  // namespace

class FairQueueTest : public QObject {
    Q_OBJECT

private slots:
    // WFQ. At t = 0, V = 0: task 0 gets S 0, F 0 + 4/1 = 4; task 1 S 0,
    // F 0 + 2/2 = 1, and is served first. From 0 to 2 only user 0 is
    // queued (shares 1): V = 2. Task 2: S = max(1, 2) = 2, F = 2 + 4/2 = 4,
    // a tie with task 0 broken by arrival: task 0. From 2 to 3 only user 1
    // is queued (shares 2): V = 2.5. Task 3: S = max(4, 2.5) = 4, F = 5;
    // task 2 (F 4) goes first, then task 3; from 3 to 4 user 0 alone: V =
    // 3.5, and it stays there once nothing is queued.
    // Order 1, 0, 2, 3; FIFO would be 0, 1, 2, 3.
    void wfq() { checkSequence(Mode::Wfq, {{1, 0, 1}, {0, 0, 4}, {2, 2, 4}, {3, 4, 5}}, 3.5); }

    // SCFQ: V is the finish tag of the task last started. Task 1 (F 1)
    // starts first: V = 1. Task 2: S = max(1, 1) = 1, F = 1 + 4/2 = 3,
    // ahead of task 0 (F 4): V = 3. Task 3: S = max(4, 3) = 4, F = 5; task
    // 0 then task 3 (V = 5).
    // Order 1, 2, 0, 3: the virtual time alone changes the order.
    void scfq() { checkSequence(Mode::Scfq, {{1, 0, 1}, {2, 1, 3}, {0, 0, 4}, {3, 4, 5}}, 5); }

    // Equal finish tags and arrivals: the lower user index first, whatever
    // the enqueue order. A user's tasks follow one another: F 2, then 4.
    void tiesAndUserFifo()
    {
        FairQueue q({1, 1}, Mode::Scfq);
        QCOMPARE(q.enqueue(7, 1, 2, 0).finish, 2.0);
        QCOMPARE(q.enqueue(8, 0, 2, 0).finish, 2.0);
        QCOMPARE(q.enqueue(9, 0, 2, 0).start, 2.0);
        QCOMPARE(q.queued(0), std::size_t{2});
        QCOMPARE(q.dequeue(0)->task, std::size_t{8});
        QCOMPARE(q.dequeue(0)->task, std::size_t{7});
        QCOMPARE(q.dequeue(0)->task, std::size_t{9});
    }

    // The capacity turns work into time: at 2 units a second, user 0 alone
    // for 1 s moves V by 2 / 1.
    void capacityScalesVirtualTime()
    {
        FairQueue q({1}, Mode::Wfq, 2);
        q.enqueue(0, 0, 10, 0);
        q.advanceTo(1);
        QCOMPARE(q.virtualTime(), 2.0);
    }

    void errors()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, FairQueue({1, 0}, Mode::Wfq));
        FairQueue q({1}, Mode::Wfq);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, q.enqueue(0, 1, 1, 0));
        q.advanceTo(5);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, q.advanceTo(4));
    }
};

QTEST_APPLESS_MAIN(FairQueueTest)
#include "FairQueueTest.moc"
