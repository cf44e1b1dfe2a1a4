#include "MachineMetricsTable.h"

#include "model/Units.h"

#include "NumberTableItem.h"
#include "SignificantDecimals.h"

#include <QHeaderView>
#include <QLocale>

namespace schedlab {

namespace {

constexpr double kSecondsPerHour = 3600.0;
using units::kPercent;
constexpr int kPercentDecimals = 1;

}  // namespace

MachineMetricsTable::MachineMetricsTable(QWidget* parent) : QTableWidget(parent)
{
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels({tr("Machine"), tr("Jobs"), tr("Work (node-h)"), tr("Work share %"),
                               tr("Utilization %"), tr("AWRT (s)"), tr("AWWT (s)"), tr("Multi-site jobs")});
    horizontalHeaderItem(WorkColumn)->setToolTip(tr("Node-hours executed on this machine; a multi-site job "
                                                    "counts with the nodes it used here"));
    horizontalHeaderItem(AwwtColumn)->setToolTip(tr("Average weighted wait time of the jobs that ran here: "
                                                    "a backlog check (Yahyapour (2002), ch. 5)"));
    horizontalHeaderItem(MultiSiteColumn)->setToolTip(tr("Jobs that ran on this machine and on others at once"));
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    horizontalHeader()->setStretchLastSection(true);
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSortingEnabled(false);
}

void MachineMetricsTable::setReport(const MetricsReport& report)
{
    double totalWork = 0;
    for (const MachineMetrics& machine : report.perMachine)
        totalWork += machine.work;

    setRowCount(int(report.perMachine.size()) + 1);
    int row = 0;
    const auto fill = [&](const QString& name, double jobs, double work, double utilization, double awrt,
                          double awwt, double multiSite) {
        setItem(row, MachineColumn, new QTableWidgetItem(name));
        setItem(row, JobsColumn, numberTableItem(jobs, 0));
        setItem(row, WorkColumn, numberTableItem(work / kSecondsPerHour, significantDecimals(work / kSecondsPerHour)));
        setItem(row, WorkShareColumn, numberTableItem(totalWork > 0 ? kPercent * work / totalWork : 0, kPercentDecimals));
        setItem(row, UtilizationColumn, numberTableItem(kPercent * utilization, kPercentDecimals));
        setItem(row, AwrtColumn, numberTableItem(awrt, significantDecimals(awrt)));
        setItem(row, AwwtColumn, numberTableItem(awwt, significantDecimals(awwt)));
        setItem(row, MultiSiteColumn, numberTableItem(multiSite, 0));
        ++row;
    };
    for (const MachineMetrics& m : report.perMachine)
        fill(QString::fromStdString(m.name), double(m.jobs), m.work, m.utilization, m.awrt, m.awwt,
             double(m.multiSiteJobs));
    // The whole platform: the run's own metrics, so the total row agrees with the Metrics tab.
    fill(tr("All machines"), double(report.jobs), totalWork, report.utilization, report.awrt, report.awwt,
         double(report.multiSiteJobs));
    QFont bold = font();
    bold.setBold(true);
    for (int column = 0; column < ColumnCount; ++column)
        item(row - 1, column)->setFont(bold);
}

}  // namespace schedlab
