#pragma once

#include "experiment/RunSpec.h"
#include "sweep/SweepProgress.h"
#include "sweep/SweepReport.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

class QThread;

namespace schedlab {

class TraceCache;

// Runs many runs (a sweep or a study) into the run store off the GUI
// thread. The work happens on a worker thread: first `prepare` (expanding a
// sweep, generating a study's workloads), then a SweepRunner over all
// cores. Progress arrives through throttled, queued signals; cancel() stops
// it at the next event; running the same runs again resumes, because the
// store skips runs it already holds. One batch at a time per controller.
class BatchRunController : public QObject {
    Q_OBJECT

public:
    // Called on the worker thread; may throw (its message is reported by failed()).
    using Prepare = std::function<std::vector<RunSpec>(TraceCache& cache)>;

    explicit BatchRunController(QObject* parent = nullptr);
    ~BatchRunController() override;  // cancels and waits for a running batch

    // Starts a batch writing to the store at `storePath` with `jobs` worker
    // threads (0: every core). Returns false while another batch runs.
    bool start(Prepare prepare, const QString& storePath, unsigned jobs = 0);
    void cancel();
    [[nodiscard]] bool isRunning() const;
    // Check every schedule with the validator (a sweep spec's "validate");
    // applies to the next start().
    void setValidateSchedules(bool validate) { m_validate = validate; }

signals:
    // Once the runs are known (after prepare).
    void prepared(int runCount);
    void progressed(const schedlab::SweepProgress& progress);
    // The batch ended: every run finished, or cancel() stopped it (report.cancelled).
    void finished(const schedlab::SweepReport& report);
    // prepare or opening the store failed; nothing ran. One line, for a message box.
    void failed(const QString& message);

private:
    struct Shared;

    void joinThread();

    QThread* m_thread = nullptr;
    std::shared_ptr<Shared> m_shared;   // cancel flag and runner, shared with the worker
    bool m_running = false;
    bool m_validate = false;
};

}  // namespace schedlab
