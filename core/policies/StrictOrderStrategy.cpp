#include "policies/StrictOrderStrategy.h"

#include "engine/SchedulingContext.h"

namespace schedlab {

void StrictOrderStrategy::startJobs(WaitingList& waiting,
                                    const SchedulingEvents& /*events*/, SchedulingContext& context,
                                    MachineIndex machine, WaitingListChange /*change*/)
{
    startHeadsThatFit(waiting, context, machine);
}

void StrictOrderStrategy::startHeadsThatFit(WaitingList& waiting,
                                            SchedulingContext& context, MachineIndex machine)
{
    std::size_t started = 0;
    while (started < waiting.size() &&
           context.request(waiting[started]).nodes <= context.freeNodes(machine)) {
        context.start(waiting[started], machine, StartReason{StartKind::InOrder});
        ++started;
    }
    waiting.erase(waiting.begin(), waiting.begin() + std::ptrdiff_t(started));
}

}  // namespace schedlab
