// The per-site table of a grid run: one row per origin site with its jobs,
// ACT, AWRT and mean wait, then the standard deviation of the sites' ACTs;
// nothing at all for a run whose jobs have no origin site.

#include "SiteMetricsTable.h"

#include <QTest>

using namespace schedlab;

namespace {

double cellValue(const SiteMetricsTable& table, int row, int column)
{
    return table.item(row, column)->data(Qt::UserRole).toDouble();
}

}  // namespace

class AppSiteMetricsTableTest : public QObject {
    Q_OBJECT

private slots:
    void rowsPerSiteAndDeviation()
    {
        MetricsReport report;
        report.perSite = {{0, "A", 10, 500, 700, 120}, {1, "", 4, 900, 950, 400}};
        report.siteResponseStdDev = 200;

        SiteMetricsTable table;
        table.setReport(report);
        QCOMPARE(table.rowCount(), 3);
        QCOMPARE(table.item(0, SiteMetricsTable::SiteColumn)->text(), QStringLiteral("A"));
        QCOMPARE(cellValue(table, 0, SiteMetricsTable::JobsColumn), 10.0);
        QCOMPARE(cellValue(table, 0, SiteMetricsTable::ActColumn), 500.0);
        QCOMPARE(cellValue(table, 0, SiteMetricsTable::AwrtColumn), 700.0);
        QCOMPARE(cellValue(table, 0, SiteMetricsTable::WaitColumn), 120.0);
        // A site the platform does not name is called by its number.
        QVERIFY(table.item(1, SiteMetricsTable::SiteColumn)->text().contains(QLatin1Char('1')));
        QCOMPARE(cellValue(table, 1, SiteMetricsTable::ActColumn), 900.0);
        // The last row: the deviation in the ACT column, nothing in the others.
        QCOMPARE(cellValue(table, 2, SiteMetricsTable::ActColumn), 200.0);
        QVERIFY(table.item(2, SiteMetricsTable::SiteColumn)->font().bold());
        QVERIFY(table.item(2, SiteMetricsTable::JobsColumn) == nullptr);
    }

    void noSitesNoRows()
    {
        SiteMetricsTable table;
        MetricsReport report;
        report.perSite = {{0, "A", 1, 1, 1, 1}};
        table.setReport(report);
        QCOMPARE(table.rowCount(), 2);
        table.setReport(MetricsReport{});
        QCOMPARE(table.rowCount(), 0);
    }
};

QTEST_MAIN(AppSiteMetricsTableTest)
#include "AppSiteMetricsTableTest.moc"
