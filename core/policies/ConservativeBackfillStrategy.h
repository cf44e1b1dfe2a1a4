#pragma once

#include "policies/WaitingList.h"
#include "policies/AvailabilityProfile.h"
#include "policies/StartStrategy.h"

namespace schedlab {

// Conservative backfilling (spec §4.2) over any list order: every waiting
// job holds a reservation at the earliest time it fits on the availability
// profile without delaying any job earlier in the list. A job starts when its
// reservation is now.
//
// Compression: when a job ends earlier than estimated (any completion), or a
// running job overruns its estimate, or the list order changes, the plan is
// rebuilt in list order. With the profile only ever freer, every reservation
// then moves earlier or stays; only an overrun (the job is assumed to end at
// the next instant) can push reservations later. New submissions alone are
// planned behind the existing reservations.
//
// The plan is also rebuilt whenever the machine's running jobs are not the
// ones it was made with. A caller need not pass every event: ListPolicy
// skips the strategy while nothing waits, so a job that ends then is never
// seen as a completion. Planning on such a stale profile reserved the next
// job behind a job that had already ended, at a time when nothing else
// happens, and the run stalled.
class ConservativeBackfillStrategy final : public StartStrategy {
public:
    void startJobs(WaitingList& waiting, const SchedulingEvents& events,
                   SchedulingContext& context, MachineIndex machine) override;
    [[nodiscard]] bool usesEstimates() const override { return true; }

private:
    [[nodiscard]] bool planIsStale(const WaitingList& waiting,
                                   const SchedulingEvents& events,
                                   const SchedulingContext& context, MachineIndex machine) const;
    void plan(const WaitingList& waiting, std::size_t from,
              const SchedulingContext& context);
    [[nodiscard]] bool runningChanged(const SchedulingContext& context, MachineIndex machine) const;
    void rememberRunning(const SchedulingContext& context, MachineIndex machine);

    AvailabilityProfile m_profile;
    // The jobs planned so far, in list order, and their reserved starts.
    WaitingList m_planned;
    std::vector<Time> m_reservedStart;
    // The machine's running jobs when the plan was last brought up to date.
    std::vector<JobIndex> m_plannedRunning;
};

}  // namespace schedlab
