#include "policies/ConservativeBackfillStrategy.h"

#include "engine/SchedulingContext.h"
#include "policies/EstimatedEnd.h"

#include <algorithm>

namespace schedlab {

bool ConservativeBackfillStrategy::planIsStale(const SchedulingEvents& events,
                                               const SchedulingContext& context,
                                               MachineIndex machine, WaitingListChange change) const
{
    if (m_profile.steps().empty() || !events.completed.empty())
        return true;  // nothing planned yet, or a job ended (most end before their estimate)
    if (runningChanged(context, machine))
        return true;  // a job ended while this strategy was not asked (nothing was waiting)
    const auto running = context.running(machine);
    if (!running.empty() && running.front().estimatedEnd <= context.now())
        return true;  // an overrunning job: its planned end has passed
    // The plan still holds if the list is the planned jobs plus new ones behind.
    return !change.onlyAppended;
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

void ConservativeBackfillStrategy::plan(const WaitingList& waiting, std::size_t from, std::size_t to,
                                        const SchedulingContext& context)
{
    const std::span<const JobRequest> requests = context.requests();
    for (std::size_t i = from; i < to; ++i) {
        const JobRequest& req = requests[waiting[i]];
        const Time duration = EstimatedEnd::duration(req, m_speed);
        const AvailabilityProfile::Slot slot = m_profile.earliestSlot(req.nodes, duration);
        m_profile.reserve(slot, duration, req.nodes);
        m_reservedStart.push_back(slot.start);
    }
}

void ConservativeBackfillStrategy::planWhatMayStartNow(const WaitingList& waiting,
                                                       std::size_t unchecked,
                                                       const SchedulingContext& context)
{
    // A job that does not fit now on the profile so far will not fit once
    // the jobs before it are planned too: reservations only take room.
    std::size_t next = m_reservedStart.size();
    const std::span<const JobRequest> requests = context.requests();
    for (std::size_t j = std::max(next, unchecked); j < waiting.size(); ++j) {
        const JobRequest& req = requests[waiting[j]];
        if (m_profile.fitsAtStart(req.nodes, EstimatedEnd::duration(req, m_speed))) {
            plan(waiting, next, j + 1, context);
            next = j + 1;
        }
    }
}

void ConservativeBackfillStrategy::startJobs(WaitingList& waiting,
                                             const SchedulingEvents& events,
                                             SchedulingContext& context, MachineIndex machine,
                                             WaitingListChange change)
{
    const Time now = context.now();
    m_speed = context.platform().machine(machine).speed;
    std::size_t unchecked = 0;
    if (planIsStale(events, context, machine, change)) {
        m_profile.reset(now, context.freeNodes(machine), context.running(machine));
        m_reservedStart.clear();
    } else {
        // The jobs the last pass left unplanned did not fit then, and with
        // no step passed they fit no better now (their windows only grow).
        m_profile.advanceTo(now);
        unchecked = waiting.size() - change.appended;
    }
    planWhatMayStartNow(waiting, unchecked, context);

    // Start every job whose reservation is now. The first job still waiting
    // ahead of a started one is the one it was backfilled past; it is always
    // planned, since only planned jobs start.
    const std::size_t planned = m_reservedStart.size();
    JobIndex firstLeftWaiting = kNoJob;
    Time firstLeftStart = kNoTime;
    std::size_t kept = 0;
    std::size_t keptPlanned = 0;
    for (std::size_t i = 0; i < waiting.size(); ++i) {
        if (i < planned && m_reservedStart[i] == now) {
            const StartReason reason =
                firstLeftWaiting == kNoJob
                    ? StartReason{StartKind::InOrder}
                    : StartReason{StartKind::BackfillNoDelay, firstLeftWaiting, firstLeftStart};
            context.start(waiting[i], machine, reason);
        } else {
            if (i < planned) {
                if (firstLeftWaiting == kNoJob) {
                    firstLeftWaiting = waiting[i];
                    firstLeftStart = m_reservedStart[i];
                }
                m_reservedStart[keptPlanned++] = m_reservedStart[i];
            }
            waiting[kept] = waiting[i];
            ++kept;
        }
    }
    waiting.resize(kept);
    m_reservedStart.resize(keptPlanned);
    rememberRunning(context, machine);
}

}  // namespace schedlab
