#include "SiteMetricsTable.h"

#include "NumberTableItem.h"
#include "SignificantDecimals.h"

#include <QHeaderView>
#include <QLocale>

namespace schedlab {

namespace {


}  // namespace

SiteMetricsTable::SiteMetricsTable(QWidget* parent) : QTableWidget(parent)
{
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels({tr("Origin site"), tr("Jobs"), tr("ACT (s)"), tr("AWRT (s)"), tr("Mean wait (s)")});
    horizontalHeaderItem(SiteColumn)->setToolTip(tr("The site the jobs were submitted at, wherever they ran"));
    horizontalHeaderItem(ActColumn)->setToolTip(tr("Average completion time: mean time from submission to end "
                                                   "of the jobs submitted at this site"));
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Not stretched: five narrow numbers read best beside their headers.
    horizontalHeader()->setStretchLastSection(false);
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSortingEnabled(false);
}

void SiteMetricsTable::setReport(const MetricsReport& report)
{
    clearContents();
    if (report.perSite.empty()) {
        setRowCount(0);
        return;
    }
    setRowCount(int(report.perSite.size()) + 1);
    int row = 0;
    for (const SiteMetrics& site : report.perSite) {
        const QString name = site.name.empty() ? tr("site %1").arg(site.site) : QString::fromStdString(site.name);
        setItem(row, SiteColumn, new QTableWidgetItem(name));
        setItem(row, JobsColumn, numberTableItem(double(site.jobs), 0));
        setItem(row, ActColumn, numberTableItem(site.meanResponse, significantDecimals(site.meanResponse)));
        setItem(row, AwrtColumn, numberTableItem(site.awrt, significantDecimals(site.awrt)));
        setItem(row, WaitColumn, numberTableItem(site.meanWait, significantDecimals(site.meanWait)));
        ++row;
    }
    // Fairness across sites: only the ACT column has a deviation to show.
    auto* label = new QTableWidgetItem(tr("Standard deviation across sites"));
    label->setToolTip(tr("Standard deviation of the sites' ACTs: 0 when every site's users wait alike"));
    setItem(row, SiteColumn, label);
    setItem(row, ActColumn, numberTableItem(report.siteResponseStdDev, significantDecimals(report.siteResponseStdDev)));
    QFont bold = font();
    bold.setBold(true);
    label->setFont(bold);
    item(row, ActColumn)->setFont(bold);
}

}  // namespace schedlab
