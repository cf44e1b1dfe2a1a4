#include "MetricsTable.h"

#include "MetricLabel.h"

#include <QHeaderView>
#include <QLocale>

#include <vector>

namespace schedlab {

namespace {

constexpr int kDecimals = 2;
constexpr int kKeyRole = Qt::UserRole + 1;

}  // namespace

MetricsTable::MetricsTable(QWidget* parent) : QTableWidget(parent)
{
    setColumnCount(ColumnCount);
    setHorizontalHeaderLabels({tr("Metric"), tr("Value"), tr("Unit")});
    horizontalHeader()->setSectionResizeMode(MetricColumn, QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::ResizeToContents);
    horizontalHeader()->setSectionResizeMode(UnitColumn, QHeaderView::ResizeToContents);
    verticalHeader()->hide();
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setAlternatingRowColors(true);
    setSelectionBehavior(QAbstractItemView::SelectRows);
}

void MetricsTable::setReport(const MetricsReport& report)
{
    std::vector<const MetricDefinition*> shown;
    for (const MetricDefinition& definition : metricDefinitions()) {
        if (definition.shownFor(report))
            shown.push_back(&definition);
    }
    setRowCount(int(shown.size()));
    const QLocale locale;
    int row = 0;
    for (const MetricDefinition* shownDefinition : shown) {
        const MetricDefinition& definition = *shownDefinition;
        const double value = definition.value ? definition.value(report) : 0.0;
        auto* name = new QTableWidgetItem(MetricLabel::of(definition));
        name->setData(kKeyRole, QString::fromStdString(definition.key));
        name->setToolTip(definition.lowerIsBetter ? tr("%1 — lower is better").arg(QString::fromStdString(definition.key))
                                                  : tr("%1 — higher is better").arg(QString::fromStdString(definition.key)));
        auto* number = new QTableWidgetItem(locale.toString(value, 'f', definition.integral ? 0 : kDecimals));
        number->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        number->setData(Qt::UserRole, value);
        setItem(row, MetricColumn, name);
        setItem(row, ValueColumn, number);
        setItem(row, UnitColumn, new QTableWidgetItem(QString::fromStdString(definition.unit)));
        ++row;
    }
}

QString MetricsTable::valueText(const QString& key) const
{
    for (int r = 0; r < rowCount(); ++r) {
        if (item(r, MetricColumn) && item(r, MetricColumn)->data(kKeyRole).toString() == key)
            return item(r, ValueColumn)->text();
    }
    return {};
}

}  // namespace schedlab
