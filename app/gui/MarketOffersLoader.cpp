#include "MarketOffersLoader.h"

#include "engine/SimulationObserver.h"
#include "run/MarketReplay.h"
#include "run/RunPipeline.h"

#include <QFutureWatcher>
#include <QtConcurrent>

#include <exception>

namespace schedlab {

namespace {

// Lets the GUI thread stop a replay (the simulation asks between events)
// and see how far it got.
class ReplayObserver : public SimulationObserver {
public:
    ReplayObserver(const std::atomic<bool>& cancelled, std::atomic<Time>& now)
        : m_cancelled(cancelled), m_now(now)
    {
    }
    void onProgress(const SimulationProgress& progress) override { m_now.store(progress.now); }
    [[nodiscard]] bool cancelRequested() const override { return m_cancelled.load(); }

private:
    const std::atomic<bool>& m_cancelled;
    std::atomic<Time>& m_now;
};

}  // namespace

MarketOffersLoader::MarketOffersLoader(QObject* parent) : QObject(parent) {}

MarketOffersLoader::~MarketOffersLoader()
{
    // The pool thread holds its own copies and the flag: it stops soon and
    // its result goes nowhere once the watcher (our child) is gone.
    cancel();
}

void MarketOffersLoader::setRun(RunSnapshotPtr run, TracePtr trace)
{
    cancel();
    m_run = std::move(run);
    m_trace = std::move(trace);
    m_rounds.clear();
}

bool MarketOffersLoader::hasMarket() const
{
    return m_run && MarketReplay::hasMarket(m_run->description);
}

void MarketOffersLoader::request(qint64 jobId)
{
    cancel();
    if (!hasMarket())
        return;
    m_rounds.clear();
    m_state = std::make_shared<ReplayState>();
    auto* watcher = new QFutureWatcher<Outcome>(this);
    m_pending = watcher;
    connect(watcher, &QFutureWatcher<Outcome>::finished, this,
            [this, watcher, jobId] { onFinished(watcher, jobId); });
    watcher->setFuture(QtConcurrent::run(&MarketOffersLoader::replay, m_run, m_trace, jobId, m_state));
}

Time MarketOffersLoader::replayedUpTo() const
{
    return m_state ? m_state->now.load() : kNoTime;
}

void MarketOffersLoader::cancel()
{
    if (m_state)
        m_state->cancelled.store(true);
    m_state.reset();
    if (m_pending) {
        m_pending->disconnect(this);
        m_pending->deleteLater();
        m_pending = nullptr;
    }
}

MarketOffersLoader::Outcome MarketOffersLoader::replay(const RunSnapshotPtr& run, TracePtr trace, qint64 jobId,
                                                       const StatePtr& state)
{
    Outcome outcome;
    const RunDescription& description = run->description;
    try {
        if (!trace) {
            trace = Trace::load(description.tracePath);
            if (!trace->isWhatRan(description.traceSha256)) {
                outcome.error = tr("The trace file %1 has changed since this run was made (its SHA-256 differs), "
                                   "so a replay would not show this run's market.")
                                    .arg(QString::fromStdString(description.tracePath));
                return outcome;
            }
        }
        outcome.trace = trace;
        ReplayObserver observer(state->cancelled, state->now);
        outcome.rounds = MarketReplay::replay(RunPipeline(), *trace, run->platform, description, jobId, &observer);
    } catch (const std::exception& error) {
        outcome.error = QString::fromStdString(error.what());
    }
    outcome.cancelled = state->cancelled.load();
    return outcome;
}

void MarketOffersLoader::onFinished(QFutureWatcher<Outcome>* watcher, qint64 jobId)
{
    if (watcher != m_pending)
        return;  // a replay cancelled meanwhile
    const Outcome outcome = watcher->result();
    m_pending = nullptr;
    m_state.reset();
    watcher->deleteLater();
    if (outcome.trace)
        m_trace = outcome.trace;  // the next job replays without reading the file again
    if (outcome.cancelled)
        return;
    if (!outcome.error.isEmpty()) {
        emit failed(jobId, outcome.error);
        return;
    }
    m_rounds = outcome.rounds;
    emit ready(jobId);
}

}  // namespace schedlab
