#pragma once

#include "RunRequest.h"
#include "RunWorker.h"

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <memory>

class QThread;

namespace schedlab {

// Runs one simulation on its own thread and reports back on the GUI thread.
// Progress and samples are collected by the worker and fetched here on a
// timer, at most kUpdatesPerSecond times per second whatever the event
// rate, so a whole-year trace cannot flood the event loop. Cancel sets an
// atomic flag that the engine polls between events.
class RunController : public QObject {
    Q_OBJECT

public:
    static constexpr int kUpdatesPerSecond = 20;
    static constexpr int kUpdateIntervalMs = 1000 / kUpdatesPerSecond;

    enum class State { Idle, Running, Finished, Cancelled, Failed };
    Q_ENUM(State)

    explicit RunController(RunRequest request, QObject* parent = nullptr);
    // Cancels a run still going and waits for its thread.
    ~RunController() override;

    void start();
    // Shows a run that is already finished (reopened from the store) as if
    // it had just run for `durationSeconds`: emits finished() at once.
    // `gantt`: the chart's index built off the GUI thread (GanttPrepared::of
    // on `run`), or null to build it here.
    void showFinished(RunSnapshotPtr run, double durationSeconds, std::shared_ptr<GanttPrepared> gantt = nullptr);
    void cancel();
    // The colour mode the Gantt chart shows: the run's end prepares it.
    void setGanttColorMode(GanttColorMode mode) { m_worker->setGanttColorMode(mode); }
    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] bool isRunning() const { return m_state == State::Running; }
    [[nodiscard]] const RunRequest& request() const { return m_worker->request(); }
    [[nodiscard]] const RunWorker::Outcome& outcome() const { return m_worker->outcome(); }
    [[nodiscard]] double fraction() const { return m_fraction; }
    // Wall time since start (or until the end).
    [[nodiscard]] double elapsedSeconds() const;
    // Estimated remaining wall time, or -1 while unknown.
    [[nodiscard]] double etaSeconds() const;
    [[nodiscard]] int updateCount() const { return m_updates; }

signals:
    void progressed(const schedlab::SimulationProgress& progress);
    void samplesArrived(const std::vector<schedlab::TimeSample>& samples);
    // The policy's periodic allocations since the last update (the utility
    // knapsack's solver time per cycle), throttled like the samples.
    void cyclesArrived(const std::vector<schedlab::PolicyCycle>& cycles);
    void finished(schedlab::RunSnapshotPtr snapshot);   // also for a cancelled run
    void failed(const QString& message);
    void stateChanged(schedlab::RunController::State state);

private:
    void deliverMail();
    void onThreadFinished();
    void setState(State state);

    std::unique_ptr<RunWorker> m_worker;
    QThread* m_thread = nullptr;
    QTimer m_updateTimer;
    QElapsedTimer m_clock;
    qint64 m_endMs = -1;
    double m_finishedSeconds = -1;  // a reopened run's recorded duration
    double m_fraction = 0;
    int m_updates = 0;
    State m_state = State::Idle;
};

}  // namespace schedlab
