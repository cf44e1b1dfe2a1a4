#pragma once

#include "SweepChoices.h"
#include "experiment/RunSpec.h"
#include "sweep/SweepProgress.h"
#include "sweep/SweepReport.h"

#include <QDialog>
#include <QFutureWatcher>
#include <cstdint>
#include <map>
#include <memory>
#include <vector>

class QBoxLayout;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTabWidget;
class QTimer;
class QTreeWidget;

namespace schedlab {

class BatchRunController;
class MainWindow;
class RunLibrary;
class TraceCache;

// Library ▸ New sweep…: runs a parameter sweep into the run store. The form
// (traces, transform sets, platforms, policies, one swept numeric
// parameter, seeds, group, threads) is written as sweep spec JSON and
// parsed by SweepSpec, which also gives the errors shown in red; the run
// count is expanded off the GUI thread as the user types. Run hands the
// spec to a BatchRunController; progress, cancel and resume (stored runs are
// skipped) come from there. Load/Save read and write the same JSON the CLI's
// `sweep` command takes; Export writes a Slurm job array.
class SweepDialog : public QDialog {
    Q_OBJECT

public:
    // Below the form's wait for typing to settle, a recount would start per keystroke.
    static constexpr int kRecountDelayMs = 150;

    SweepDialog(RunLibrary& library, const SweepChoices& initial, QWidget* parent = nullptr);
    ~SweepDialog() override;

    // The workbench's trace, transforms, platform, policy and parameters as
    // a one-run sweep: where the dialog starts.
    [[nodiscard]] static SweepChoices workbenchChoices(const MainWindow& window);

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
    [[nodiscard]] QListWidget* traceList() const { return m_traces; }
    [[nodiscard]] QListWidget* platformList() const { return m_platforms; }
    [[nodiscard]] QListWidget* policyList() const { return m_policies; }
    [[nodiscard]] QComboBox* parameterBox() const { return m_parameter; }
    [[nodiscard]] QSpinBox* threadsBox() const { return m_threads; }
    [[nodiscard]] QPushButton* runButton() const { return m_run; }
    [[nodiscard]] QPushButton* cancelButton() const { return m_cancel; }
    [[nodiscard]] QProgressBar* progressBar() const { return m_progress; }
    [[nodiscard]] QLabel* countLabel() const { return m_count; }
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }
    [[nodiscard]] QTreeWidget* failedList() const { return m_failed; }
    [[nodiscard]] BatchRunController* controller() const { return m_controller; }

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
    struct Count {
        int generation = 0;
        int runs = -1;
        QString error;
    };

    QWidget* createTraceBox();
    QWidget* createTransformBox();
    QWidget* createPlatformBox();
    QWidget* createPolicyBox();
    QWidget* createParameterBox();
    QWidget* createOptionsBox();
    QWidget* createResultTabs();
    void createButtons(QBoxLayout* layout);
    void connectForm();

    void onFormEdited();
    void onPoliciesChanged();
    void onParameterChosen();
    void scheduleRecount();
    void recount();
    void onCounted();
    void showCount();
    void updateButtons();
    void updateFixedNote();

    void onPrepared(int runCount);
    void onProgressed(const SweepProgress& progress);
    void onFinished(const SweepReport& report);
    void onFailed(const QString& message);
    void showProgress(const SweepProgress& progress);

    void browseTraces();
    void browsePlatform();
    void addSingleMachine();
    void chooseLoadFile();
    void chooseSaveFile();
    void chooseExportFolder();

    RunLibrary& m_library;
    BatchRunController* m_controller = nullptr;
    std::shared_ptr<TraceCache>
        m_countCache; // traces read for counting months, kept between recounts
    QFutureWatcher<Count> m_countWatcher;
    QFutureWatcher<QString> m_exportWatcher;
    QTimer* m_recountTimer = nullptr;
    int m_generation = 0;
    int m_runCount = -1;
    QString m_problem;
    bool m_updating = false;
    QString m_verbatim; // a loaded spec the form cannot show, as self-contained JSON
    QStringList m_otherTransforms;
    std::map<std::string, ParameterValues> m_fixedParameters;
    std::shared_ptr<std::vector<RunSpec>> m_runs; // filled by the batch's prepare
    QString m_runningGroup;

    QWidget* m_form = nullptr;
    QListWidget* m_traces = nullptr;
    QCheckBox* m_asLoaded = nullptr;
    QCheckBox* m_other = nullptr;
    QCheckBox* m_eachMonth = nullptr;
    QComboBox* m_estimates = nullptr;
    QCheckBox* m_dropWider = nullptr;
    QListWidget* m_platforms = nullptr;
    QSpinBox* m_singleNodes = nullptr;
    QListWidget* m_policies = nullptr;
    QLabel* m_fixedNote = nullptr;
    QComboBox* m_parameter = nullptr;
    QRadioButton* m_rangeMode = nullptr;
    QRadioButton* m_listMode = nullptr;
    QDoubleSpinBox* m_from = nullptr;
    QDoubleSpinBox* m_to = nullptr;
    QDoubleSpinBox* m_step = nullptr;
    QLineEdit* m_values = nullptr;
    QLineEdit* m_seeds = nullptr;
    QLineEdit* m_group = nullptr;
    QSpinBox* m_threads = nullptr;
    QCheckBox* m_validate = nullptr;
    QLabel* m_count = nullptr;
    QLabel* m_problemLabel = nullptr;
    QLabel* m_verbatimNote = nullptr;
    QLabel* m_store = nullptr;
    QTabWidget* m_tabs = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QTreeWidget* m_failed = nullptr;
    QPlainTextEdit* m_json = nullptr;
    QPushButton* m_load = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_close = nullptr;
};

} // namespace schedlab
