#pragma once

#include "study/StudyCatalog.h"
#include "study/StudyOptions.h"
#include "sweep/SweepProgress.h"
#include "sweep/SweepReport.h"

#include <QDialog>
#include <QFutureWatcher>

#include <map>
#include <memory>
#include <utility>

class QCheckBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTextBrowser;

namespace schedlab {

class BatchRunController;
class RunLibrary;
class RunLibraryController;

// "Reproduce a study…": picks one of StudyCatalog's published studies and
// runs its full set of runs into the current run store with one click,
// through a BatchRunController (worker thread, progress, cancel; a rerun
// skips what is stored, so a cancelled study resumes). When it finishes, or
// at once for a study already stored, it asks for the results tab. Closing
// the dialog only hides it: a study keeps running, and the menu brings the
// same dialog back with its progress.
class StudyDialog : public QDialog {
    Q_OBJECT

public:
    // Generated workloads go to this folder beside the store file, as with
    // `schedlab-cli study run`, so both reuse the same files.

    explicit StudyDialog(RunLibrary& library, QWidget* parent = nullptr);
    ~StudyDialog() override;

    // Shows the study dialog of `parent` (created on first use, on the
    // controller's run store); its results open as tabs through the
    // controller (StudyResultsView::openIn).
    static StudyDialog* openFor(RunLibraryController& library, QWidget& parent);

    // The options a run of `study` uses with the current store and check box.
    [[nodiscard]] StudyOptions options() const;
    [[nodiscard]] static QString generatedDirectory(const QString& storePath);

    [[nodiscard]] const StudyCatalog& catalog() const { return *m_catalog; }
    // The selected study, or nullptr.
    [[nodiscard]] const Study* currentStudy() const;
    void selectStudy(const QString& name);
    [[nodiscard]] bool isRunning() const;

    [[nodiscard]] QListWidget* studyList() const { return m_list; }
    [[nodiscard]] QTextBrowser* details() const { return m_details; }
    [[nodiscard]] QCheckBox* quickBox() const { return m_quick; }
    [[nodiscard]] QSpinBox* threadsBox() const { return m_threads; }
    [[nodiscard]] QLabel* storedLabel() const { return m_stored; }
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }
    [[nodiscard]] QProgressBar* progressBar() const { return m_progress; }
    [[nodiscard]] QPushButton* runButton() const { return m_run; }
    [[nodiscard]] QPushButton* cancelButton() const { return m_cancel; }
    [[nodiscard]] QPushButton* resultsButton() const { return m_results; }

    void run();
    void cancel();

signals:
    // Open the results of this study (its group in the current store).
    void resultsRequested(const QString& studyName, bool quick);
    // A batch ended (also when cancelled) or could not start.
    void batchFinished(const schedlab::SweepReport& report);
    void batchFailed(const QString& message);

private:
    void onPrepared(int runCount);
    void onProgress(const SweepProgress& progress);
    void onFinished(const SweepReport& report);
    void onFailed(const QString& message);
    void showDetails();
    void updateState();
    [[nodiscard]] QString ctcTracePath() const;
    // Stored runs of the selected study's group (from the library's listing).
    [[nodiscard]] int storedCount() const;
    // Counts the runs of every study, full and quick, on a pool thread (as
    // `schedlab-cli study list` does: it loads the CTC trace and writes the
    // generated workloads, which a run reuses); once a store is known.
    void startCounting();

    RunLibrary& m_library;
    // Shared with the worker thread's Prepare, which must not outlive it.
    std::shared_ptr<const StudyCatalog> m_catalog;
    BatchRunController* m_controller = nullptr;
    // Number of runs by (study name, quick), from counting or a batch.
    using RunCounts = std::map<std::pair<QString, bool>, int>;
    RunCounts m_runCounts;
    QFutureWatcher<RunCounts>* m_counter = nullptr;
    bool m_countingStarted = false;
    QString m_runningStudy;  // name of the study the batch runs, empty when none
    bool m_runningQuick = false;
    bool m_showingBlocker = false;  // m_status says why Run is disabled

    QListWidget* m_list = nullptr;
    QTextBrowser* m_details = nullptr;
    QCheckBox* m_quick = nullptr;
    QSpinBox* m_threads = nullptr;
    QLabel* m_stored = nullptr;
    QLabel* m_inputs = nullptr;
    QLabel* m_status = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_results = nullptr;
};

}  // namespace schedlab
