#pragma once

#include "LoadedTrace.h"
#include "WorkbenchContext.h"

#include "gantt/GanttChartWidget.h"
#include "gantt/GanttExportOptions.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QActionGroup;
class QDockWidget;
class QLabel;
class QMenu;
class QProgressBar;
class QSettings;
class QTabWidget;

namespace schedlab {

class GenerateWorkloadDialog;
class PlaybackActions;
class PlatformPanel;
class PolicyPanel;
class RunDocument;
class RunLibraryController;
class TracePanel;

// The workbench window: trace, platform and policy docks on the left, one
// tab per run in the middle. Owns no simulation logic itself; it gathers
// what the panels say into a RunRequest and hands it to a RunDocument.
class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `settings` must outlive the window; tests pass a temporary .ini file.
    explicit MainWindow(QSettings& settings, QWidget* parent = nullptr);
    ~MainWindow() override;

    // The size of a first window (no saved geometry): 1600x1000, or less
    // on a smaller screen, never larger than the screen.
    [[nodiscard]] static QSize defaultSize();

    [[nodiscard]] TracePanel* tracePanel() const { return m_tracePanel; }
    [[nodiscard]] PlatformPanel* platformPanel() const { return m_platformPanel; }
    [[nodiscard]] PolicyPanel* policyPanel() const { return m_policyPanel; }
    [[nodiscard]] QTabWidget* runTabs() const { return m_runs; }
    [[nodiscard]] RunDocument* currentRun() const;
    [[nodiscard]] QList<RunDocument*> runs() const;
    [[nodiscard]] QAction* runAction() const { return m_runAction; }
    // View ▸ Gantt colours: one checkable action per GanttChartWidget::ColorMode (its data).
    [[nodiscard]] QActionGroup* colorModeActions() const { return m_colorModes; }
    // Stored runs: the run store, its browser dock and the Library menu.
    [[nodiscard]] RunLibraryController* runLibrary() const { return m_library; }
    // What the panels show now, for the dialogs that start from it.
    [[nodiscard]] WorkbenchContext workbenchContext() const;

    void openTrace(const QString& path);
    // File ▸ Generate workload…: a dialog on the current trace whose
    // "Use as current trace" opens the result here.
    GenerateWorkloadDialog* generateWorkload();
    // Starts a run from what the panels show; nullptr (and the reason in
    // the status bar) if a run is not possible now.
    RunDocument* startRun();
    // Why Run is disabled, or empty when it is enabled.
    [[nodiscard]] QString runBlocker() const;

    // Layout, panels and recent files. restoreSettings() leaves the trace
    // alone: the caller decides between the command line, the last trace
    // and the bundled default (see lastTrace()).
    void restoreSettings();
    void saveSettings();
    [[nodiscard]] QString lastTrace() const;

    // Errors go to a non-blocking message box unless dialogs are off (tests);
    // errorReported is emitted either way.
    void setDialogsEnabled(bool enabled) { m_dialogsEnabled = enabled; }

signals:
    void runStarted(schedlab::RunDocument* run);
    void runEnded(schedlab::RunDocument* run);
    void errorReported(const QString& title, const QString& message);

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void createDocks();
    void createStatusBar();
    void createLibrary();
    QDockWidget* addPanelDock(QWidget* panel, const QString& title, const QString& objectName);
    void updateActions();
    void updateRunProgress();
    void onTraceLoaded(std::shared_ptr<const LoadedTrace> trace);
    void onTraceFailed(const QString& path, const QString& message);
    void closeRun(int index);
    void exportChart(const QString& suffix);
    void exportLiveCharts();
    void setColorMode(GanttChartWidget::ColorMode mode);
    void showAbout();
    void showQuickHelp();
    void reportError(const QString& title, const QString& message);
    void rebuildRecentMenu();

    QSettings& m_settings;
    TracePanel* m_tracePanel = nullptr;
    PlatformPanel* m_platformPanel = nullptr;
    PolicyPanel* m_policyPanel = nullptr;
    RunLibraryController* m_library = nullptr;
    QTabWidget* m_runs = nullptr;
    QLabel* m_welcome = nullptr;
    QList<QDockWidget*> m_docks;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_samplesMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QAction* m_openAction = nullptr;
    GanttExportOptions m_exportOptions;  // the last export's choices
    QAction* m_exportPngAction = nullptr;
    QAction* m_exportSvgAction = nullptr;
    QAction* m_exportChartsAction = nullptr;
    QAction* m_quitAction = nullptr;
    QAction* m_runAction = nullptr;
    QAction* m_cancelAction = nullptr;
    PlaybackActions* m_playbackActions = nullptr;
    QAction* m_fitAction = nullptr;
    QAction* m_findAction = nullptr;
    QAction* m_closeRunAction = nullptr;
    QActionGroup* m_colorModes = nullptr;
    QLabel* m_traceStatus = nullptr;
    QProgressBar* m_runProgress = nullptr;
    GanttChartWidget::ColorMode m_colorMode = GanttChartWidget::ColorMode::ByDecision;
    int m_runCounter = 0;
    bool m_dialogsEnabled = true;
};

}  // namespace schedlab
