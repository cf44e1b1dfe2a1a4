// The event log's item models: QAbstractItemModelTester checks the model
// contracts, and the filters are checked against counts worked out by hand
// from tests/data/gui-small.swf.
#include "AppTestSupport.h"
#include "EventLogFilterModel.h"
#include "EventLogModel.h"
#include "WaitingQueueModel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace schedlab;

namespace {

// A run's event log behind the filter, the filter under the model tester.
struct FilteredLog {
    EventLogModel model;
    EventLogFilterModel filter;
    QAbstractItemModelTester tester{&filter, QAbstractItemModelTester::FailureReportingMode::QtTest};

    explicit FilteredLog(RunSnapshotPtr snapshot)
    {
        filter.setLogModel(&model);
        model.setSnapshot(std::move(snapshot));
    }
};

}  // namespace

class AppEventLogModelTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_snapshot = test::smallEasySnapshot(); }

    void modelPassesTester()
    {
        EventLogModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(m_snapshot);
        // Submit, start and completion of each of the 20 jobs; no preemption.
        QCOMPARE(model.rowCount(), 60);
        QCOMPARE(model.columnCount(), int(EventLogModel::ColumnCount));
        model.setCurrentEvent(5);
        model.setCurrentEvent(7);
        model.setSnapshot(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void rowsShowTheSchedule()
    {
        EventLogModel model;
        model.setSnapshot(m_snapshot);
        // The first event is job 1's submission at the trace start (UTC).
        QCOMPARE(model.index(0, EventLogModel::TimeColumn).data().toString(), QStringLiteral("1996-07-01 08:00:00"));
        QCOMPARE(model.index(0, EventLogModel::KindColumn).data().toString(), QStringLiteral("Submit"));
        QCOMPARE(model.index(0, EventLogModel::JobColumn).data().toLongLong(), 1LL);
        // Job 3's start is a backfill, and the row says why.
        int job3Start = -1;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (model.jobId(row) == 3 && model.event(row)->kind == ScheduleEvent::Kind::Start)
                job3Start = row;
        }
        QVERIFY(job3Start >= 0);
        QCOMPARE(model.index(job3Start, EventLogModel::KindColumn).data().toString(), QStringLiteral("Start (backfill)"));
        QCOMPARE(model.index(job3Start, EventLogModel::DescriptionColumn).data().toString(),
                 QStringLiteral("Backfilled (EASY): ends by its estimate at 08:07:00, before the shadow "
                                "time 08:16:40 of job 2."));
        QCOMPARE(model.index(job3Start, 0).data(EventLogModel::StartKindRole).toInt(),
                 int(StartKind::BackfillBeforeShadow));
    }

    void currentEventIsHighlighted()
    {
        EventLogModel model;
        model.setSnapshot(m_snapshot);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setCurrentEvent(4);
        QCOMPARE(changed.count(), 1);
        QVERIFY(model.index(4, 0).data(Qt::BackgroundRole).isValid());
        QVERIFY(!model.index(3, 0).data(Qt::BackgroundRole).isValid());
        model.setCurrentEvent(6);
        QCOMPARE(changed.count(), 3);  // old row cleared, new row set
        QVERIFY(!model.index(4, 0).data(Qt::BackgroundRole).isValid());
    }

    void filterByKindAndJob()
    {
        FilteredLog log(m_snapshot);
        EventLogFilterModel& filter = log.filter;
        QCOMPARE(filter.rowCount(), 60);
        filter.setKindFilter(EventLogFilterModel::KindFilter::Starts);
        QCOMPARE(filter.rowCount(), 20);
        filter.setKindFilter(EventLogFilterModel::KindFilter::Backfills);
        QCOMPARE(filter.rowCount(), int(m_snapshot->metrics.backfilledJobs));
        QCOMPARE(filter.rowCount(), 10);
        filter.setKindFilter(EventLogFilterModel::KindFilter::Preemptions);
        QCOMPARE(filter.rowCount(), 0);
        filter.setKindFilter(EventLogFilterModel::KindFilter::All);
        filter.setJobFilter(QStringLiteral("3"));  // jobs 3 and 13
        QCOMPARE(filter.rowCount(), 6);
        filter.setKindFilter(EventLogFilterModel::KindFilter::Completions);
        QCOMPARE(filter.rowCount(), 2);
        filter.setJobFilter(QString());
        QCOMPARE(filter.rowCount(), 20);
    }

    // Without a filter rows pass straight through; with one, every shown
    // row maps to an accepted event and back, and the current event's
    // highlight reaches the view only when its row is shown.
    void filterMapsRowsBothWays()
    {
        FilteredLog log(m_snapshot);
        EventLogModel& model = log.model;
        EventLogFilterModel& filter = log.filter;
        QCOMPARE(filter.rowCount(), model.rowCount());
        QCOMPARE(filter.mapFromSource(model.index(7, 2)), filter.index(7, 2));
        QCOMPARE(filter.mapToSource(filter.index(7, 2)), model.index(7, 2));

        filter.setKindFilter(EventLogFilterModel::KindFilter::Starts);
        int firstSubmission = -1;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QModelIndex shown = filter.mapFromSource(model.index(row, 0));
            QCOMPARE(shown.isValid(), model.event(row)->kind == ScheduleEvent::Kind::Start);
            if (shown.isValid())
                QCOMPARE(filter.mapToSource(shown).row(), row);
            else if (firstSubmission < 0 && model.event(row)->kind == ScheduleEvent::Kind::Submit)
                firstSubmission = row;
        }
        const int firstStart = filter.mapToSource(filter.index(0, 0)).row();
        QSignalSpy changed(&filter, &QAbstractItemModel::dataChanged);
        model.setCurrentEvent(firstSubmission);  // not shown: nothing to repaint
        QCOMPARE(changed.count(), 0);
        model.setCurrentEvent(firstStart);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), filter.index(0, 0));

        filter.setJobFilter(QStringLiteral("999999"));  // no such job
        QCOMPARE(filter.rowCount(), 0);
        QCOMPARE(filter.headerData(EventLogModel::KindColumn, Qt::Horizontal, Qt::DisplayRole),
                 model.headerData(EventLogModel::KindColumn, Qt::Horizontal, Qt::DisplayRole));
    }

    void waitingQueueModel()
    {
        WaitingQueueModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setSnapshot(m_snapshot);
        QCOMPARE(model.rowCount(), 0);  // no instant yet
        // At 08:20:50 (1250 s): job 5 waits (submitted at 1100, starts at 2320).
        model.setNow(1250);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, WaitingQueueModel::JobColumn).data().toLongLong(), 5LL);
        QCOMPARE(model.index(0, WaitingQueueModel::WaitedColumn).data().toString(), QStringLiteral("2 min 30 s"));
        QCOMPARE(model.waitingNodes(), 8);
        // At 1350 s job 7 (submitted at 1300) waits behind it, in submission order.
        model.setNow(1350);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(1, WaitingQueueModel::JobColumn).data().toLongLong(), 7LL);
        model.setNow(kNoTime);
        QCOMPARE(model.rowCount(), 0);
    }

private:
    RunSnapshotPtr m_snapshot;
};

QTEST_MAIN(AppEventLogModelTest)
#include "AppEventLogModelTest.moc"
