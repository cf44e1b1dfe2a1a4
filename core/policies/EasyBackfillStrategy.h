#pragma once

#include "policies/EasyReservation.h"
#include "policies/WaitingList.h"
#include "policies/StartStrategy.h"

#include <cstddef>
#include <optional>

namespace schedlab {

// EASY backfilling (Lifka; spec §4.2) over any list order. Only the first
// waiting job gets a reservation: its shadow time is when enough nodes free
// up by the running jobs' estimates, and the extra nodes are those free then
// beyond what it needs. A later job may start now if it fits now and either
// ends by its estimate no later than the shadow time, or uses no more than
// the extra nodes (which it then takes away from later candidates). The
// reservation itself is EasyReservation, shared with the grid schedulers.
//
// Between completions only the new jobs are looked at, when the caller says
// they were appended to the list the last pass left (WaitingListChange): a
// job the last pass did not start still cannot start. Nothing freed nodes
// since, so it fits no better; the clock moved on, so it ends later; and the
// reservation is the one the last pass left, since the head is the same and
// the running jobs are the same plus the ones that pass started, whose
// effect on the shadow time and extra nodes that pass already counted. A
// running job past its estimate breaks the last point (its assumed end moves
// with the clock), so the whole list is looked at then.
class EasyBackfillStrategy final : public StartStrategy {
public:
    void startJobs(WaitingList& waiting, const SchedulingEvents& events,
                   SchedulingContext& context, MachineIndex machine,
                   WaitingListChange change) override;
    [[nodiscard]] bool usesEstimates() const override { return true; }

private:
    [[nodiscard]] bool lastPassHolds(const WaitingList& waiting, const SchedulingEvents& events,
                                     const SchedulingContext& context, MachineIndex machine,
                                     WaitingListChange change) const;
    // Starts the jobs from position `first` on that the reservation admits.
    static void backfill(WaitingList& waiting, std::size_t first, EasyReservation& reservation,
                         SchedulingContext& context, MachineIndex machine);
    void remember(const std::optional<EasyReservation>& reservation,
                  const SchedulingContext& context, MachineIndex machine);

    // What the last pass left: the head's reservation after its starts (none
    // if it made none), and the machine's free nodes and running jobs then.
    std::optional<EasyReservation> m_reservation;
    int m_freeAfter = 0;
    std::size_t m_runningAfter = 0;
};

}  // namespace schedlab
