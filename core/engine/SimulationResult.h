#pragma once

#include "engine/JobOutcome.h"
#include "engine/PolicyCycle.h"
#include "engine/ScheduleEvent.h"
#include "engine/TimeSample.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// Everything one simulation produced. `jobs` is index-aligned with the
// workload's jobs.
struct SimulationResult {
    std::vector<JobOutcome> jobs;
    std::vector<TimeSample> samples;
    std::vector<ScheduleEvent> events;   // only with SimulationOptions::recordEvents
    // The policy's periodic allocations (SchedulingContext::reportCycle), in
    // time order; empty for a policy without cycles. Holds measured solver
    // times, like schedulerCpuSeconds: not part of the schedule.
    std::vector<PolicyCycle> cycles;
    // Time spent inside the policy (monotonic clock; equals its CPU time when
    // the simulating thread is not descheduled).
    double schedulerCpuSeconds = 0;
    double wallSeconds = 0;              // the whole simulation loop
    std::int64_t eventCount = 0;         // distinct engine events processed
    std::int64_t schedulingPasses = 0;
    bool cancelled = false;
    std::uint64_t faultSeed = 0;         // SimulationOptions::faultSeed, for the validator's check
};

}  // namespace schedlab
