#include "policies/ListPolicy.h"

#include "engine/SimulationError.h"
#include "platform/Platform.h"

#include <deque>

namespace schedlab {

ListPolicy::ListPolicy(std::unique_ptr<JobOrder> order, std::unique_ptr<StartStrategy> strategy)
    : m_order(std::move(order))
    , m_strategy(std::move(strategy))
{
}

void ListPolicy::prepare(const Platform& platform)
{
    if (platform.machineCount() != 1) {
        throw ConfigurationError("this policy schedules a single machine, but platform '" +
                                 platform.name() + "' has " +
                                 std::to_string(platform.machineCount()) +
                                 " machines; pick a single-machine platform or a grid policy");
    }
}

void ListPolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    // Withdrawn jobs leave the list in place: the order of the rest stays,
    // and every strategy re-plans when its list is not what it planned.
    std::size_t withdrawn = 0;
    for (const JobIndex job : events.withdrawn)
        withdrawn += std::erase(m_waiting, job);
    const std::size_t kept = m_waiting.size();
    const bool appended = m_order->update(m_waiting, events.submitted, context);
    const WaitingListChange change =
        appended && withdrawn == 0 && m_strategySawEveryEvent
            ? WaitingListChange::appendedBehind(m_waiting.size() - kept)
            : WaitingListChange::unknown();
    m_strategySawEveryEvent = !m_waiting.empty();
    if (!m_waiting.empty())
        m_strategy->startJobs(m_waiting, events, context, kOnlyMachine, change);
}

}  // namespace schedlab
