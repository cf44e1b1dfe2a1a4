#pragma once

#include "model/Types.h"

#include <cstddef>
#include <vector>

namespace schedlab {

// The reservation timeline of one processor of the meta-scheduler
// (Phosphorus D5.2, Varvarigos, Kokkinos et al., 2007, §2): the task it runs
// and the tasks assigned to it, in the order they will run. A slot is never
// pinned to an absolute time: its planned start is laid out on demand as
// max(its ready time, the end of the slot before it), so when a task ends
// earlier than planned the later ones move up, and never change order.
// A slot's ready time is the batch instant plus d_ij, when its input has
// arrived (D5.2 eq. 2): a processor released before that idles, and gap
// filling may put a later task into the gap.
class ProcessorTimeline {
public:
    struct Slot {
        JobIndex job = kNoJob;
        Time ready = 0;   // earliest start (absolute)
        Time length = 0;  // planned run time here, in ticks
    };
    // Where a task would go: its planned start and the slot it would precede.
    struct Fit {
        Time start = 0;
        std::size_t position = 0;
    };

    // How long `work` (ticks on a speed-1 machine) runs at `speed`, rounded
    // up to a tick as the engine rounds run times.
    [[nodiscard]] static Time lengthAt(double work, double speed);

    // The task running here, planned to end at `end`.
    void run(JobIndex job, Time end);
    // The running task ended (or was dropped).
    void finish();
    [[nodiscard]] bool busy() const { return m_running != kNoJob; }
    [[nodiscard]] JobIndex running() const { return m_running; }
    // When the running task is planned to end; one tick on when it has run
    // past its estimate (it ends at the next instant as far as we know).
    [[nodiscard]] Time runningEnd(Time now) const;

    // The waiting slots in run order (not "slots": Qt defines that word as a
    // macro, and Qt front ends include this header).
    [[nodiscard]] const std::vector<Slot>& queued() const { return m_slots; }
    // Planned start of every slot at `now`.
    [[nodiscard]] std::vector<Time> starts(Time now) const;
    // gamma_j without gap filling: when the processor is released of all
    // the tasks it holds (never before now).
    [[nodiscard]] Time release(Time now) const;
    // Where a task of `length`, ready at `ready`, goes: after the last slot,
    // or with gap filling into the idle gap that completes it earliest (the
    // earliest one it fits in, the gaps being in time order), D5.2 §2.
    [[nodiscard]] Fit fit(Time now, Time ready, Time length, bool gapFilling) const;
    void insert(const Fit& fit, JobIndex job, Time ready, Time length);
    // Forgets a planned task; false if it is not planned here.
    bool remove(JobIndex job);
    // The next task to run, or kNoJob; pop() removes it.
    [[nodiscard]] JobIndex next() const { return m_slots.empty() ? kNoJob : m_slots.front().job; }
    void pop();

private:
    JobIndex m_running = kNoJob;
    Time m_runningEnd = 0;
    std::vector<Slot> m_slots;  // in run order
};

}  // namespace schedlab
