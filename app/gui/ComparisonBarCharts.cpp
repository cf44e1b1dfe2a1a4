#include "ComparisonBarCharts.h"

#include "ComparisonPalette.h"
#include "MetricLabel.h"

#include "charts/ChartStyle.h"
#include "charts/ValueAxisFit.h"
#include "compare/ComparisonFormat.h"
#include "metrics/MetricsReport.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QListWidget>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

constexpr int kChartColumns = 2;
constexpr int kChooserWidthChars = 32;
constexpr int kMinimumChartHeight = 220;
constexpr int kAxisTicks = 5;

QChartView* makeChart(const MetricDefinition& metric, const std::vector<StoredRun>& runs, QWidget* parent)
{
    auto* series = new QBarSeries;
    double maximum = 0;
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const double value = runs[i].metric(metric.key);
        const QString text = QString::fromStdString(ComparisonFormat::value(value, metric.integral));
        auto* set = new QBarSet(QStringLiteral("%1: %2").arg(QString::fromStdString(ComparisonFormat::runLabel(runs[i])),
                                                           text.isEmpty() ? QStringLiteral("–") : text));
        set->append(std::isnan(value) ? 0.0 : value);
        set->setColor(comparisonpalette::runColor(i));
        set->setBorderColor(comparisonpalette::runColor(i));
        series->append(set);
        if (std::isfinite(value))
            maximum = std::max(maximum, value);
    }
    auto* chart = new QChart;
    chart->addSeries(series);
    const QString unit = QString::fromStdString(metric.unit);
    chart->setTitle(unit.isEmpty() ? MetricLabel::of(metric)
                                   : QStringLiteral("%1 (%2)").arg(MetricLabel::of(metric), unit));
    chart->setTitleBrush(chartstyle::kTextColor);
    auto* categories = new QBarCategoryAxis;
    categories->append(QString::fromStdString(metric.key));
    categories->setLabelsVisible(false);
    chart->addAxis(categories, Qt::AlignBottom);
    series->attachAxis(categories);
    auto* values = new QValueAxis;
    chartstyle::fitValueAxis(*values, maximum, kAxisTicks);
    chart->addAxis(values, Qt::AlignLeft);
    series->attachAxis(values);
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setLabelColor(chartstyle::kTextColor);
    auto* view = new QChartView(chart, parent);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumHeight(kMinimumChartHeight);
    return view;
}

}  // namespace

const QStringList& ComparisonBarCharts::defaultMetrics()
{
    static const QStringList keys = {QStringLiteral("awrt"), QStringLiteral("awwt"),
                                     QStringLiteral("meanBoundedSlowdown"), QStringLiteral("utilization")};
    return keys;
}

ComparisonBarCharts::ComparisonBarCharts(const std::vector<StoredRun>& runs, QWidget* parent)
    : QWidget(parent), m_runs(runs)
{
    m_chooser = new QListWidget(this);
    m_chooser->setToolTip(tr("Tick the metrics to chart"));
    for (const MetricDefinition& metric : metricDefinitions()) {
        auto* item = new QListWidgetItem(MetricLabel::of(metric), m_chooser);
        item->setData(Qt::UserRole, QString::fromStdString(metric.key));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(defaultMetrics().contains(QString::fromStdString(metric.key)) ? Qt::Checked
                                                                                         : Qt::Unchecked);
    }
    m_chooser->setMaximumWidth(fontMetrics().averageCharWidth() * kChooserWidthChars);

    m_chartArea = new QWidget(this);
    m_chartArea->setAutoFillBackground(true);
    m_chartArea->setBackgroundRole(QPalette::Base);
    m_grid = new QGridLayout(m_chartArea);

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(m_chooser);
    layout->addWidget(m_chartArea, 1);
    connect(m_chooser, &QListWidget::itemChanged, this, &ComparisonBarCharts::rebuild);
    rebuild();
}

void ComparisonBarCharts::setMetrics(const QStringList& keys)
{
    const QSignalBlocker blocker(m_chooser);
    for (int i = 0; i < m_chooser->count(); ++i) {
        QListWidgetItem* item = m_chooser->item(i);
        item->setCheckState(keys.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked : Qt::Unchecked);
    }
    rebuild();
}

QStringList ComparisonBarCharts::metrics() const
{
    QStringList keys;
    for (int i = 0; i < m_chooser->count(); ++i) {
        if (m_chooser->item(i)->checkState() == Qt::Checked)
            keys << m_chooser->item(i)->data(Qt::UserRole).toString();
    }
    return keys;
}

int ComparisonBarCharts::chartCount() const
{
    return m_grid->count();
}

void ComparisonBarCharts::rebuild()
{
    while (QLayoutItem* item = m_grid->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    int index = 0;
    for (const MetricDefinition& metric : metricDefinitions()) {
        if (!metrics().contains(QString::fromStdString(metric.key)))
            continue;
        m_grid->addWidget(makeChart(metric, m_runs, m_chartArea), index / kChartColumns, index % kChartColumns);
        ++index;
    }
}

}  // namespace schedlab
