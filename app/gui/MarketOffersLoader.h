#pragma once

#include "RunSnapshot.h"

#include "economic/MarketRound.h"
#include "run/Trace.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>
#include <vector>

template <typename T>
class QFutureWatcher;

namespace schedlab {

// Replays an economic run's market for one job off the GUI thread
// (MarketReplay: runs are deterministic, so the replay makes the run's very
// decisions). The run's trace is used if the tab has it; a run reopened from
// the store has only its workload as simulated, so the trace file is loaded
// (once) and must still have the SHA-256 the run recorded. A new request,
// cancel() or destroying the loader stops the replay on show.
class MarketOffersLoader : public QObject {
    Q_OBJECT

public:
    explicit MarketOffersLoader(QObject* parent = nullptr);
    ~MarketOffersLoader() override;

    // The run to replay; `trace` is its trace as loaded, or null to load
    // description.tracePath when first asked. Cancels a replay on show.
    void setRun(RunSnapshotPtr run, TracePtr trace);
    // Whether the run has a market to replay (economic runs).
    [[nodiscard]] bool hasMarket() const;

    // Starts replaying the rounds of the job numbered `jobId` (its trace
    // number); ends in ready() or failed().
    void request(qint64 jobId);
    void cancel();
    [[nodiscard]] bool isBusy() const { return m_pending != nullptr; }
    // How far the replay on its way has simulated (kNoTime before its
    // first progress report, or when none is on its way).
    [[nodiscard]] Time replayedUpTo() const;

    // The rounds of the job last replayed (ready() told which).
    [[nodiscard]] const std::vector<MarketRound>& rounds() const { return m_rounds; }

signals:
    void ready(qint64 jobId);
    void failed(qint64 jobId, const QString& message);

private:
    struct Outcome {
        TracePtr trace;                   // as used, to be kept for the next job
        std::vector<MarketRound> rounds;
        QString error;
        bool cancelled = false;
    };
    // Shared with the pool thread: the GUI's cancel, the replay's progress.
    struct ReplayState {
        std::atomic<bool> cancelled{false};
        std::atomic<Time> now{kNoTime};
    };
    using StatePtr = std::shared_ptr<ReplayState>;

    // Runs on a pool thread: touches nothing but its arguments.
    [[nodiscard]] static Outcome replay(const RunSnapshotPtr& run, TracePtr trace, qint64 jobId,
                                        const StatePtr& state);
    void onFinished(QFutureWatcher<Outcome>* watcher, qint64 jobId);

    RunSnapshotPtr m_run;
    TracePtr m_trace;
    std::vector<MarketRound> m_rounds;
    QFutureWatcher<Outcome>* m_pending = nullptr;
    StatePtr m_state;
};

}  // namespace schedlab
