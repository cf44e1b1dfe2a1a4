#pragma once

#include "engine/JobRequest.h"
#include "engine/StartReason.h"
#include "model/Types.h"
#include "policies/EstimatedEnd.h"

#include <span>

namespace schedlab {

class SchedulingContext;

// The reservation EASY backfilling gives one waiting job (Yahyapour (2002),
// ch. 2): its shadow time, when enough nodes free up by the running jobs'
// estimates, and the extra nodes free then beyond its needs. A start that
// ends (by its estimate) no later than the shadow time, or takes only extra
// nodes, cannot delay the reserved job.
//
// One class for the single-machine EasyBackfillStrategy and the grid
// schedulers (core/grid), whose reservations live on one machine each or,
// for a job wider than any machine, on several machines together.
class EasyReservation {
public:
    // For `job`, needing `nodesNeeded` nodes of `machine`.
    [[nodiscard]] static EasyReservation forMachine(JobIndex job, int nodesNeeded,
                                                    const SchedulingContext& context,
                                                    MachineIndex machine);
    // For `job`, which may take its nodes from any of `machines` together
    // (a multi-site job): the shadow time is when the machines together have
    // enough free nodes.
    [[nodiscard]] static EasyReservation forMachines(JobIndex job, int nodesNeeded,
                                                     const SchedulingContext& context,
                                                     std::span<const MachineIndex> machines);

    // From a machine's state given directly: `freeNow` nodes free at `now`,
    // `runningByEnd` sorted by estimated end. BackfillPlan rebuilds a past
    // instant of a finished schedule this way.
    [[nodiscard]] static EasyReservation fromState(JobIndex job, int nodesNeeded, int freeNow, Time now,
                                                   std::span<const RunningJob> runningByEnd)
    {
        return EasyReservation(job, nodesNeeded, freeNow, now, runningByEnd);
    }

    [[nodiscard]] JobIndex job() const { return m_job; }
    [[nodiscard]] Time shadowTime() const { return m_shadowTime; }
    [[nodiscard]] int extraNodes() const { return m_extraNodes; }

    // How many nodes a start now that ends (by estimate) at `estimatedEnd`
    // may take without delaying the reserved job: any number if it ends by
    // the shadow time, else the extra nodes.
    [[nodiscard]] int nodesAvailableTo(Time estimatedEnd) const;
    [[nodiscard]] bool admits(int nodes, Time estimatedEnd) const
    {
        return nodes <= nodesAvailableTo(estimatedEnd);
    }
    // Records an admitted start (it takes extra nodes unless it ends by the
    // shadow time) and returns the reason to give it.
    StartReason admit(int nodes, Time estimatedEnd);

    // When a job whose estimate is `request`'s ends if it starts at `now`
    // (inline: EASY asks it for every job that fits, at every pass).
    [[nodiscard]] static Time estimatedEndOf(const JobRequest& request, Time now)
    {
        return now + EstimatedEnd::duration(request);
    }
    // The same on a machine of relative `speed`, where the engine scales a
    // running job's estimate: a backfilled job must end by the shadow time
    // there, not at the trace's speed.
    [[nodiscard]] static Time estimatedEndOn(const JobRequest& request, Time now, double speed)
    {
        return now + EstimatedEnd::duration(request, speed);
    }
    // The same when it runs `overheadFactor` times longer (multi-site).
    // Rounds up, as the engine does.
    [[nodiscard]] static Time estimatedEndOf(const JobRequest& request, Time now, double overheadFactor);

private:
    EasyReservation(JobIndex job, int nodesNeeded, int available, Time now,
                    std::span<const RunningJob> runningByEnd);

    JobIndex m_job = kNoJob;
    Time m_shadowTime = 0;
    int m_extraNodes = 0;
};

}  // namespace schedlab
