#pragma once

#include "policies/WaitingList.h"
#include "policies/StartStrategy.h"

namespace schedlab {

// Plain list scheduling: start the head of the list while it fits; a head
// that does not fit blocks everyone behind it (FCFS, spec §4.1).
class StrictOrderStrategy final : public StartStrategy {
public:
    void startJobs(WaitingList& waiting, const SchedulingEvents& events,
                   SchedulingContext& context, MachineIndex machine,
                   WaitingListChange change) override;
    [[nodiscard]] bool usesEstimates() const override { return false; }

    // Starts jobs from the front of `waiting` while they fit and removes them;
    // the first step of every backfilling strategy too.
    static void startHeadsThatFit(WaitingList& waiting, SchedulingContext& context,
                                  MachineIndex machine);
};

}  // namespace schedlab
