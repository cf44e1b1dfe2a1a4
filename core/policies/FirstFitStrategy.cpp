#include "policies/FirstFitStrategy.h"

#include "engine/SchedulingContext.h"

namespace schedlab {

void FirstFitStrategy::startJobs(WaitingList& waiting,
                                 const SchedulingEvents& /*events*/, SchedulingContext& context,
                                 MachineIndex machine, WaitingListChange /*change*/)
{
    // One pass suffices: starting a job only reduces the free nodes, so a job
    // skipped earlier in this pass cannot fit later in it.
    JobIndex firstSkipped = kNoJob;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        const JobIndex job = waiting[i];
        const int free = context.freeNodes(machine);
        if (free > 0 && context.request(job).nodes <= free) {
            const StartReason reason = firstSkipped == kNoJob
                                           ? StartReason{StartKind::InOrder}
                                           : StartReason{StartKind::FirstFit, firstSkipped};
            context.start(job, machine, reason);
        } else {
            if (firstSkipped == kNoJob)
                firstSkipped = job;
            waiting[kept++] = job;
        }
    }
    waiting.resize(kept);
}

}  // namespace schedlab
