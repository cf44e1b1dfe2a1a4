#pragma once

#include "policies/BackfillPlan.h"
#include "run/FinishedRun.h"

#include <cstddef>
#include <optional>

namespace schedlab {

// A past instant of a finished run, as its policy saw it: which jobs ran,
// which waited and in what order, and the backfilling plan held then. The
// workbench draws the plan under playback, so a student sees the shadow
// time and the reservations that the decision texts name.
class ScheduleInstant {
public:
    // The plan `run`'s policy holds, when this can rebuild it: EASY or
    // conservative backfilling in FCFS order ("easy", "conservative") on one
    // machine of speed 1. Other orders (SMART, PSRS) are recomputed from
    // state this does not keep, and grid policies plan per site.
    [[nodiscard]] static std::optional<BackfillPlan::Kind> planKindOf(const FinishedRun& run);
    // The machine at `now`, after the decisions taken at `now`: the waiting
    // jobs in submission order (ties in trace order), as FCFS sees them.
    [[nodiscard]] static MachineInstant machineAt(const FinishedRun& run, Time now);
    // The plan at `now`, or nullopt when planKindOf has none. A conservative
    // plan covers at most `maxJobs` waiting jobs.
    [[nodiscard]] static std::optional<BackfillPlan> planAt(const FinishedRun& run, Time now, std::size_t maxJobs);
};

}  // namespace schedlab
