#include "utility/ClusterFcfsPolicy.h"

#include "engine/DataTransfer.h"
#include "engine/SchedulingContext.h"
#include "engine/SchedulingEvents.h"
#include "platform/Platform.h"
#include "utility/ClusterStorage.h"

#include <algorithm>
#include <numeric>

namespace schedlab {

namespace {

const std::string kOrder = "order";
const std::string kPlatformOrder = "platform";
const std::string kDataOrder = "data";

}  // namespace

PolicyInfo ClusterFcfsPolicy::info()
{
    return PolicyInfo{{"cluster-fcfs",
                       "FCFS over clusters",
                       "Tasks start in arrival order, each at its requested width on the first cluster with enough "
                       "free processors and, where clusters have a disk, enough free disk for its input. The first "
                       "task that fits nowhere waits, and every task behind it too. Non-preemptive; options are "
                       "ignored. Clusters are tried in platform order (the baseline FCFS of the utility studies, "
                       "Basic FCFS of ch. 6; with EASY backfilling it is grid-sharing with selection first-fit) or by "
                       "the time moving the task's input there and running it would take (Data FCFS of ch. 6).",
                       "Vanderster (2008), ch. 4-6 (baseline FCFS, Basic and Data FCFS)",
                       {
                           {kOrder, "Cluster order", ParameterSpec::Type::Choice, 0, 0, kPlatformOrder,
                            {kPlatformOrder, kDataOrder}, "",
                            "platform: the platform's order (FCFS, Basic FCFS); data: shortest input transfer plus "
                            "run time first, by the estimate (Data FCFS, ch. 6)."},
                       }},
                      false,
                      false};
}

ClusterFcfsPolicy::ClusterFcfsPolicy(const Parameters& parameters)
    : m_byDataTime(parameters.text(kOrder) == kDataOrder), m_ticksPerSecond(parameters.ticksPerSecond())
{
}

std::vector<MachineIndex> ClusterFcfsPolicy::clustersFor(const SchedulingContext& context, JobIndex job) const
{
    const Platform& platform = context.platform();
    std::vector<MachineIndex> clusters(std::size_t(platform.machineCount()));
    std::iota(clusters.begin(), clusters.end(), MachineIndex(0));
    if (!m_byDataTime)
        return clusters;
    const JobRequest& request = context.request(job);
    std::vector<double> time(clusters.size());
    for (const MachineIndex k : clusters) {
        const Machine& machine = platform.machine(k);
        time[std::size_t(k)] = double(DataTransfer::ticks(request.inputMB, machine.bandwidthMBps, m_ticksPerSecond))
            + double(request.estimate) / machine.speed;
    }
    // Stable: equal times keep the platform's order.
    std::ranges::stable_sort(clusters, [&](MachineIndex a, MachineIndex b) {
        return time[std::size_t(a)] < time[std::size_t(b)];
    });
    return clusters;
}

void ClusterFcfsPolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    for (const JobIndex job : events.withdrawn)
        std::erase(m_waiting, job);
    m_waiting.insert(m_waiting.end(), events.submitted.begin(), events.submitted.end());
    while (!m_waiting.empty()) {
        const JobIndex job = m_waiting.front();
        const JobRequest& request = context.request(job);
        const std::vector<MachineIndex> clusters = clustersFor(context, job);
        const auto fits = [&](MachineIndex k) {
            return context.freeNodes(k) >= request.nodes && ClusterStorage::freeDiskMB(context, k) >= request.inputMB;
        };
        const auto cluster = std::ranges::find_if(clusters, fits);
        if (cluster == clusters.end())
            return;  // the head waits, and blocks the rest
        context.start(job, *cluster, StartReason{StartKind::InOrder, kNoJob, kNoTime, -1});
        m_waiting.pop_front();
    }
}

}  // namespace schedlab
