#include "grid/SiteQueues.h"

#include "engine/SchedulingContext.h"
#include "platform/Platform.h"

namespace schedlab {

void SiteQueues::prepare(const Platform& platform)
{
    m_sites.assign(std::size_t(platform.machineCount()), Site{});
    for (MachineIndex m = 0; m < platform.machineCount(); ++m)
        m_sites[std::size_t(m)].policy = platform.machine(m).queue;
}

void SiteQueues::add(JobIndex job, MachineIndex site, bool local)
{
    Site& queues = m_sites.at(std::size_t(site));
    const bool priority = queues.policy == LocalQueue::Single || local;
    (priority ? queues.local : queues.remote).push_back(job);
}

void SiteQueues::startWhatFits(SchedulingContext& context, MachineIndex site, std::vector<JobIndex>* started)
{
    Site& queues = m_sites.at(std::size_t(site));
    for (;;) {
        WaitingList& next = !queues.local.empty() ? queues.local : queues.remote;
        if (next.empty() || context.request(next.front()).nodes > context.freeNodes(site))
            return;
        context.start(next.front(), site, StartReason{StartKind::InOrder, kNoJob, kNoTime, -1});
        if (started != nullptr)
            started->push_back(next.front());
        next.pop_front();
    }
}

std::vector<JobIndex> SiteQueues::waiting(MachineIndex site) const
{
    const Site& queues = m_sites.at(std::size_t(site));
    std::vector<JobIndex> jobs(queues.local.begin(), queues.local.end());
    jobs.insert(jobs.end(), queues.remote.begin(), queues.remote.end());
    return jobs;
}

void SiteQueues::orderWith(MachineIndex site, JobIndex job, bool local, std::vector<JobIndex>& order) const
{
    const Site& queues = m_sites.at(std::size_t(site));
    order.assign(queues.local.begin(), queues.local.end());
    // A local job (or any job at a single-queue site) waits only for the
    // priority queue; a remote one for both queues.
    if (queues.policy == LocalQueue::LocalFirst && !local)
        order.insert(order.end(), queues.remote.begin(), queues.remote.end());
    order.push_back(job);
}

}  // namespace schedlab
