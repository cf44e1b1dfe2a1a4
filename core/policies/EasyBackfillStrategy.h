#pragma once

#include "policies/WaitingList.h"
#include "policies/StartStrategy.h"

namespace schedlab {

// EASY backfilling (Lifka; spec §4.2) over any list order. Only the first
// waiting job gets a reservation: its shadow time is when enough nodes free
// up by the running jobs' estimates, and the extra nodes are those free then
// beyond what it needs. A later job may start now if it fits now and either
// ends by its estimate no later than the shadow time, or uses no more than
// the extra nodes (which it then takes away from later candidates). The
// reservation itself is EasyReservation, shared with the grid schedulers.
class EasyBackfillStrategy final : public StartStrategy {
public:
    void startJobs(WaitingList& waiting, const SchedulingEvents& events,
                   SchedulingContext& context, MachineIndex machine) override;
    [[nodiscard]] bool usesEstimates() const override { return true; }
};

}  // namespace schedlab
