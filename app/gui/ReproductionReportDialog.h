#pragma once

#include "experiment/RunSpec.h"
#include "study/StudyOptions.h"
#include "sweep/SweepProgress.h"
#include "sweep/SweepReport.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QString>

#include <memory>
#include <vector>

class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTextBrowser;

namespace schedlab {

class BatchRunController;
class RunLibrary;
class StudyCatalog;

// Library > Reproduction report: the same report as `schedlab-cli study
// report`, made by the same ReproductionPlan. The runs go through a
// BatchRunController into the current run store (worker thread, throttled
// progress, cancel; stored runs are skipped, so a second report is
// instant); the report is built on a pool thread and shown as HTML, and can
// be saved as the self-contained HTML page the CLI writes. The dialog gets
// the run library and the CTC trace's path, nothing of the main window.
class ReproductionReportDialog : public QDialog {
    Q_OBJECT

public:
    ReproductionReportDialog(RunLibrary& library, QString ctcTracePath, QWidget* parent = nullptr);
    ~ReproductionReportDialog() override;

    [[nodiscard]] bool isRunning() const;
    // The HTML of the last report; empty before the first one.
    [[nodiscard]] const QString& reportHtml() const { return m_html; }

    [[nodiscard]] QCheckBox* quickBox() const { return m_quick; }
    [[nodiscard]] QPushButton* runButton() const { return m_run; }
    [[nodiscard]] QPushButton* cancelButton() const { return m_cancel; }
    [[nodiscard]] QPushButton* saveButton() const { return m_save; }
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }
    [[nodiscard]] QTextBrowser* reportView() const { return m_view; }

    void run();
    void cancel();
    // Writes the last report as HTML; false (with a message in the status line) when it cannot.
    bool saveTo(const QString& path);

signals:
    // The report is shown (after a finished or cancelled batch).
    void reportReady();

private:
    struct Built {
        QString html;
        QString summary;
        QString error;
    };

    void onProgress(const SweepProgress& progress);
    void onFinished(const SweepReport& report);
    void onFailed(const QString& message);
    void onBuilt();
    void saveAs();
    void updateState();
    // The studies' options for the report being run (generated workloads beside the store).
    [[nodiscard]] StudyOptions studyOptions() const;

    RunLibrary& m_library;
    QString m_ctcTracePath;
    std::shared_ptr<const StudyCatalog> m_catalog;
    // Written by the batch's Prepare on the worker thread, read after it finished.
    std::shared_ptr<std::vector<RunSpec>> m_runs;
    BatchRunController* m_controller = nullptr;
    QFutureWatcher<Built>* m_builder = nullptr;
    bool m_runningQuick = false;
    QString m_html;

    QCheckBox* m_quick = nullptr;
    QSpinBox* m_threads = nullptr;
    QLabel* m_status = nullptr;
    QProgressBar* m_progress = nullptr;
    QTextBrowser* m_view = nullptr;
    QPushButton* m_run = nullptr;
    QPushButton* m_cancel = nullptr;
    QPushButton* m_save = nullptr;
};

}  // namespace schedlab
