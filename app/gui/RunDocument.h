#pragma once

#include "RunController.h"
#include "RunRequest.h"

#include "gantt/GanttChartWidget.h"
#include "gantt/GanttExportOptions.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTabWidget;
class QTableView;
class QTreeView;

namespace schedlab {

class EventLogFilterModel;
class EventLogModel;
class JobDetailsPanel;
class LiveChartsWidget;
class MachineMetricsTable;
class SiteMetricsTable;
class UserMetricsPanel;
class CreditDelayTab;
class MetricsTable;
class OccupancyView;
class PlaybackBar;
class PlaybackController;
class RunInfoView;
class UnfinishedJobsPanel;
class WaitingQueueModel;

// One run, as a tab: the Gantt chart in the middle, live charts, metrics,
// the event log and the run record below, the selected job's details and
// the waiting queue on the right, and the playback controls on top. The
// run itself happens in its RunController; the document fills in as
// progress and then the finished schedule arrive.
class RunDocument : public QWidget {
    Q_OBJECT

public:
    RunDocument(RunRequest request, GanttChartWidget::ColorMode colorMode, QWidget* parent = nullptr);
    ~RunDocument() override;

    void start();
    void cancel();
    [[nodiscard]] RunController::State state() const { return m_controller->state(); }
    [[nodiscard]] RunSnapshotPtr snapshot() const { return m_snapshot; }
    // Short text for the tab ("easy · ctc-sp2 · CTC-SP2-1996-3.1-cln").
    [[nodiscard]] QString title() const;
    // One line on how the run is doing or went.
    [[nodiscard]] QString statusText() const { return m_statusText; }
    // Whether and where the run was stored, for the run record.
    void setStoreNote(const QString& note);
    // Adds a tab beside the charts, metrics, event log and run record.
    void addBottomTab(QWidget* tab, const QString& title);
    // Shows the lower tab titled `title` (case and '&' ignored); false if
    // there is none. The titles there are, in order, put into `titles`.
    bool showBottomTab(const QString& title, QStringList* titles = nullptr);
    // Whether every tab of a finished run is there: the "Credit and delay"
    // tab is added once its points were computed off the GUI thread
    // (bottomTabsReady then).
    [[nodiscard]] bool areBottomTabsReady() const;

    void setColorMode(GanttChartWidget::ColorMode mode);
    void fitAll();
    void focusJobSearch();
    // Selects a job by its SWF number; false if the run has no such job.
    bool findJob(qint64 jobId);
    // Exports the chart on show, Gantt or occupancy (by suffix: .svg, else PNG).
    bool exportGantt(const QString& path);
    // The Gantt chart at a chosen size (ExportImageDialog); false when the
    // occupancy view is on show, which exports as it is (exportGantt).
    [[nodiscard]] bool showsGanttChart() const;
    [[nodiscard]] QSize ganttChartSize() const;
    bool exportGantt(const QString& path, const GanttExportOptions& options);
    bool exportCharts(const QString& path);

    [[nodiscard]] RunController* controller() const { return m_controller; }
    [[nodiscard]] PlaybackController* playback() const { return m_playback; }
    [[nodiscard]] GanttChartWidget* gantt() const { return m_gantt; }
    [[nodiscard]] OccupancyView* occupancy() const { return m_occupancy; }
    [[nodiscard]] LiveChartsWidget* liveCharts() const { return m_charts; }
    [[nodiscard]] JobDetailsPanel* details() const { return m_details; }
    [[nodiscard]] EventLogModel* eventLog() const { return m_eventLog; }
    [[nodiscard]] EventLogFilterModel* eventFilter() const { return m_eventFilter; }
    [[nodiscard]] QTreeView* eventView() const { return m_eventView; }
    [[nodiscard]] WaitingQueueModel* waitingQueue() const { return m_waiting; }
    [[nodiscard]] UnfinishedJobsPanel* unfinishedJobs() const { return m_unfinished; }
    [[nodiscard]] MetricsTable* metricsTable() const { return m_metrics; }
    [[nodiscard]] MachineMetricsTable* machineMetricsTable() const { return m_machineMetrics; }
    // A tab only while the run's jobs have origin sites (grid workloads).
    [[nodiscard]] SiteMetricsTable* siteMetricsTable() const { return m_siteMetrics; }
    [[nodiscard]] UserMetricsPanel* userMetricsPanel() const { return m_userMetrics; }
    // A tab only while the run's tasks have credits (utility workloads).
    [[nodiscard]] CreditDelayTab* creditDelayTab() const { return m_creditDelay; }
    [[nodiscard]] RunInfoView* infoView() const { return m_info; }
    [[nodiscard]] QLabel* banner() const { return m_banner; }

    // Whether the finished run's jobs know the site they were submitted at
    // (only then is "by origin site" a useful colour mode).
    [[nodiscard]] bool hasOriginSites() const;
    // Whether a colour mode says something about this run (by origin site
    // needs sites, by credit needs credits); true until the run has ended.
    [[nodiscard]] bool offersColourMode(GanttChartWidget::ColorMode mode) const;

signals:
    void stateChanged(schedlab::RunController::State state);
    void statusChanged(const QString& text);
    void progressChanged(int percent);
    void bottomTabsReady();

private:
    QWidget* createChartArea();
    QWidget* createBottomTabs();
    QWidget* createSideColumn();
    void onProgress(const SimulationProgress& progress);
    void onFinished(RunSnapshotPtr snapshot);
    void onFailed(const QString& message);
    void onNowChanged(Time now);
    // The backfilling plan at `now` to the Gantt chart and the job details.
    void showPlan(Time now);
    void onCurrentEventChanged(int event);
    void updateLegend();
    void showSiteMetrics(const MetricsReport& report);
    void showUserMetrics(const FinishedRun& run);
    void showCreditDelay(bool hasPoints);
    void updateColourModes();
    void setStatus(const QString& text);
    void showBanner(const QString& text, bool error);
    void refreshInfo();

    RunController* m_controller = nullptr;
    PlaybackController* m_playback = nullptr;
    RunSnapshotPtr m_snapshot;
    QString m_statusText;

    QLabel* m_headline = nullptr;
    QLabel* m_statusLabel = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_banner = nullptr;
    PlaybackBar* m_playbackBar = nullptr;
    GanttChartWidget* m_gantt = nullptr;
    OccupancyView* m_occupancy = nullptr;
    QTabWidget* m_views = nullptr;
    QComboBox* m_colorMode = nullptr;
    QLabel* m_legend = nullptr;
    QLineEdit* m_find = nullptr;
    QTabWidget* m_bottom = nullptr;
    LiveChartsWidget* m_charts = nullptr;
    MetricsTable* m_metrics = nullptr;
    MachineMetricsTable* m_machineMetrics = nullptr;
    SiteMetricsTable* m_siteMetrics = nullptr;
    UserMetricsPanel* m_userMetrics = nullptr;
    CreditDelayTab* m_creditDelay = nullptr;
    EventLogModel* m_eventLog = nullptr;
    EventLogFilterModel* m_eventFilter = nullptr;
    QTreeView* m_eventView = nullptr;
    RunInfoView* m_info = nullptr;
    JobDetailsPanel* m_details = nullptr;
    WaitingQueueModel* m_waiting = nullptr;
    UnfinishedJobsPanel* m_unfinished = nullptr;
    QLabel* m_waitingLabel = nullptr;
};

}  // namespace schedlab
