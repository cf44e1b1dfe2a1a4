#pragma once

#include "engine/JobRequest.h"
#include "model/Types.h"

#include <cstdint>
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
    // free for `duration` seconds. Not const: it remembers where the search
    // for this many nodes may begin next time.
    [[nodiscard]] Slot earliestSlot(int nodes, Time duration);
    // Whether `nodes` nodes stay free for `duration` seconds from the start of
    // the profile, i.e. whether earliestSlot would answer the first step.
    [[nodiscard]] bool fitsAtStart(int nodes, Time duration) const;
    // Nodes free at the start of the profile (none if it is empty).
    [[nodiscard]] int freeAtStart() const { return m_steps.empty() ? 0 : m_steps.front().free; }
    // Take `nodes` nodes during [slot.start, slot.start + duration).
    void reserve(Slot slot, Time duration, int nodes);

    [[nodiscard]] const std::vector<Step>& steps() const { return m_steps; }

private:
    std::vector<Step> m_steps;

    // What earlier searches proved, per node count n: a start from which
    // the search for n nodes during d seconds may begin, for d at least the
    // entry's duration (sorted by duration, starts non-decreasing). A window
    // that did not fit still does not once the profile has less room and
    // the window is longer, and a new step copies the step it splits, so an
    // entry holds until reset(); entries from before it are ignored (their
    // generation differs). On a long plan many searches tried the same
    // narrow gaps near "now" one by one.
    [[nodiscard]] std::size_t knownSearchStart(int nodes, Time duration);
    void rememberSlot(int nodes, Time duration, Time start, std::size_t step);
    // `step` is where that start was in the steps, counted with the steps
    // advanceTo() dropped since reset() (m_dropped): steps are only ever
    // inserted behind and dropped in front, so step - m_dropped is never
    // past the step that now begins at `start`, and the search may begin
    // there without looking the time up.
    struct KnownStart {
        Time duration = 0;
        Time start = 0;
        std::size_t step = 0;
    };
    struct KnownStarts {
        std::uint64_t generation = 0;
        std::vector<KnownStart> byDuration;
    };
    std::vector<KnownStarts> m_known;
    std::uint64_t m_generation = 1;
    std::size_t m_dropped = 0;
};

}  // namespace schedlab
