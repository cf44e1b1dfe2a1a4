#include "policies/ListPolicy.h"

#include "engine/SimulationError.h"
#include "platform/Platform.h"

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
    m_order->update(m_waiting, events.submitted, context);
    if (!m_waiting.empty())
        m_strategy->startJobs(m_waiting, events, context, kOnlyMachine);
}

}  // namespace schedlab
