#include "ReplicationTable.h"

#include "metrics/MetricsReport.h"
#include "sweep/ReplicationSummary.h"

#include <QHeaderView>

#include <algorithm>

namespace schedlab {

namespace {

constexpr int kNameColumn = 0;
constexpr int kCountColumn = 1;
constexpr int kFirstMetricColumn = 2;
constexpr int kShownSignificantDigits = 6;

QString metricHeader(const std::string& key)
{
    const auto& definitions = metricDefinitions();
    const auto it = std::ranges::find_if(definitions, [&](const MetricDefinition& d) { return d.key == key; });
    if (it == definitions.end())
        return QString::fromStdString(key);
    const QString label = QString::fromStdString(it->label);
    return it->unit.empty() ? label : QStringLiteral("%1 (%2)").arg(label, QString::fromStdString(it->unit));
}

QString number(double value)
{
    return QString::number(value, 'g', kShownSignificantDigits);
}

}  // namespace

ReplicationTable::ReplicationTable(QWidget* parent) : QTreeWidget(parent)
{
    setObjectName(QStringLiteral("sweepReplications"));
    QStringList headers = {tr("Configuration"), tr("Runs")};
    for (const std::string& key : kMetrics)
        headers << metricHeader(key);
    setHeaderLabels(headers);
    setRootIsDecorated(false);
    setToolTip(tr("Each configuration repeated over the sweep's seeds: mean ± standard error of the mean "
                  "(sample standard deviation / √n; Vanderster 2008, ch. 4)"));
    header()->setSectionResizeMode(kNameColumn, QHeaderView::ResizeToContents);
}

bool ReplicationTable::showReport(const std::vector<RunSpec>& runs, const SweepReport& report)
{
    clear();
    const std::vector<ReplicationGroup> groups = ReplicationSummary::of(runs, report.outcomes, kMetrics);
    const bool repeated = std::ranges::any_of(groups, [](const ReplicationGroup& g) { return g.runs.size() > 1; });
    if (!repeated)
        return false;
    for (const ReplicationGroup& group : groups) {
        auto* item = new QTreeWidgetItem(this);
        item->setText(kNameColumn, QString::fromStdString(group.name));
        item->setText(kCountColumn, QString::number(group.measured));
        item->setTextAlignment(kCountColumn, Qt::AlignRight | Qt::AlignVCenter);
        for (std::size_t m = 0; m < kMetrics.size(); ++m) {
            const int column = kFirstMetricColumn + int(m);
            const ReplicationGroup::Estimate& e = group.metrics.at(kMetrics[m]);
            if (group.measured > 0)
                item->setText(column, tr("%1 ± %2").arg(number(e.mean), number(e.standardError)));
            item->setTextAlignment(column, Qt::AlignRight | Qt::AlignVCenter);
        }
    }
    return true;
}

}  // namespace schedlab
