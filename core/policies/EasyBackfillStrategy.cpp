#include "policies/EasyBackfillStrategy.h"

#include "engine/SchedulingContext.h"
#include "policies/EasyReservation.h"
#include "policies/StrictOrderStrategy.h"

#include <algorithm>
#include <iterator>

namespace schedlab {

void EasyBackfillStrategy::startJobs(WaitingList& waiting,
                                     const SchedulingEvents& /*events*/,
                                     SchedulingContext& context, MachineIndex machine)
{
    StrictOrderStrategy::startHeadsThatFit(waiting, context, machine);
    if (waiting.empty() || context.freeNodes(machine) == 0)
        return;

    const JobIndex head = waiting.front();
    EasyReservation reservation =
        EasyReservation::forMachine(head, context.request(head).nodes, context, machine);
    const Time now = context.now();

    // One pass over the queue, compacting it in place. The queue can hold
    // thousands of jobs on a busy machine and the pass runs at every event,
    // so the free nodes are asked again only after a start, and the pass
    // stops as soon as none are left: no later job could start.
    int free = context.freeNodes(machine);
    auto kept = std::next(waiting.begin());  // the head stays
    auto it = kept;
    for (; it != waiting.end() && free > 0; ++it) {
        const JobIndex job = *it;
        const JobRequest& req = context.request(job);
        if (req.nodes <= free) {
            const Time end = EasyReservation::estimatedEndOf(req, now);
            if (reservation.admits(req.nodes, end)) {
                context.start(job, machine, reservation.admit(req.nodes, end));
                free = context.freeNodes(machine);
                continue;
            }
        }
        *kept++ = job;
    }
    // The jobs not looked at keep their order behind the ones kept.
    kept = std::move(it, waiting.end(), kept);
    waiting.erase(kept, waiting.end());
}

}  // namespace schedlab
