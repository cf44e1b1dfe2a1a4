// The list of jobs that did not run to the end: QAbstractItemModelTester
// checks the model contract, and the rows of a hand-made result (one job of
// each way to leave early, at a millisecond tick) are compared cell by cell.
#include "AppTestSupport.h"
#include "UnfinishedJobsModel.h"
#include "UnfinishedJobsPanel.h"
#include "WaitingQueueModel.h"
#include "support/WorkloadBuilder.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace schedlab;

namespace {

JobOutcome ended(Time start, Time end, EndState state)
{
    JobOutcome outcome;
    outcome.start = start;
    outcome.end = end;
    outcome.endState = state;
    if (start != kNoTime) {
        outcome.nodes.addRange(0, 0);
        outcome.machine = 0;
        outcome.segments = {{start, end}};
    }
    return outcome;
}

// Times in ms (1,000 ticks per second), no calendar:
//  job 1: completed, not listed
//  job 2: hard deadline 2.5 s, still waiting then: dropped at 2.5 s
//  job 3: rejected at admission at its submission, 3 s
//  job 4: ran 4 s .. 5.25 s, faulted, retried 6 s .. 6.5 s, faulted again: failed
//  job 5: soft deadline 7 s, completed late at 9 s: did its work, not listed
std::shared_ptr<RunSnapshot> makeSnapshot()
{
    auto workload = std::make_shared<Workload>(test::makeWorkload({
        {0, 1000, 1}, {1000, 2000, 1}, {3000, 1000, 1}, {4000, 2000, 1}, {5000, 1000, 1}}));
    workload->ticksPerSecond = 1000;
    workload->jobs[1].deadline = 2500;
    workload->jobs[1].deadlineKind = DeadlineKind::Hard;
    workload->jobs[4].deadline = 7000;
    workload->jobs[4].deadlineKind = DeadlineKind::Soft;
    auto snapshot = std::make_shared<RunSnapshot>();
    snapshot->workload = workload;
    snapshot->platform = Platform("one", {{"solo", 4, 1.0}});
    snapshot->description.policy = "fcfs";
    auto& jobs = snapshot->result.jobs;
    jobs.push_back(ended(0, 1000, EndState::Completed));
    jobs.push_back(ended(kNoTime, 2500, EndState::Dropped));
    jobs.push_back(ended(kNoTime, 3000, EndState::Rejected));
    jobs.push_back(ended(4000, 6500, EndState::Failed));
    jobs.back().segments = {{4000, 5250}, {6000, 6500}};
    jobs.back().segments[0].faulted = true;
    jobs.back().segments[1].faulted = true;
    jobs.push_back(ended(8000, 9000, EndState::CompletedLate));
    return snapshot;
}

QStringList rowText(const UnfinishedJobsModel& model, int row)
{
    QStringList cells;
    for (int column = 0; column < model.columnCount(); ++column)
        cells << model.index(row, column).data().toString();
    return cells;
}

}  // namespace

class AppUnfinishedJobsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void modelPassesTester()
    {
        UnfinishedJobsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(makeSnapshot());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(UnfinishedJobsModel::ColumnCount));
        model.setSnapshot(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void rowsSayWhenAndWhy()
    {
        UnfinishedJobsModel model;
        model.setSnapshot(makeSnapshot());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(rowText(model, 0),
                 QStringList({"2", "Dropped", "day 0, 00:00:01.000", "day 0, 00:00:02.500", "day 0, 00:00:02.500",
                              "hard deadline passed at day 0, 00:00:02.500 before it could start"}));
        QCOMPARE(rowText(model, 1), QStringList({"3", "Rejected", "day 0, 00:00:03.000", "none", "day 0, 00:00:03.000",
                                                 "refused at admission by fcfs"}));
        QCOMPARE(rowText(model, 2), QStringList({"4", "Failed", "day 0, 00:00:04.000", "none", "day 0, 00:00:06.500",
                                                 "failed: fault at day 0, 00:00:06.500 with no recovery"}));
        QCOMPARE(model.index(2, 0).data(UnfinishedJobsModel::JobIndexRole).toLongLong(), 3LL);
    }

    void aDropByThePolicySaysSo()
    {
        auto snapshot = makeSnapshot();
        // Dropped while running, before its deadline: the policy gave up.
        snapshot->result.jobs[1] = ended(1000, 2000, EndState::Dropped);
        UnfinishedJobsModel model;
        model.setSnapshot(snapshot);
        QCOMPARE(model.index(0, UnfinishedJobsModel::ReasonColumn).data().toString(),
                 QStringLiteral("dropped by the policy"));
    }

    void aJobThatLeftNoLongerWaits()
    {
        WaitingQueueModel queue;
        queue.setSnapshot(makeSnapshot());
        queue.setNow(2400);
        QCOMPARE(queue.waitingJobs(), std::vector<JobIndex>({1}));
        // Job 2 is dropped at 2.5 s, job 3 rejected on arrival at 3 s.
        queue.setNow(2500);
        QVERIFY(queue.waitingJobs().empty());
        queue.setNow(3000);
        QVERIFY(queue.waitingJobs().empty());
    }

    void panelSelectsTheChosenJobAndSaysWhenThereAreNone()
    {
        UnfinishedJobsPanel panel;
        QSignalSpy chosen(&panel, &UnfinishedJobsPanel::jobChosen);
        panel.setSnapshot(makeSnapshot());
        QVERIFY(panel.summary().startsWith(QStringLiteral("3 job(s) did not run")));
        panel.view()->setCurrentIndex(panel.model()->index(1, 0));
        QCOMPARE(chosen.count(), 1);
        QCOMPARE(chosen.front().front().value<JobIndex>(), JobIndex(2));

        auto allDone = makeSnapshot();
        for (JobOutcome& outcome : allDone->result.jobs)
            outcome.endState = EndState::Completed;
        panel.setSnapshot(allDone);
        QVERIFY(panel.summary().startsWith(QStringLiteral("Every job ran its work to the end")));
        QVERIFY(panel.view()->isHidden());
    }
};

QTEST_MAIN(AppUnfinishedJobsTest)
#include "AppUnfinishedJobsTest.moc"
