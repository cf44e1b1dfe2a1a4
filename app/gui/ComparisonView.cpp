#include "ComparisonView.h"

#include "ChartExport.h"
#include "ComparisonBarCharts.h"
#include "ComparisonJobsTab.h"
#include "ComparisonPivotTab.h"
#include "CsvTableView.h"
#include "MetricLabel.h"

#include "compare/ComparisonFormat.h"
#include "compare/MetricComparison.h"

#include <QChartView>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace schedlab {

namespace {

// The metric table's first columns are the metric key and its unit.
constexpr std::size_t kMetricLabelColumns = 2;

}  // namespace

ComparisonView::ComparisonView(std::vector<StoredRun> runs, QWidget* parent)
    : QWidget(parent), m_runs(std::move(runs))
{
    m_reference = new QComboBox(this);
    for (const StoredRun& run : m_runs) {
        m_reference->addItem(QString::fromStdString(ComparisonFormat::runLabel(run)));
        m_reference->setItemData(m_reference->count() - 1, QString::fromStdString(run.name), Qt::ToolTipRole);
    }
    m_reference->setToolTip(tr("The run every percentage is measured against"));
    m_exportTable = new QPushButton(tr("Export table as CSV…"), this);
    m_exportChart = new QPushButton(tr("Export chart (PNG/SVG)…"), this);

    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Reference run:"), this));
    bar->addWidget(m_reference);
    bar->addStretch();
    bar->addWidget(m_exportTable);
    bar->addWidget(m_exportChart);

    m_tabs = new QTabWidget(this);

    auto* metricsPage = new QWidget(this);
    m_metricTable = new CsvTableView(metricsPage);
    m_metricNote = new QLabel(metricsPage);
    m_metricNote->setWordWrap(true);
    auto* metricsLayout = new QVBoxLayout(metricsPage);
    metricsLayout->addWidget(m_metricTable, 1);
    metricsLayout->addWidget(m_metricNote);
    m_tabs->addTab(metricsPage, tr("Metrics"));

    m_pivot = new ComparisonPivotTab(m_runs, this);
    m_tabs->addTab(m_pivot, tr("Pivot"));
    m_barCharts = new ComparisonBarCharts(m_runs, this);
    m_tabs->addTab(m_barCharts, tr("Bar charts"));
    m_timeSeries = new ComparisonTimeSeries(m_runs, this);
    m_tabs->addTab(m_timeSeries, tr("Time series"));
    m_jobs = new ComparisonJobsTab(m_runs, this);
    m_tabs->addTab(m_jobs, tr("Job differences"));

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_tabs, 1);

    connect(m_reference, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index < 0)
            return;
        rebuildMetrics();
        m_pivot->setReference(std::size_t(index));
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, &ComparisonView::updateExportButtons);
    connect(m_exportTable, &QPushButton::clicked, this, &ComparisonView::exportTableInteractively);
    connect(m_exportChart, &QPushButton::clicked, this, &ComparisonView::exportChartInteractively);

    rebuildMetrics();
    updateExportButtons();
}

ComparisonView::~ComparisonView() = default;

void ComparisonView::setReference(std::size_t index)
{
    if (index < m_runs.size())
        m_reference->setCurrentIndex(int(index));
}

std::size_t ComparisonView::reference() const
{
    return std::size_t(std::max(m_reference->currentIndex(), 0));
}

void ComparisonView::setPivot(const QString& dimension, const QString& metricKey)
{
    m_pivot->setPivot(dimension, metricKey);
}

void ComparisonView::setChartMetrics(const QStringList& keys)
{
    m_barCharts->setMetrics(keys);
}

void ComparisonView::setTimeSeries(ComparisonTimeSeries::Quantity quantity)
{
    m_timeSeries->setQuantity(quantity);
}

void ComparisonView::setJobRuns(std::size_t a, std::size_t b)
{
    m_jobs->setRuns(a, b);
}

bool ComparisonView::showJob(std::int64_t jobId)
{
    m_tabs->setCurrentWidget(m_jobs);
    return m_jobs->showJob(jobId);
}

void ComparisonView::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(int(tab));
}

