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
    const auto end = std::next(waiting.begin(), std::ptrdiff_t(to));
    for (auto it = std::next(waiting.begin(), std::ptrdiff_t(from)); it != end; ++it) {
        const JobRequest& req = requests[*it];
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
    // A job wider than the nodes free at the start fits nowhere there; on a
    // long queue that settles most jobs without looking at the profile.
    std::size_t next = m_reservedStart.size();
    const std::span<const JobRequest> requests = context.requests();
    int freeAtStart = m_profile.freeAtStart();
    std::size_t j = std::max(next, unchecked);
    for (auto it = std::next(waiting.begin(), std::ptrdiff_t(j)); it != waiting.end(); ++it, ++j) {
        const JobRequest& req = requests[*it];
        if (req.nodes > freeAtStart)
            continue;
        if (m_profile.fitsAtStart(req.nodes, EstimatedEnd::duration(req, m_speed))) {
            plan(waiting, next, j + 1, context);
            next = j + 1;
            freeAtStart = m_profile.freeAtStart();
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

    startReserved(waiting, context, machine);
    rememberRunning(context, machine);
}

void ConservativeBackfillStrategy::startReserved(WaitingList& waiting, SchedulingContext& context,
                                                 MachineIndex machine)
{
    // Start every job whose reservation is now. The first job still waiting
    // ahead of a started one is the one it was backfilled past; it is always
    // planned, since only planned jobs start. Only the planned jobs are
    // looked at: the rest of a long queue just moves up.
    const Time now = context.now();
    const std::size_t planned = m_reservedStart.size();
    std::size_t first = 0;
    while (first < planned && m_reservedStart[first] != now)
        ++first;
    if (first == planned)
        return;
    JobIndex firstLeftWaiting = kNoJob;
    Time firstLeftStart = kNoTime;
    if (first > 0) {
        firstLeftWaiting = waiting.front();
        firstLeftStart = m_reservedStart.front();
    }
    auto in = std::next(waiting.begin(), std::ptrdiff_t(first));
    auto kept = in;
    std::size_t keptPlanned = first;
    for (std::size_t i = first; i < planned; ++i, ++in) {
        if (m_reservedStart[i] == now) {
            const StartReason reason =
                firstLeftWaiting == kNoJob
                    ? StartReason{StartKind::InOrder}
                    : StartReason{StartKind::BackfillNoDelay, firstLeftWaiting, firstLeftStart};
            context.start(*in, machine, reason);
            continue;
        }
        if (firstLeftWaiting == kNoJob) {
            firstLeftWaiting = *in;
            firstLeftStart = m_reservedStart[i];
        }
        m_reservedStart[keptPlanned++] = m_reservedStart[i];
        *kept++ = *in;
    }
    waiting.erase(kept, in);
    m_reservedStart.resize(keptPlanned);
}

}  // namespace schedlab
