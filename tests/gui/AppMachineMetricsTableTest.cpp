// The per-machine table of a run: one row per machine with its jobs, work,
// share of the work, utilization, AWRT, AWWT and multi-site jobs, and a
// total row that repeats the run's own metrics.

#include "MachineMetricsTable.h"

#include <QLocale>
#include <QTest>

using namespace schedlab;

namespace {

double cellValue(const MachineMetricsTable& table, int row, int column)
{
    return table.item(row, column)->data(Qt::UserRole).toDouble();
}

}  // namespace

class AppMachineMetricsTableTest : public QObject {
    Q_OBJECT

private slots:
    void rowsPerMachineAndTotal()
    {
        MetricsReport report;
        report.jobs = 5;
        report.utilization = 0.5;
        report.awrt = 1200;
        report.awwt = 300;
        report.multiSiteJobs = 1;
        // 3 node-hours on a, 1 on b: shares 75 % and 25 %.
        report.perMachine = {{"a", 4, 3 * 3600.0, 0.75, 1000, 200, 1}, {"b", 2, 3600.0, 0.25, 1500, 450, 1}};

        MachineMetricsTable table;
        table.setReport(report);
        QCOMPARE(table.rowCount(), 3);
        QCOMPARE(table.item(0, MachineMetricsTable::MachineColumn)->text(), QStringLiteral("a"));
        QCOMPARE(cellValue(table, 0, MachineMetricsTable::JobsColumn), 4.0);
        QCOMPARE(cellValue(table, 0, MachineMetricsTable::WorkColumn), 3.0);
        QCOMPARE(cellValue(table, 0, MachineMetricsTable::WorkShareColumn), 75.0);
        QCOMPARE(cellValue(table, 1, MachineMetricsTable::WorkShareColumn), 25.0);
        QCOMPARE(cellValue(table, 0, MachineMetricsTable::UtilizationColumn), 75.0);
        QCOMPARE(cellValue(table, 1, MachineMetricsTable::AwwtColumn), 450.0);
        QCOMPARE(cellValue(table, 1, MachineMetricsTable::MultiSiteColumn), 1.0);
        QCOMPARE(table.item(1, MachineMetricsTable::AwrtColumn)->text(), QLocale().toString(1500.0, 'f', 0));

        // The total row is the run's own metrics, not a sum of the machines'.
        QCOMPARE(cellValue(table, 2, MachineMetricsTable::JobsColumn), 5.0);
        QCOMPARE(cellValue(table, 2, MachineMetricsTable::WorkColumn), 4.0);
        QCOMPARE(cellValue(table, 2, MachineMetricsTable::WorkShareColumn), 100.0);
        QCOMPARE(cellValue(table, 2, MachineMetricsTable::UtilizationColumn), 50.0);
        QCOMPARE(cellValue(table, 2, MachineMetricsTable::AwrtColumn), 1200.0);
        QVERIFY(table.item(2, MachineMetricsTable::MachineColumn)->font().bold());
    }

    void emptyRunHasOnlyTheTotal()
    {
        MachineMetricsTable table;
        table.setReport(MetricsReport{});
        QCOMPARE(table.rowCount(), 1);
        QCOMPARE(cellValue(table, 0, MachineMetricsTable::WorkShareColumn), 0.0);
    }
};

QTEST_MAIN(AppMachineMetricsTableTest)
#include "AppMachineMetricsTableTest.moc"
