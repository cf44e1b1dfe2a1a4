#include "utility/ClusterFcfsPolicy.h"

#include "engine/SchedulingContext.h"
#include "engine/SchedulingEvents.h"
#include "platform/Platform.h"

#include <algorithm>

namespace schedlab {

PolicyInfo ClusterFcfsPolicy::info()
{
    return PolicyInfo{{"cluster-fcfs",
                       "FCFS over clusters",
                       "Tasks start in arrival order, each at its requested width on the first cluster (in platform "
                       "order) with enough free processors. The first task that fits nowhere waits, and every task "
                       "behind it too. Non-preemptive; options are ignored. The baseline FCFS of the utility "
                       "studies; with EASY backfilling it is grid-sharing with selection first-fit.",
                       "Vanderster (2008), ch. 4-5 (baseline FCFS)",
                       {}},
                      false,
                      false};
}

ClusterFcfsPolicy::ClusterFcfsPolicy(const Parameters& /*parameters*/) {}

void ClusterFcfsPolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    for (const JobIndex job : events.withdrawn)
        std::erase(m_waiting, job);
    m_waiting.insert(m_waiting.end(), events.submitted.begin(), events.submitted.end());
    const Platform& platform = context.platform();
    while (!m_waiting.empty()) {
        const JobIndex job = m_waiting.front();
        const int width = context.request(job).nodes;
        MachineIndex cluster = 0;
        while (cluster < platform.machineCount() && context.freeNodes(cluster) < width)
            ++cluster;
        if (cluster == platform.machineCount())
            return;  // the head waits, and blocks the rest
        context.start(job, cluster, StartReason{StartKind::InOrder, kNoJob, kNoTime, -1});
        m_waiting.pop_front();
    }
}

}  // namespace schedlab
