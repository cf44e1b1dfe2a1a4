#pragma once

#include "experiment/RunOutcome.h"
#include "sweep/SweepProgress.h"

#include <chrono>
#include <functional>
#include <mutex>

namespace schedlab {

// Counts finished runs from several threads and reports progress, at most
// once per interval (the last run is always reported), with an ETA from the
// pace of the runs simulated so far.
class SweepProgressTracker {
public:
    using Callback = std::function<void(const SweepProgress&)>;

    SweepProgressTracker(std::size_t total, std::chrono::milliseconds interval, Callback callback);

    // Reports the starting point (nothing finished yet).
    void start();
    // Counts one finished run; NotRun and Cancelled outcomes are not counted.
    void record(RunOutcome::Status status);
    [[nodiscard]] SweepProgress snapshot() const;

private:
    using Clock = std::chrono::steady_clock;
    [[nodiscard]] SweepProgress snapshotLocked() const;

    mutable std::mutex m_mutex;  // guards the counts and serialises callbacks
    SweepProgress m_progress;
    Clock::time_point m_started = Clock::now();
    Clock::time_point m_lastReport = m_started;
    std::chrono::milliseconds m_interval;
    Callback m_callback;
};

}  // namespace schedlab
