#include "utility/MinMinPolicy.h"

#include "engine/SchedulingContext.h"
#include "engine/SchedulingEvents.h"
#include "platform/Platform.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

PolicyInfo MinMinPolicy::info()
{
    return PolicyInfo{{"min-min",
                       "Min-min (earliest completion first)",
                       "At every event, among the waiting tasks and the clusters that can start them now at their "
                       "requested width, the task and cluster with the earliest completion (now + estimate / "
                       "cluster speed) start; then the next, until nothing fits. Ties go to the earlier task, then "
                       "the lower cluster. Non-preemptive; options are ignored (the thesis does not say which it "
                       "offers min-min; ours: the requested width on every cluster).",
                       "Vanderster (2008), ch. 4 (baseline m-m)",
                       {}},
                      true,
                      false};
}

MinMinPolicy::MinMinPolicy(const Parameters& /*parameters*/) {}

void MinMinPolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    for (const JobIndex job : events.withdrawn)
        std::erase(m_waiting, job);
    m_waiting.insert(m_waiting.end(), events.submitted.begin(), events.submitted.end());
    const Platform& platform = context.platform();
    const StartReason reason{StartKind::EarliestCompletion, kNoJob, kNoTime, -1};
    for (;;) {
        std::size_t bestTask = m_waiting.size();
        MachineIndex bestCluster = kNoMachine;
        double bestEnd = 0;
        for (std::size_t i = 0; i < m_waiting.size(); ++i) {
            const JobRequest& request = context.request(m_waiting[i]);
            for (MachineIndex k = 0; k < platform.machineCount(); ++k) {
                if (context.freeNodes(k) < request.nodes)
                    continue;
                // The engine's run time on a cluster of speed v: estimate / v, rounded up.
                const double end = std::ceil(double(request.estimate) / platform.machine(k).speed);
                if (bestTask == m_waiting.size() || end < bestEnd) {
                    bestTask = i;
                    bestCluster = k;
                    bestEnd = end;
                }
            }
        }
        if (bestTask == m_waiting.size())
            return;
        context.start(m_waiting[bestTask], bestCluster, reason);
        m_waiting.erase(m_waiting.begin() + std::ptrdiff_t(bestTask));
    }
}

}  // namespace schedlab
