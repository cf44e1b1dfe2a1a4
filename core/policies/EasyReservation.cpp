#include "policies/EasyReservation.h"

#include "engine/SchedulingContext.h"
#include "policies/EstimatedEnd.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace schedlab {

EasyReservation::EasyReservation(JobIndex job, int nodesNeeded, int available, Time now,
                                 std::span<const RunningJob> runningByEnd)
    : m_job(job)
    , m_shadowTime(now)
{
    std::size_t i = 0;
    while (available < nodesNeeded && i < runningByEnd.size()) {
        m_shadowTime = EstimatedEnd::of(runningByEnd[i], now);
        available += runningByEnd[i].nodes;
        ++i;
    }
    // Jobs expected to end at the shadow time itself free their nodes then too.
    while (i < runningByEnd.size() && EstimatedEnd::of(runningByEnd[i], now) == m_shadowTime) {
        available += runningByEnd[i].nodes;
        ++i;
    }
    m_extraNodes = available - nodesNeeded;
}

EasyReservation EasyReservation::forMachine(JobIndex job, int nodesNeeded,
                                            const SchedulingContext& context, MachineIndex machine)
{
    // The engine keeps each machine's running list ordered by estimated end.
    return EasyReservation(job, nodesNeeded, context.freeNodes(machine), context.now(),
                           context.running(machine));
}

EasyReservation EasyReservation::forMachines(JobIndex job, int nodesNeeded,
                                             const SchedulingContext& context,
                                             std::span<const MachineIndex> machines)
{
    const Time now = context.now();
    int available = 0;
    std::vector<RunningJob> merged;
    for (const MachineIndex machine : machines) {
        available += context.freeNodes(machine);
        const auto running = context.running(machine);
        merged.insert(merged.end(), running.begin(), running.end());
    }
    // A multi-site job is listed once per machine with its nodes there, so
    // the merged list frees each of its nodes exactly once. Stable: ties keep
    // machine order, which keeps the result deterministic.
    std::stable_sort(merged.begin(), merged.end(), [now](const RunningJob& a, const RunningJob& b) {
        return EstimatedEnd::of(a, now) < EstimatedEnd::of(b, now);
    });
    return EasyReservation(job, nodesNeeded, available, now, merged);
}

int EasyReservation::nodesAvailableTo(Time estimatedEnd) const
{
    return estimatedEnd <= m_shadowTime ? std::numeric_limits<int>::max() : m_extraNodes;
}

StartReason EasyReservation::admit(int nodes, Time estimatedEnd)
{
    if (estimatedEnd <= m_shadowTime)
        return StartReason{StartKind::BackfillBeforeShadow, m_job, m_shadowTime, m_extraNodes};
    const StartReason reason{StartKind::BackfillExtraNodes, m_job, m_shadowTime, m_extraNodes};
    m_extraNodes -= nodes;
    return reason;
}

Time EasyReservation::estimatedEndOf(const JobRequest& request, Time now, double overheadFactor)
{
    if (overheadFactor == 1.0)
        return estimatedEndOf(request, now);
    const Time duration = EstimatedEnd::duration(request);
    // The same rounding as the engine's scaled run time: up to whole seconds.
    return now + Time(std::ceil(double(duration) * overheadFactor));
}

}  // namespace schedlab
