#pragma once

#include "ComparisonTimeSeries.h"
#include "store/StoredRun.h"

#include <QStringList>
#include <QWidget>

#include <cstdint>
#include <vector>

class QComboBox;
class QLabel;
class QPushButton;
class QTabWidget;

namespace schedlab {

class ComparisonBarCharts;
class ComparisonJobsTab;
class ComparisonPivotTab;
class CsvTableView;
class GanttChartWidget;

// Several stored runs side by side, opened from the run browser. Tabs:
//  1. Metrics: every metric of every run, absolute and as improvement over
//     the reference run (positive = better, see core/compare/ComparisonCell.h),
//     better/worse tinted;
//  2. Pivot: one metric, policies as rows, a variant/parameter/... as columns;
//  3. Bar charts of chosen metrics;
//  4. Time series overlaid: utilization, busy nodes, queue length, AWRT so far;
//  5. Job differences of two runs, with both runs' Gantt charts.
// The reference run is picked in the bar above the tabs and applies to the
// metric table and the pivot. Tables are core/compare's, formatted by
// ComparisonFormat: the same digits as `schedlab-cli runs compare`.
// Export: the current tab's table as CSV, its chart as PNG or SVG.
class ComparisonView : public QWidget {
    Q_OBJECT

public:
    enum Tab { MetricsTab = 0, PivotTab, ChartsTab, TimeSeriesTab, JobsTab };
    Q_ENUM(Tab)

    // Runs loaded completely (RunStore::load: jobs and samples); summaries
    // work too, but then the time series and job tabs stay empty.
    explicit ComparisonView(std::vector<StoredRun> runs, QWidget* parent = nullptr);
    ~ComparisonView() override;

    [[nodiscard]] const std::vector<StoredRun>& runs() const { return m_runs; }

    // Index into runs(); out of range is ignored.
    void setReference(std::size_t index);
    [[nodiscard]] std::size_t reference() const;
    void setPivot(const QString& dimension, const QString& metricKey);
    void setChartMetrics(const QStringList& keys);
    void setTimeSeries(ComparisonTimeSeries::Quantity quantity);
    void setJobRuns(std::size_t a, std::size_t b);
    // Selects an SWF job in both Gantt charts of the job tab (and shows that tab).
    bool showJob(std::int64_t jobId);
    void setCurrentTab(Tab tab);

    // Export of what a tab shows. CSV: the metric table, the pivot, or the
    // moved jobs (plus "-histogram.csv" beside it). Charts: PNG, or SVG when
    // the path ends in .svg. False when the tab has no such thing or writing failed.
    bool exportTableCsv(Tab tab, const QString& path);
    bool exportChart(Tab tab, const QString& path);

    // The parts, for tests and for the run browser.
    [[nodiscard]] QTabWidget* tabs() const { return m_tabs; }
    [[nodiscard]] CsvTableView* metricTable() const { return m_metricTable; }
    [[nodiscard]] CsvTableView* pivotTable() const;
    [[nodiscard]] CsvTableView* movedJobsTable() const;
    [[nodiscard]] ComparisonBarCharts* barCharts() const { return m_barCharts; }
    [[nodiscard]] ComparisonTimeSeries* timeSeries() const { return m_timeSeries; }
    [[nodiscard]] ComparisonJobsTab* jobsTab() const { return m_jobs; }
    [[nodiscard]] GanttChartWidget* ganttA() const;
    [[nodiscard]] GanttChartWidget* ganttB() const;

private:
    void rebuildMetrics();
    void updateExportButtons();
    void exportTableInteractively();
    void exportChartInteractively();
    [[nodiscard]] static bool hasTable(int tab);
    [[nodiscard]] static bool hasChart(int tab);

    std::vector<StoredRun> m_runs;
    QComboBox* m_reference = nullptr;
    QPushButton* m_exportTable = nullptr;
    QPushButton* m_exportChart = nullptr;
    QTabWidget* m_tabs = nullptr;
    CsvTableView* m_metricTable = nullptr;
    QLabel* m_metricNote = nullptr;
    ComparisonPivotTab* m_pivot = nullptr;
    ComparisonBarCharts* m_barCharts = nullptr;
    ComparisonTimeSeries* m_timeSeries = nullptr;
    ComparisonJobsTab* m_jobs = nullptr;
};

}  // namespace schedlab
