#pragma once

#include "engine/JobRequest.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

// The overrun rule every estimate-based policy applies (spec §3, default):
// a running job past its estimate is treated as ending at the next instant.
// And a job always occupies its nodes for at least one second in a plan, so
// that a zero estimate cannot produce an empty reservation.
class EstimatedEnd {
public:
    static constexpr Time kNextInstant = 1;
    static constexpr Time kShortestPlannedDuration = 1;

    [[nodiscard]] static Time of(const RunningJob& job, Time now)
    {
        return std::max(job.estimatedEnd, now + kNextInstant);
    }
    [[nodiscard]] static Time duration(Time estimate) { return std::max(estimate, kShortestPlannedDuration); }
    [[nodiscard]] static Time duration(const JobRequest& request) { return duration(request.estimate); }

    // An estimate on a machine of relative `speed`, as the engine scales a
    // running job's estimate (SimulationEngine::scaled: up to whole ticks).
    // A plan that ignored it reserved nodes on a slow machine that its
    // running jobs still held, and conservative backfilling then started a
    // job on them.
    [[nodiscard]] static Time scaled(Time estimate, double speed)
    {
        return speed == 1.0 ? estimate : Time(std::ceil(double(estimate) / speed));
    }
    [[nodiscard]] static Time duration(Time estimate, double speed) { return duration(scaled(estimate, speed)); }
    [[nodiscard]] static Time duration(const JobRequest& request, double speed)
    {
        return duration(request.estimate, speed);
    }
};

}  // namespace schedlab
