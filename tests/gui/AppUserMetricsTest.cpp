// The "Per user" tab: one row per user with how its jobs ended, sortable by
// the numbers (not their text), the columns a run has nothing for hidden,
// and the spread across users beneath; the model passes Qt's model tester.

#include "UserMetricsModel.h"
#include "UserMetricsPanel.h"

#include <QAbstractItemModelTester>
#include <QTableView>
#include <QTest>

using namespace schedlab;

namespace {

UserMetrics user(std::int32_t id, std::int64_t ended, std::int64_t missed, double response, double miDelay = -1)
{
    UserMetrics u;
    u.user = id;
    u.ended = ended;
    u.jobs = ended;
    u.deadlineMisses = missed;
    u.meanResponse = response;
    u.miDelay = miDelay;
    return u;
}

}  // namespace

class AppUserMetricsTest : public QObject {
    Q_OBJECT

private slots:
    void modelShowsHowJobsEnded()
    {
        UserMetricsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        MetricsReport report;
        report.perUser = {user(1, 4, 1, 900, 0.5), user(2, 10, 0, 120, 0.25)};
        report.perUser[0].serviceClass = ServiceClass::Guaranteed;
        report.perUser[1].rejected = 5;
        model.setReport(report);
        QCOMPARE(model.rowCount(), 2);
        const auto number = [&model](int row, int column) {
            return model.data(model.index(row, column), Qt::UserRole).toDouble();
        };
        QCOMPARE(number(0, UserMetricsModel::MissColumn), 25.0);
        QCOMPARE(number(1, UserMetricsModel::RejectedColumn), 50.0);
        QCOMPARE(number(1, UserMetricsModel::MiDelayColumn), 0.25);
        QVERIFY(model.data(model.index(0, UserMetricsModel::MissColumn), Qt::ToolTipRole)
                    .toString()
                    .contains(QStringLiteral("1 of 4")));
        QVERIFY(model.columnHasData(UserMetricsModel::ClassColumn));
        QVERIFY(model.columnHasData(UserMetricsModel::RejectedColumn));
        QVERIFY(!model.columnHasData(UserMetricsModel::WithheldColumn));
        QVERIFY(!model.columnHasData(UserMetricsModel::RegisteredColumn));
        model.setReport(report, {{1, QStringLiteral("R1 (769048 of 780000 MIPS)")}});
        QVERIFY(model.columnHasData(UserMetricsModel::RegisteredColumn));
        QCOMPARE(model.data(model.index(0, UserMetricsModel::RegisteredColumn), Qt::DisplayRole).toString(),
                 QStringLiteral("R1 (769048 of 780000 MIPS)"));
        QVERIFY(model.data(model.index(1, UserMetricsModel::RegisteredColumn), Qt::DisplayRole).toString().isEmpty());
        model.setReport(MetricsReport{});
        QCOMPARE(model.rowCount(), 0);
    }

    // A plain trace (no classes, deadlines or refusals): only the columns
    // with something in them; sorting goes by the value, so 900 s sorts
    // after 120 s whatever the text says.
    void panelHidesEmptyColumnsAndSortsByValue()
    {
        UserMetricsPanel panel;
        MetricsReport report;
        report.perUser = {user(1, 4, 0, 900), user(2, 10, 0, 120), user(3, 2, 0, 1000)};
        report.userResponseStdDev = 377.1;
        panel.setReport(report);
        QTableView* view = panel.view();
        QVERIFY(view->isColumnHidden(UserMetricsModel::ClassColumn));
        QVERIFY(view->isColumnHidden(UserMetricsModel::MissColumn));
        QVERIFY(view->isColumnHidden(UserMetricsModel::MiDelayColumn));
        QVERIFY(!view->isColumnHidden(UserMetricsModel::ResponseColumn));
        view->sortByColumn(UserMetricsModel::ResponseColumn, Qt::DescendingOrder);
        QAbstractItemModel* shown = view->model();
        QCOMPARE(shown->data(shown->index(0, UserMetricsModel::UserColumn), Qt::UserRole).toDouble(), 3.0);
        QCOMPARE(shown->data(shown->index(2, UserMetricsModel::UserColumn), Qt::UserRole).toDouble(), 2.0);
        QVERIFY(panel.spreadText().contains(QStringLiteral("377")));
        QVERIFY(!panel.spreadText().contains(QStringLiteral("MI")));
    }

    // Times keep three significant digits below 100 s: a QoS user's tasks
    // respond in seconds, and whole seconds showed every user as "2". A
    // year's responses keep whole seconds.
    void shortTimesKeepTheirDigits()
    {
        UserMetricsModel model;
        MetricsReport report;
        report.perUser = {user(1, 4, 0, 2.345), user(2, 4, 0, 0.0123), user(3, 4, 0, 1627244.3)};
        model.setReport(report);
        const auto text = [&model](int row) {
            return model.data(model.index(row, UserMetricsModel::ResponseColumn), Qt::DisplayRole).toString();
        };
        const QLocale locale;
        QCOMPARE(text(0), locale.toString(2.345, 'f', 2));
        QCOMPARE(text(1), locale.toString(0.0123, 'f', 4));
        QCOMPARE(text(2), locale.toString(1627244.3, 'f', 0));
        UserMetricsPanel panel;
        report.userResponseStdDev = 0.0571;
        panel.setReport(report);
        QVERIFY2(panel.spreadText().contains(locale.toString(0.0571, 'f', 4)), qPrintable(panel.spreadText()));
    }
};

QTEST_MAIN(AppUserMetricsTest)
#include "AppUserMetricsTest.moc"
