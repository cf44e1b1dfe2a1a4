#pragma once

#include "StoreProblemDialog.h"
#include "WorkbenchContext.h"

#include "store/StoreError.h"
#include "store/StoredRun.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <vector>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QSettings;
class QWidget;

namespace schedlab {

class RunBrowser;
class RunDocument;
class ReproductionReportDialog;
class RunLibrary;
class AdviseDialog;
class SweepDialog;

// The workbench's run store: stores every run that finishes, makes the run
// browser (for a dock) and the "Library" menu, a label saying where runs go
// (or why they do not), opens stored runs and comparisons as tabs, and
// handles a store that cannot be opened with the choice dialog. It knows no
// window: the window places the dock, menu and label, shows its messages,
// hosts its tabs and tells it when a run ended; it asks the window for the
// workbench's choices only when a sweep starts from them.
class RunLibraryController : public QObject {
    Q_OBJECT

public:
    // A comparison needs two runs. Loading every job of more runs than the
    // maximum takes long and gives unreadable charts; the browser lists them
    // all anyway, so the user picks.
    static constexpr std::size_t kMinRunsCompared = 2;
    static constexpr std::size_t kMaxRunsCompared = 64;

    // What the workbench shows now; asked when a sweep starts.
    using WorkbenchSource = std::function<WorkbenchContext()>;

    // `window` is the parent of the controller, its dock, menu and label, and
    // of the dialogs it opens. `settings` must outlive the controller.
    RunLibraryController(QSettings& settings, WorkbenchSource workbench, QWidget& window);

    [[nodiscard]] RunLibrary* library() const { return m_library; }
    [[nodiscard]] RunBrowser* browser() const { return m_browser; }
    // The run browser's dock and the Library menu, for the window to place.
    [[nodiscard]] QDockWidget* dock() const { return m_dock; }
    [[nodiscard]] QMenu* menu() const { return m_menu; }
    // Where runs are stored, for the window's status bar.
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }
    [[nodiscard]] QAction* storeAction() const { return m_storeAction; }
    // The problem dialog while it is open, else nullptr.
    [[nodiscard]] StoreProblemDialog* problemDialog() const { return m_problem; }

    // Uses `path` for this session only (--db): the saved choice stays.
    // Call before the event loop runs to keep the configured store closed.
    void useStoreFile(const QString& path);

    // Asks for a file name for a new store; empty when the user gave up.
    // Tests replace the file dialog with a function returning a fixed name.
    using FileChooser = std::function<QString(QWidget* parent, const QString& suggestion)>;
    void setNewFileChooser(FileChooser chooser) { m_chooseNewFile = std::move(chooser); }

    // The Library ▸ Run store… dialog: switch to another file or a new one.
    void chooseStore();

    // Library ▸ New sweep…: a sweep dialog starting from the workbench's
    // choices, or the one still running a sweep. Returns it (tests drive it).
    SweepDialog* newSweep();
    [[nodiscard]] QAction* sweepAction() const { return m_sweepAction; }
    // Library ▸ Advise…: the policy advisor on the workbench's trace and
    // platform; nullptr (with a message) when no trace is loaded or the
    // platform is a hand-edited table. Returns it (tests drive it).
    AdviseDialog* advise();
    // Library ▸ Reproduction report…: the one report dialog of the window,
    // created on first use on the current run store and the bundled CTC trace.
    ReproductionReportDialog* reproductionReport();
    // Filters the run browser to `group` and opens a comparison of `ids`
    // (the runs of a sweep or study, in their order).
    void showGroup(const QString& group, const std::vector<std::int64_t>& ids);

    // Opens stored run `id` as a run tab, off the GUI thread; storedRunOpened
    // or storedRunMissing tells how it went (--open-run waits for them).
    void openRun(std::int64_t id);

    // Stores `run` if it finished completely (the window calls this when a run ends).
    void storeRun(RunDocument* run);
    // Opens `tab` as a run tab of the window (tabRequested) and a passing
    // message in its status bar (statusMessage): for the views it opens.
    void addTab(QWidget* tab, const QString& title);
    void showMessage(const QString& message);

signals:
    // openRun's tab is in the window.
    void storedRunOpened(schedlab::RunDocument* run);
    void storedRunMissing(qint64 id, const QString& message);
    // A run tab learnt whether its run was stored (id 0: not stored).
    void runStoreFinished(schedlab::RunDocument* run, qint64 id);
    // For the window: open `tab` as the current run tab (it takes ownership).
    void tabRequested(QWidget* tab, const QString& title);
    // For the window's status bar, shown for a few seconds.
    void statusMessage(const QString& message);
    // No run store can be used and the user gave up: the application ends.
    void quitRequested();

private:
    struct OpenRequest {
        QString path;
        bool remember = false;   // save the file in the settings once it opened
        bool startUp = false;
    };

    void createMenu();
    void openStore(const OpenRequest& request);
    void onOpened(const QString& path, bool readOnly);
    void onOpenFailed(const QString& path, StoreError::Kind kind, const QString& message, bool readOnlyPossible);
    // Asks for a new file and opens it, keeping what `broken` said about
    // remembering; `onGiveUp` runs when no usable name was given.
    void startNewFile(const OpenRequest& broken, const std::function<void()>& onGiveUp);
    void openStoredRun(const StoredRun& run);
    void openComparison(const std::vector<StoredRun>& runs);
    void updateStatus();

    QWidget* m_window = nullptr;  // never null: see the constructor
    WorkbenchSource m_workbench;
    RunLibrary* m_library = nullptr;
    RunBrowser* m_browser = nullptr;
    QDockWidget* m_dock = nullptr;
    QMenu* m_menu = nullptr;
    QLabel* m_status = nullptr;
    QAction* m_storeAction = nullptr;
    QAction* m_sweepAction = nullptr;
    QPointer<SweepDialog> m_sweep;
    QPointer<AdviseDialog> m_advise;
    QPointer<ReproductionReportDialog> m_report;
    QPointer<StoreProblemDialog> m_problem;
    OpenRequest m_pending;
    FileChooser m_chooseNewFile;
};

}  // namespace schedlab
