#include "policies/EasyBackfillStrategy.h"

#include "engine/SchedulingContext.h"
#include "policies/EasyReservation.h"
#include "policies/StrictOrderStrategy.h"

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

    std::size_t kept = 1;  // the head stays
    for (std::size_t i = 1; i < waiting.size(); ++i) {
        const JobIndex job = waiting[i];
        const JobRequest& req = context.request(job);
        const int free = context.freeNodes(machine);
        bool started = false;
        if (free > 0 && req.nodes <= free) {
            const Time end = EasyReservation::estimatedEndOf(req, now);
            if (reservation.admits(req.nodes, end)) {
                context.start(job, machine, reservation.admit(req.nodes, end));
                started = true;
            }
        }
        if (!started)
            waiting[kept++] = job;
    }
    waiting.resize(kept);
}

}  // namespace schedlab
