#include "grid/LocalGridPolicy.h"

#include "engine/SchedulingContext.h"
#include "engine/SimulationError.h"
#include "platform/Platform.h"

namespace schedlab {

PolicyInfo LocalGridPolicy::info()
{
    return PolicyInfo{{
        "grid-local",
        "Grid local job processing (EASY per site)",
        "Every site runs FCFS with EASY backfilling on its own machine, on the jobs submitted "
        "there only: no job moves between sites. A job's site is its origin site, which a "
        "site-assignment transform sets (sites:round-robin as in Yahyapour (2002), ch. 5, sites:partition, "
        "sites:queue or sites:map:FIELD:FILE); a job without one, or wider than its site's "
        "machine, stops the run with a message naming it (split wide jobs with the wide:... "
        "transforms). This is the reference that job sharing and multi-site are compared with.",
        "Yahyapour (2002), ch. 5",
        {}},
        true,
        true};
}

LocalGridPolicy::LocalGridPolicy(const Parameters& /*parameters*/) {}

void LocalGridPolicy::prepare(const Platform& platform)
{
    m_waiting.assign(std::size_t(platform.machineCount()), WaitingList{});
}

void LocalGridPolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    const Platform& platform = context.platform();
    for (const JobIndex job : events.submitted) {
        const JobRequest& request = context.request(job);
        const MachineIndex site = request.originSite;
        if (site < 0 || site >= platform.machineCount()) {
            throw ConfigurationError(
                "grid-local: job " + std::to_string(request.id)
                + (site == kNoMachine ? " has no origin site"
                                      : " has origin site " + std::to_string(site) + ", but platform '"
                                            + platform.name() + "' has only "
                                            + std::to_string(platform.machineCount()) + " machines")
                + "; assign sites with --transform sites:round-robin (or sites:partition, sites:queue, "
                  "sites:map:FIELD:FILE)");
        }
        if (request.nodes > platform.machine(site).nodes) {
            throw ConfigurationError("grid-local: job " + std::to_string(request.id) + " needs "
                                     + std::to_string(request.nodes) + " nodes but its site '"
                                     + platform.machine(site).name + "' has "
                                     + std::to_string(platform.machine(site).nodes)
                                     + "; split wide jobs with --transform wide:local (or wide:largest, "
                                       "wide:max:64)");
        }
        m_waiting[std::size_t(site)].push_back(job);
    }
    for (std::size_t site = 0; site < m_waiting.size(); ++site) {
        if (!m_waiting[site].empty())
            m_easy.startJobs(m_waiting[site], events, context, MachineIndex(site),
                             WaitingListChange::unknown());
    }
}

}  // namespace schedlab
