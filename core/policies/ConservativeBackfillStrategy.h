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
// rebuilt in list order. Unless a job overruns (it is then assumed to end at
// the next instant), the head's reservation moves earlier or stays, but a
// later one can move later too: a job that moves into a gap an
// earlier plan gave to another pushes that one back. This is why the plan is
// rebuilt, not repaired: a repair would need the profile each job was planned
// on. New submissions alone are planned behind the existing reservations
// (the caller says so: WaitingListChange).
//
// The plan is also rebuilt whenever the machine's running jobs are not the
// ones it was made with. A caller need not pass every event: ListPolicy
// skips the strategy while nothing waits, so a job that ends then is never
// seen as a completion. Planning on such a stale profile reserved the next
// job behind a job that had already ended, at a time when nothing else
// happens, and the run stalled.
//
// The plan is made lazily, in list order, only as far as a job may still
// start now: planning stops when no job behind the planned ones fits at the
// start of the profile, since a job planned later only sees less room. This
// gives the same starts as planning every job (a whole-trace test compares
// the schedules), at a cost that follows the jobs that can start rather than
// the queue: on a long queue most of it is never planned before the next
// rebuild. The rest is planned when a later pass needs it. That later pass
// plans it as the earlier one would have: it is not a rebuild, so no step of
// the profile has passed (every step after the first is a running or planned
// job's estimated end, and reaching one makes the plan stale), and a job
// reserved after "now" gets the same slot on the profile advanced to now.
class ConservativeBackfillStrategy final : public StartStrategy {
public:
    void startJobs(WaitingList& waiting, const SchedulingEvents& events,
                   SchedulingContext& context, MachineIndex machine,
                   WaitingListChange change) override;
    [[nodiscard]] bool usesEstimates() const override { return true; }

private:
    [[nodiscard]] bool planIsStale(const SchedulingEvents& events,
                                   const SchedulingContext& context, MachineIndex machine,
                                   WaitingListChange change) const;
    // Plans jobs in list order until none left unplanned fits now. Jobs
    // before `unchecked` are known not to fit now.
    void planWhatMayStartNow(const WaitingList& waiting, std::size_t unchecked,
                             const SchedulingContext& context);
    void plan(const WaitingList& waiting, std::size_t from, std::size_t to,
              const SchedulingContext& context);
    // Starts the planned jobs whose reservation is now.
    void startReserved(WaitingList& waiting, SchedulingContext& context, MachineIndex machine);
    [[nodiscard]] bool runningChanged(const SchedulingContext& context, MachineIndex machine) const;
    void rememberRunning(const SchedulingContext& context, MachineIndex machine);

    AvailabilityProfile m_profile;
    double m_speed = 1.0;  // of the machine planned: estimates take estimate / speed there
    // The first m_reservedStart.size() jobs of the waiting list the last
    // pass left are planned, at these starts.
    std::vector<Time> m_reservedStart;
    // The machine's running jobs when the plan was last brought up to date.
    std::vector<JobIndex> m_plannedRunning;
};

}  // namespace schedlab
