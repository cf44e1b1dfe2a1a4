#pragma once

#include "policies/WaitingList.h"
#include "policies/WaitingListChange.h"
#include "engine/SchedulingEvents.h"
#include "model/Types.h"

#include <vector>

namespace schedlab {

class SchedulingContext;

// Starts jobs from an ordered waiting list on one machine: strictly in order,
// first fit, or with EASY / conservative backfilling. Removes the jobs it
// starts from `waiting` and keeps the order of the rest. `change` says how
// `waiting` differs from the list the previous call left.
class StartStrategy {
public:
    virtual ~StartStrategy() = default;
    virtual void startJobs(WaitingList& waiting, const SchedulingEvents& events,
                           SchedulingContext& context, MachineIndex machine,
                           WaitingListChange change) = 0;
    // Whether the strategy needs run-time estimates (backfilling does).
    [[nodiscard]] virtual bool usesEstimates() const = 0;
};

}  // namespace schedlab
