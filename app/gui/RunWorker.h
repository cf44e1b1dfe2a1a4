#pragma once

#include "RunRequest.h"

#include "RunSnapshot.h"
#include "gantt/GanttPrepared.h"
#include "engine/SimulationObserver.h"
#include "validation/ScheduleValidator.h"

#include <atomic>
#include <mutex>
#include <string>
#include <vector>

namespace schedlab {

// The part of a run that happens on the worker thread: transforms, the
// simulation, metrics, validation and the snapshot the views share. Qt-free
// on purpose: it only fills a mailbox that the GUI thread empties on a timer
// (RunController), so no signal is ever sent per simulated event.
class RunWorker final : public SimulationObserver {
public:
    struct Outcome {
        RunSnapshotPtr snapshot;      // set unless the run failed
        ValidationReport validation;
        std::string error;            // set when the run failed
        double transformSeconds = 0;
        double analysisSeconds = 0;   // metrics and validation
        // The Gantt chart's index and marks, built here so that the GUI
        // thread does not stop for them when the run ends.
        std::shared_ptr<GanttPrepared> gantt;
    };

    // What the GUI thread takes out of the mailbox at each update.
    struct Mail {
        SimulationProgress progress;
        bool hasProgress = false;
        std::vector<TimeSample> samples;
        std::vector<PolicyCycle> cycles;
    };

    explicit RunWorker(RunRequest request);

    // Runs everything; call on the worker thread. Never throws.
    void execute();
    // Takes a run that is already finished (one reopened from the store)
    // as its outcome instead of simulating.
    void adopt(RunSnapshotPtr finished, std::shared_ptr<GanttPrepared> gantt = nullptr);

    // The Gantt chart's colour mode: the run's end prepares its colours and
    // raster too. May change while the run goes (any thread).
    void setGanttColorMode(GanttColorMode mode) { m_ganttMode.store(mode, std::memory_order_relaxed); }

    void requestCancel() { m_cancel.store(true, std::memory_order_relaxed); }
    [[nodiscard]] bool cancelRequested() const override { return m_cancel.load(std::memory_order_relaxed); }
    void onProgress(const SimulationProgress& progress) override;
    void onSample(const TimeSample& sample) override;
    void onCycle(const PolicyCycle& cycle) override;

    // Called on the GUI thread.
    [[nodiscard]] Mail takeMail();
    // Valid once execute() returned (the thread's finished signal).
    [[nodiscard]] const Outcome& outcome() const { return m_outcome; }
    [[nodiscard]] const RunRequest& request() const { return m_request; }

private:
    void simulateAndAnalyse();

    RunRequest m_request;
    std::atomic<bool> m_cancel{false};
    std::atomic<GanttColorMode> m_ganttMode{GanttColorMode::ByUser};  // the chart's default
    std::mutex m_mailLock;
    Mail m_mail;
    Outcome m_outcome;
};

}  // namespace schedlab
