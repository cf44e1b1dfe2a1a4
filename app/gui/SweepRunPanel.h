#pragma once

#include "experiment/RunSpec.h"
#include "sweep/SweepProgress.h"
#include "sweep/SweepReport.h"

#include <QTabWidget>

#include <cstdint>
#include <memory>
#include <vector>

class QLabel;
class QPlainTextEdit;
class QProgressBar;
class QTreeWidget;

namespace schedlab {

class BatchRunController;
class ReplicationTable;
class SweepSpec;

// The lower half of the sweep dialog: runs a sweep through a
// BatchRunController (off the GUI thread, cancellable; stored runs are
// skipped, so a rerun resumes) and shows its progress, the runs that failed
// with their reasons, and the spec as JSON. Its status line also carries
// the dialog's messages (saved, exported, cannot load...).
class SweepRunPanel : public QTabWidget {
    Q_OBJECT

public:
    explicit SweepRunPanel(QWidget* parent = nullptr);

    // Runs `spec` into the store at `storePath` on `threads` worker threads
    // (0: one per core); false when a sweep is running already.
    bool start(SweepSpec spec, const QString& storePath, int threads);
    // Asks a running sweep to stop; the runs being simulated stop at their next event.
    void cancel();
    [[nodiscard]] bool isRunning() const;

    void showSpec(const QString& json);
    void showStatus(const QString& text, const QString& styleSheet = {});
    [[nodiscard]] QString statusText() const;

    [[nodiscard]] QProgressBar* progressBar() const { return m_progress; }
    [[nodiscard]] QLabel* statusLabel() const { return m_status; }
    [[nodiscard]] QTreeWidget* failedList() const { return m_failed; }
    [[nodiscard]] ReplicationTable* replicationTable() const { return m_replications; }
    [[nodiscard]] BatchRunController* controller() const { return m_controller; }

signals:
    // Any end of a sweep, cancelled too, once shown: the group and the
    // stored runs it covers (new and skipped) in the spec's order.
    void sweepFinished(const schedlab::SweepReport& report, const QString& group,
                       const std::vector<std::int64_t>& ids);
    // The sweep could not start (shown already).
    void sweepFailed();

private:
    void onPrepared(int runCount);
    void onFinished(const SweepReport& report);
    void onFailed(const QString& message);
    void showProgress(const SweepProgress& progress);

    BatchRunController* m_controller = nullptr;
    std::shared_ptr<std::vector<RunSpec>> m_runs;  // filled by the batch's prepare
    QString m_runningGroup;
    int m_threads = 0;

    QProgressBar* m_progress = nullptr;
    QLabel* m_status = nullptr;
    QTreeWidget* m_failed = nullptr;
    QPlainTextEdit* m_json = nullptr;
    ReplicationTable* m_replications = nullptr;
    int m_replicationsTab = -1;
};

}  // namespace schedlab