CsvTableView* ComparisonView::pivotTable() const
{
    return m_pivot->table();
}

CsvTableView* ComparisonView::movedJobsTable() const
{
    return m_jobs->movedTable();
}

GanttChartWidget* ComparisonView::ganttA() const
{
    return m_jobs->ganttA();
}

GanttChartWidget* ComparisonView::ganttB() const
{
    return m_jobs->ganttB();
}

void ComparisonView::rebuildMetrics()
{
    if (m_runs.empty())
        return;
    const std::size_t ref = reference();
    const MetricComparison comparison(m_runs, ref);
    // Tint each run's value and improvement cells, as the table lays them out.
    CsvTableView::Improvements improvements;
    for (const MetricComparison::Row& row : comparison.rows()) {
        std::vector<std::optional<double>> cells(kMetricLabelColumns);
        for (std::size_t i = 0; i < row.cells.size(); ++i) {
            if (i == ref) {
                cells.emplace_back();
                continue;
            }
            cells.push_back(row.cells[i].improvement);
            cells.push_back(row.cells[i].improvement);
        }
        improvements.push_back(std::move(cells));
    }
    m_metricTable->setTable(comparison.table(), improvements);
    for (std::size_t r = 0; r < comparison.rows().size(); ++r) {
        const MetricDefinition& d = *comparison.rows()[r].definition;
        if (QTableWidgetItem* item = m_metricTable->item(int(r), 0))
            item->setToolTip(d.lowerIsBetter ? tr("%1: lower is better").arg(MetricLabel::of(d))
                                             : tr("%1: higher is better").arg(MetricLabel::of(d)));
    }
    m_metricNote->setText(tr("%1: improvement over reference run %2 in percent (positive = better, negative = "
                             "worse). Green: better than the reference, red: worse.")
                              .arg(QString::fromLatin1(ComparisonFormat::kImprovementTitle),
                                   QString::fromStdString(ComparisonFormat::runLabel(m_runs[ref]))));
}

bool ComparisonView::hasTable(int tab)
{
    return tab == MetricsTab || tab == PivotTab || tab == JobsTab;
}

bool ComparisonView::hasChart(int tab)
{
    return tab == ChartsTab || tab == TimeSeriesTab || tab == JobsTab;
}

void ComparisonView::updateExportButtons()
{
    m_exportTable->setEnabled(hasTable(m_tabs->currentIndex()));
    m_exportChart->setEnabled(hasChart(m_tabs->currentIndex()));
}

bool ComparisonView::exportTableCsv(Tab tab, const QString& path)
{
    switch (tab) {
    case MetricsTab:
        return m_metricTable->exportCsv(path);
    case PivotTab:
        return m_pivot->table()->exportCsv(path);
    case JobsTab:
        return m_jobs->exportCsv(path);
    case ChartsTab:
    case TimeSeriesTab:
        break;
    }
    return false;
}

bool ComparisonView::exportChart(Tab tab, const QString& path)
{
    switch (tab) {
    case ChartsTab:
        return ChartExport::save(m_barCharts->chartArea(), path, tr("SchedLab metric comparison"));
    case TimeSeriesTab:
        return ChartExport::save(m_timeSeries->chartView(), path, tr("SchedLab time series comparison"));
    case JobsTab:
        return ChartExport::save(m_jobs->histogramView(), path, tr("SchedLab start-time differences"));
    case MetricsTab:
    case PivotTab:
        break;
    }
    return false;
}

void ComparisonView::exportTableInteractively()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export table as CSV"), QString(),
                                                      tr("CSV files (*.csv)"));
    if (path.isEmpty())
        return;
    if (!exportTableCsv(Tab(m_tabs->currentIndex()), path))
        QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

void ComparisonView::exportChartInteractively()
{
    QString selectedFilter;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart"), QString(),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg)"),
                                                      &selectedFilter);
    if (path.isEmpty())
        return;
    if (!exportChart(Tab(m_tabs->currentIndex()), path))
        QMessageBox::warning(this, tr("Export failed"), tr("Could not write %1.").arg(path));
}

}  // namespace schedlab
