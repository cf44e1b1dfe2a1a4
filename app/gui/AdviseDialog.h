#pragma once

#include "advice/AdviceObjective.h"
#include "advice/AdvicePlan.h"
#include "sweep/SweepReport.h"

#include <QDialog>
#include <QFutureWatcher>

#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QTextBrowser;

namespace schedlab {

class BatchRunController;

// Library ▸ Advise…: the policy advisor (docs/advisor.md) on the trace and
// platform the workbench shows. The runs go through a BatchRunController
// (worker thread, progress with ETA, cancel; a second advice finds them in
// the store); the analysis, which loads two whole runs, runs on the thread
// pool; the report appears in the dialog and can be saved as HTML.
class AdviseDialog : public QDialog {
    Q_OBJECT

public:
    // What to advise on, as values: the trace file, the platform (preset,
    // single:N or file) and the workbench's transforms.
    struct Subject {
        QString tracePath;
        QString platform;
        std::vector<std::string> transforms;
        bool dropWider = false;  // drop jobs wider than the platform's largest machine
    };

    AdviseDialog(Subject subject, QString storePath, QWidget* parent = nullptr);
    ~AdviseDialog() override;

    [[nodiscard]] QPushButton* runButton() const { return m_run; }
    [[nodiscard]] bool isRunning() const;
    // The report shown, as HTML (empty before the first advice).
    [[nodiscard]] QString reportHtml() const { return m_html; }
    // The objectives ticked, with their weights.
    [[nodiscard]] std::vector<WeightedObjective> objectives() const;
    void setObjectiveWeight(AdviceObjective objective, double weight);  // 0 unticks it

signals:
    void adviceReady();   // the report is shown
    void runsStored();    // runs were added to the store: the library should refresh

private:
    void start();
    void onFinished(const SweepReport& report);
    void updateState();

    Subject m_subject;
    QString m_storePath;
    BatchRunController* m_controller = nullptr;
    std::shared_ptr<AdvicePlan> m_plan;  // filled on the worker thread before the runs start
    QFutureWatcher<QString>* m_analysis = nullptr;
    QString m_html;
    std::vector<std::pair<QCheckBox*, QDoubleSpinBox*>> m_objectives;  // as AdviceObjectives::all()
    QComboBox* m_budget = nullptr;
    QComboBox* m_baseline = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_save = nullptr;
    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QTextBrowser* m_report = nullptr;
};

}  // namespace schedlab
