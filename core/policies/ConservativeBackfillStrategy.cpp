#include "policies/ConservativeBackfillStrategy.h"

#include "engine/SchedulingContext.h"
#include "policies/EstimatedEnd.h"

#include <algorithm>

namespace schedlab {

bool ConservativeBackfillStrategy::planIsStale(const WaitingList& waiting,
                                               const SchedulingEvents& events,
                                               const SchedulingContext& context,
                                               MachineIndex machine) const
{
    if (m_profile.steps().empty() || !events.completed.empty())
        return true;  // nothing planned yet, or a job ended (most end before their estimate)
    if (runningChanged(context, machine))
        return true;  // a job ended while this strategy was not asked (nothing was waiting)
    const auto running = context.running(machine);
    if (!running.empty() && running.front().estimatedEnd <= context.now())
        return true;  // an overrunning job: its planned end has passed
    // The plan still holds if the list is the planned jobs plus new ones behind.
    return m_planned.size() > waiting.size() ||
           !std::equal(m_planned.begin(), m_planned.end(), waiting.begin());
}

bool ConservativeBackfillStrategy::runningChanged(const SchedulingContext& context,
                                                  MachineIndex machine) const
{
    const auto running = context.running(machine);
    return !std::equal(running.begin(), running.end(), m_plannedRunning.begin(), m_plannedRunning.end(),
                       [](const RunningJob& r, JobIndex job) { return r.job == job; });
}

void ConservativeBackfillStrategy::rememberRunning(const SchedulingContext& context, MachineIndex machine)
{
    m_plannedRunning.clear();
    for (const RunningJob& r : context.running(machine))
        m_plannedRunning.push_back(r.job);
}

void ConservativeBackfillStrategy::plan(const WaitingList& waiting, std::size_t from,
                                        const SchedulingContext& context)
{
    for (std::size_t i = from; i < waiting.size(); ++i) {
        const JobRequest& req = context.request(waiting[i]);
        const Time duration = EstimatedEnd::duration(req);
        const AvailabilityProfile::Slot slot = m_profile.earliestSlot(req.nodes, duration);
        m_profile.reserve(slot, duration, req.nodes);
        m_planned.push_back(waiting[i]);
        m_reservedStart.push_back(slot.start);
    }
}

void ConservativeBackfillStrategy::startJobs(WaitingList& waiting,
                                             const SchedulingEvents& events,
                                             SchedulingContext& context, MachineIndex machine)
{
    const Time now = context.now();
    if (planIsStale(waiting, events, context, machine)) {
        m_profile.reset(now, context.freeNodes(machine), context.running(machine));
        m_planned.clear();
        m_reservedStart.clear();
        plan(waiting, 0, context);
    } else {
        m_profile.advanceTo(now);
        plan(waiting, m_planned.size(), context);
    }

    // Start every job whose reservation is now. The first job still waiting
    // ahead of a started one is the one it was backfilled past.
    JobIndex firstLeftWaiting = kNoJob;
    Time firstLeftStart = kNoTime;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        if (m_reservedStart[i] == now) {
            const StartReason reason =
                firstLeftWaiting == kNoJob
                    ? StartReason{StartKind::InOrder}
                    : StartReason{StartKind::BackfillNoDelay, firstLeftWaiting, firstLeftStart};
            context.start(waiting[i], machine, reason);
        } else {
            if (firstLeftWaiting == kNoJob) {
                firstLeftWaiting = waiting[i];
                firstLeftStart = m_reservedStart[i];
            }
            waiting[kept] = waiting[i];
            m_reservedStart[kept] = m_reservedStart[i];
            ++kept;
        }
    }
    waiting.resize(kept);
    m_reservedStart.resize(kept);
    m_planned = waiting;
    rememberRunning(context, machine);
}

}  // namespace schedlab
