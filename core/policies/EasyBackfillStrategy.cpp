#include "policies/EasyBackfillStrategy.h"

#include "engine/SchedulingContext.h"
#include "policies/EstimatedEnd.h"
#include "policies/StrictOrderStrategy.h"

namespace schedlab {

EasyBackfillStrategy::Shadow EasyBackfillStrategy::shadowFor(int nodesNeeded,
                                                             const SchedulingContext& context,
                                                             MachineIndex machine)
{
    const Time now = context.now();
    const auto running = context.running(machine);
    int available = context.freeNodes(machine);
    Shadow shadow{now, 0};
    std::size_t i = 0;
    while (available < nodesNeeded && i < running.size()) {
        shadow.time = EstimatedEnd::of(running[i], now);
        available += running[i].nodes;
        ++i;
    }
    // Jobs expected to end at the shadow time itself free their nodes then too.
    while (i < running.size() && EstimatedEnd::of(running[i], now) == shadow.time) {
        available += running[i].nodes;
        ++i;
    }
    shadow.extraNodes = available - nodesNeeded;
    return shadow;
}

void EasyBackfillStrategy::startJobs(WaitingList& waiting,
                                     const SchedulingEvents& /*events*/,
                                     SchedulingContext& context, MachineIndex machine)
{
    StrictOrderStrategy::startHeadsThatFit(waiting, context, machine);
    if (waiting.empty() || context.freeNodes(machine) == 0)
        return;

    const JobIndex head = waiting.front();
    Shadow shadow = shadowFor(context.request(head).nodes, context, machine);
    const Time now = context.now();

    std::size_t kept = 1;  // the head stays
    for (std::size_t i = 1; i < waiting.size(); ++i) {
        const JobIndex job = waiting[i];
        const JobRequest& req = context.request(job);
        const int free = context.freeNodes(machine);
        bool started = false;
        if (free > 0 && req.nodes <= free) {
            if (now + EstimatedEnd::duration(req) <= shadow.time) {
                context.start(job, machine,
                              StartReason{StartKind::BackfillBeforeShadow, head, shadow.time,
                                          shadow.extraNodes});
                started = true;
            } else if (req.nodes <= shadow.extraNodes) {
                context.start(job, machine,
                              StartReason{StartKind::BackfillExtraNodes, head, shadow.time,
                                          shadow.extraNodes});
                shadow.extraNodes -= req.nodes;
                started = true;
            }
        }
        if (!started)
            waiting[kept++] = job;
    }
    waiting.resize(kept);
}

}  // namespace schedlab
