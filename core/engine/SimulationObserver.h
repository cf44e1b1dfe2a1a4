#pragma once

#include "engine/PolicyCycle.h"
#include "engine/ScheduleEvent.h"
#include "engine/TimeSample.h"
#include "model/Types.h"

#include <cstdint>

namespace schedlab {

struct SimulationProgress {
    Time now = 0;
    std::int64_t jobsSubmitted = 0;
    std::int64_t jobsCompleted = 0;
    std::int64_t jobsTotal = 0;
    [[nodiscard]] double fraction() const
    {
        return jobsTotal > 0 ? double(jobsCompleted) / double(jobsTotal) : 1.0;
    }
};

// Watches a running simulation. Called on the simulating thread; an observer
// that feeds a GUI must hand data over through queued signals itself.
// Progress is throttled by the engine (see SimulationOptions).
class SimulationObserver {
public:
    virtual ~SimulationObserver() = default;
    virtual void onProgress(const SimulationProgress& progress) { (void)progress; }
    virtual void onSample(const TimeSample& sample) { (void)sample; }
    // A periodic allocation of the policy (SchedulingContext::reportCycle).
    virtual void onCycle(const PolicyCycle& cycle) { (void)cycle; }
    // Polled between events; returning true stops the run, which then ends
    // with SimulationResult::cancelled set.
    [[nodiscard]] virtual bool cancelRequested() const { return false; }
};

}  // namespace schedlab
