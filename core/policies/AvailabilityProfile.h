#pragma once

#include "engine/JobRequest.h"
#include "model/Types.h"

#include <span>
#include <vector>

namespace schedlab {

// Free nodes of one machine over future time, as a step function: from
// steps[k].time until steps[k+1].time, steps[k].free nodes are free. The last
// step lasts forever. Built from the running jobs' estimated ends and reduced
// by reservations; conservative backfilling plans every waiting job on it.
class AvailabilityProfile {
public:
    struct Step {
        Time time = 0;
        int free = 0;
    };

    // Free nodes now, plus each running job's nodes from its estimated end
    // (overrunning jobs end at the next instant). `running` is sorted by
    // estimated end, as SchedulingContext::running() guarantees.
    void reset(Time now, int freeNow, std::span<const RunningJob> running);
    // Forget the past: the profile starts at `now`.
    void advanceTo(Time now);
    // Where a job fits: its start time, and the index of the step that
    // begins there (a start always coincides with a step).
    struct Slot {
        Time start = 0;
        std::size_t step = 0;
    };
    // Earliest slot from the start of the profile at which `nodes` nodes stay
    // free for `duration` seconds.
    [[nodiscard]] Slot earliestSlot(int nodes, Time duration) const;
    // Take `nodes` nodes during [slot.start, slot.start + duration).
    void reserve(Slot slot, Time duration, int nodes);

    [[nodiscard]] const std::vector<Step>& steps() const { return m_steps; }

private:
    // Index of the step that begins exactly at `time`, splitting one if
    // needed; the search starts at step `from`, which begins no later.
    std::size_t splitAt(Time time, std::size_t from = 0);

    std::vector<Step> m_steps;
};

}  // namespace schedlab
