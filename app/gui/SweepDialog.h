#pragma once

#include "SweepChoices.h"
#include "sweep/SweepReport.h"

#include <QDialog>
#include <QFutureWatcher>

#include <cstdint>
#include <vector>

class QBoxLayout;
class QComboBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTimer;
class QTreeWidget;

namespace schedlab {

class BatchRunController;
class RunLibrary;
class SweepForm;
class SweepRunCounter;
class SweepRunPanel;
struct WorkbenchContext;

// Library ▸ New sweep…: runs a parameter sweep into the run store. The form
// (SweepForm: traces, transform sets, platforms, policies, one swept
// numeric parameter, seeds, group, threads) is written as sweep spec JSON
// and parsed by SweepSpec, which also gives the errors shown in red; the
// run count is expanded off the GUI thread as the user types
// (SweepRunCounter). Run hands the spec to the run panel (SweepRunPanel),
// whose BatchRunController gives progress, cancel and resume (stored runs
// are skipped). Load/Save read and write the same JSON the CLI's `sweep`
// command takes; Export writes a Slurm job array.
class SweepDialog : public QDialog {
    Q_OBJECT

public:
    // Below the form's wait for typing to settle, a recount would start per keystroke.
    static constexpr int kRecountDelayMs = 150;

    SweepDialog(RunLibrary& library, const SweepChoices& initial, QWidget* parent = nullptr);
    ~SweepDialog() override;

    // The workbench's trace, transforms, platform, policy and parameters as
    // a one-run sweep: where the dialog starts.
    [[nodiscard]] static SweepChoices workbenchChoices(const WorkbenchContext& workbench);

    void setChoices(const SweepChoices& choices);
    [[nodiscard]] SweepChoices choices() const;
    // The spec Run would run: the form's, or a loaded spec the form cannot show.
    [[nodiscard]] QString specJson() const;
    // Expanded run count; -1 while counting or when the spec is not valid.
    [[nodiscard]] int runCount() const { return m_runCount; }
    [[nodiscard]] QString problem() const { return m_problem; }
    [[nodiscard]] bool isRunning() const;

    bool loadSpecFile(const QString& path, QString* error = nullptr);
    bool saveSpecFile(const QString& path, QString* error = nullptr);
    // Writes the Slurm export off the GUI thread; slurmExportFinished follows.
    void exportSlurm(const QString& directory);
    void addTraceFile(const QString& path);
    void addPlatformFile(const QString& path);
    // Starts the sweep; false when the spec is not valid or a sweep runs.
    bool startSweep();
    void cancelSweep();

    // The parts, for tests.
    [[nodiscard]] SweepForm* form() const { return m_form; }
    [[nodiscard]] SweepRunPanel* runPanel() const { return m_runPanel; }
    [[nodiscard]] QListWidget* traceList() const;
    [[nodiscard]] QListWidget* platformList() const;
    [[nodiscard]] QListWidget* policyList() const;
    [[nodiscard]] QComboBox* parameterBox() const;
    [[nodiscard]] QSpinBox* threadsBox() const;
    [[nodiscard]] QPushButton* runButton() const { return m_run; }
    [[nodiscard]] QPushButton* cancelButton() const { return m_cancel; }
    [[nodiscard]] QProgressBar* progressBar() const;
    [[nodiscard]] QLabel* countLabel() const { return m_count; }
    [[nodiscard]] QLabel* statusLabel() const;
    [[nodiscard]] QTreeWidget* failedList() const;
    [[nodiscard]] QTreeWidget* replicationTable() const;
    [[nodiscard]] BatchRunController* controller() const;

signals:
    // After every recount: the run count, or -1 with problem() set.
    void runCountChanged(int count);
    // The sweep ran to its end (not cancelled): the stored runs it covers,
    // new and skipped, in the spec's order.
    void resultsReady(const QString& group, const std::vector<std::int64_t>& ids);
    // Any end of a sweep, cancelled too (after the dialog showed it).
    void sweepEnded(const schedlab::SweepReport& report);
    void slurmExportFinished(bool ok, const QString& message);

private:
    void createCountRow(QBoxLayout* layout);
    void createButtons(QBoxLayout* layout);

    void onFormEdited();
    void scheduleRecount();
    void recount();
    void onCounted(int runs, const QString& error);
    void showCount();
    void updateButtons();
    void onSweepFinished(const SweepReport& report, const QString& group, const std::vector<std::int64_t>& ids);

    void chooseLoadFile();
    void chooseSaveFile();
    void chooseExportFolder();

    RunLibrary& m_library;
    SweepRunCounter* m_counter = nullptr;
    QFutureWatcher<QString> m_exportWatcher;
    QTimer* m_recountTimer = nullptr;
    int m_runCount = -1;
    QString m_problem;
    QString m_verbatim;  // a loaded spec the form cannot show, as self-contained JSON

    SweepForm* m_form = nullptr;
    QLabel* m_count = nullptr;
    QLabel* m_problemLabel = nullptr;
    QLabel* m_verbatimNote = nullptr;
    SweepRunPanel* m_runPanel = nullptr;
    QPushButton* m_load = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_close = nullptr;
};

}  // namespace schedlab
