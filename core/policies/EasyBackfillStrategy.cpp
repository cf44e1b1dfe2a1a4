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
    // so the free nodes are asked again only after a start, the pass stops
    // as soon as none are left (no later job could start), and nothing is
    // moved before the first start.
    int free = context.freeNodes(machine);
    const std::span<const JobRequest> requests = context.requests();
    const double speed = context.platform().machine(machine).speed;
    const auto admitted = [&](JobIndex job) {
        const JobRequest& req = requests[job];
        if (req.nodes > free)
            return false;
        const Time end = EasyReservation::estimatedEndOn(req, now, speed);
        if (!reservation.admits(req.nodes, end))
            return false;
        context.start(job, machine, reservation.admit(req.nodes, end));
        free = context.freeNodes(machine);
        return true;
    };
    auto it = std::next(waiting.begin());  // the head stays
    while (it != waiting.end() && free > 0 && !admitted(*it))
        ++it;
    if (it == waiting.end())
        return;  // nothing started, nothing moves
    auto kept = it++;  // the started job's place
    for (; it != waiting.end() && free > 0; ++it) {
        if (!admitted(*it))
            *kept++ = *it;
    }
    // The jobs not looked at keep their order behind the ones kept.
    kept = std::move(it, waiting.end(), kept);
    waiting.erase(kept, waiting.end());
}

}  // namespace schedlab
