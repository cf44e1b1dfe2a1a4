#pragma once

#include "RunSnapshot.h"
#include "store/StoredRun.h"

#include <QWidget>

#include <cstdint>
#include <map>
#include <memory>
#include <vector>

class QChartView;
class QComboBox;
class QLabel;

namespace schedlab {

class CsvTableView;
class GanttChartWidget;
class JobDifference;

// Per-job difference of two runs: which jobs started earlier or later in
// run B than in run A and by how much (core/compare/JobDifference), as a
// summary, a histogram and a table of the jobs that moved most. Clicking a
// job in the table (or in either Gantt chart) selects and centres it in both
// runs' Gantt charts.
class ComparisonJobsTab : public QWidget {
    Q_OBJECT

public:
    // Moved jobs listed in the table.
    static constexpr std::size_t kShownJobs = 200;

    // `runs` must outlive the tab (the comparison view owns both).
    explicit ComparisonJobsTab(const std::vector<StoredRun>& runs, QWidget* parent = nullptr);
    ~ComparisonJobsTab() override;

    // Indexes into the runs; A is the baseline (delta = start in B - start in A).
    void setRuns(std::size_t a, std::size_t b);
    [[nodiscard]] std::size_t runA() const;
    [[nodiscard]] std::size_t runB() const;
    // Selects an SWF job in both Gantt charts; false when a run lacks it.
    bool showJob(std::int64_t jobId);

    [[nodiscard]] const JobDifference* difference() const { return m_difference.get(); }
    [[nodiscard]] CsvTableView* movedTable() const { return m_moved; }
    [[nodiscard]] GanttChartWidget* ganttA() const { return m_ganttA; }
    [[nodiscard]] GanttChartWidget* ganttB() const { return m_ganttB; }
    [[nodiscard]] QChartView* histogramView() const { return m_histogram; }
    [[nodiscard]] QString summaryText() const;
    // The moved jobs to `path`, the histogram beside it ("x.csv" -> "x-histogram.csv").
    bool exportCsv(const QString& path) const;

signals:
    void jobShown(qint64 jobId);

private:
    void rebuild();
    void updateHistogram();
    void followSelection(GanttChartWidget* from, JobIndex job);
    [[nodiscard]] RunSnapshotPtr snapshotOf(std::size_t run);

    const std::vector<StoredRun>& m_runs;
    std::map<std::size_t, RunSnapshotPtr> m_snapshots;  // built on first use
    std::unique_ptr<JobDifference> m_difference;
    QComboBox* m_a = nullptr;
    QComboBox* m_b = nullptr;
    QLabel* m_summary = nullptr;
    CsvTableView* m_moved = nullptr;
    QChartView* m_histogram = nullptr;
    QLabel* m_titleA = nullptr;
    QLabel* m_titleB = nullptr;
    GanttChartWidget* m_ganttA = nullptr;
    GanttChartWidget* m_ganttB = nullptr;
    bool m_following = false;
};

}  // namespace schedlab
