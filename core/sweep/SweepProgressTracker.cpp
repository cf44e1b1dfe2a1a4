#include "sweep/SweepProgressTracker.h"

namespace schedlab {

SweepProgressTracker::SweepProgressTracker(std::size_t total, std::chrono::milliseconds interval,
                                           Callback callback)
    : m_interval(interval), m_callback(std::move(callback))
{
    m_progress.total = total;
}

void SweepProgressTracker::start()
{
    const std::lock_guard lock(m_mutex);
    m_started = Clock::now();
    m_lastReport = m_started;
    if (m_callback)
        m_callback(snapshotLocked());
}

void SweepProgressTracker::record(RunOutcome::Status status)
{
    const std::lock_guard lock(m_mutex);
    switch (status) {
    case RunOutcome::Status::Completed: ++m_progress.done; break;
    case RunOutcome::Status::Skipped: ++m_progress.skipped; break;
    case RunOutcome::Status::Failed: ++m_progress.failed; break;
    case RunOutcome::Status::NotRun:
    case RunOutcome::Status::Cancelled: return;
    }
    const Clock::time_point now = Clock::now();
    const bool last = m_progress.finished() == m_progress.total;
    if (m_callback && (last || now - m_lastReport >= m_interval)) {
        m_lastReport = now;
        m_callback(snapshotLocked());
    }
}

SweepProgress SweepProgressTracker::snapshot() const
{
    const std::lock_guard lock(m_mutex);
    return snapshotLocked();
}

SweepProgress SweepProgressTracker::snapshotLocked() const
{
    SweepProgress progress = m_progress;
    progress.elapsedSeconds = std::chrono::duration<double>(Clock::now() - m_started).count();
    // Skipped runs cost next to nothing, so the pace comes from the runs
    // actually simulated (a failure usually costs a simulation too).
    const std::size_t simulated = progress.done + progress.failed;
    const std::size_t remaining = progress.total - progress.finished();
    if (remaining == 0)
        progress.etaSeconds = 0.0;
    else if (simulated > 0)
        progress.etaSeconds = progress.elapsedSeconds / static_cast<double>(simulated) * static_cast<double>(remaining);
    return progress;
}

}  // namespace schedlab
