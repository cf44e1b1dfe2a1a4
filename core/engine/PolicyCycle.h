#pragma once

#include "model/Types.h"

#include <cstddef>

namespace schedlab {

// One periodic allocation of a policy that solves a problem every cycle,
// such as the utility knapsack of Vanderster (2008), sec. 4.3: when, how
// large the problem was and how long its solver took. Reported through
// SchedulingContext::reportCycle into SimulationResult::cycles and to the
// simulation's observer (the workbench's live charts); the schedule never
// depends on it, and the solver time, being measured, differs between two
// runs of one schedule.
struct PolicyCycle {
    Time time = 0;                // the cycle's instant, in ticks
    std::size_t tasks = 0;        // tasks that competed
    std::size_t ways = 0;         // ways to run them offered to the solver (options x clusters)
    double solverSeconds = 0;     // the solver's time, on a monotonic clock like schedulerCpuSeconds
};

}  // namespace schedlab
