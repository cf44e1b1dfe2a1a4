#pragma once

#include "policies/WaitingList.h"
#include "policies/StartStrategy.h"

namespace schedlab {

// Greedy list scheduling (Garey & Graham, spec §4.3): whenever nodes are
// free, start the first job of the list that fits, and repeat.
class FirstFitStrategy final : public StartStrategy {
public:
    void startJobs(WaitingList& waiting, const SchedulingEvents& events,
                   SchedulingContext& context, MachineIndex machine,
                   WaitingListChange change) override;
    [[nodiscard]] bool usesEstimates() const override { return false; }
};

}  // namespace schedlab
