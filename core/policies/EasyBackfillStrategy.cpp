#include "policies/EasyBackfillStrategy.h"

#include "engine/SchedulingContext.h"
#include "policies/StrictOrderStrategy.h"

#include <algorithm>
#include <iterator>

namespace schedlab {

void EasyBackfillStrategy::startJobs(WaitingList& waiting, const SchedulingEvents& events,
                                     SchedulingContext& context, MachineIndex machine,
                                     WaitingListChange change)
{
    if (lastPassHolds(waiting, events, context, machine, change)) {
        // The head did not fit then and does not now; only the new jobs may start.
        EasyReservation reservation = *m_reservation;
        backfill(waiting, waiting.size() - change.appended, reservation, context, machine);
        remember(reservation, context, machine);
        return;
    }

    StrictOrderStrategy::startHeadsThatFit(waiting, context, machine);
    if (waiting.empty() || context.freeNodes(machine) == 0) {
        remember(std::nullopt, context, machine);
        return;
    }
    const JobIndex head = waiting.front();
    EasyReservation reservation =
        EasyReservation::forMachine(head, context.request(head).nodes, context, machine);
    backfill(waiting, 1, reservation, context, machine);  // the head stays
    remember(reservation, context, machine);
}

bool EasyBackfillStrategy::lastPassHolds(const WaitingList& waiting, const SchedulingEvents& events,
                                         const SchedulingContext& context, MachineIndex machine,
                                         WaitingListChange change) const
{
    if (!change.onlyAppended || !m_reservation || !events.completed.empty())
        return false;
    if (change.appended >= waiting.size() || waiting.front() != m_reservation->job())
        return false;
    // The same nodes free and the same jobs running: nothing ended unseen.
    const auto running = context.running(machine);
    if (context.freeNodes(machine) != m_freeAfter || running.size() != m_runningAfter)
        return false;
    // Sorted by estimated end: no job is past its estimate.
    return running.empty() || running.front().estimatedEnd > context.now();
}

void EasyBackfillStrategy::backfill(WaitingList& waiting, std::size_t first,
                                    EasyReservation& reservation, SchedulingContext& context,
                                    MachineIndex machine)
{
    // One pass over the queue, compacting it in place. The queue can hold
    // thousands of jobs on a busy machine and the pass runs at every event,
    // so the free nodes are asked again only after a start, the pass stops
    // as soon as none are left (no later job could start), and nothing is
    // moved before the first start.
    int free = context.freeNodes(machine);
    if (free == 0)
        return;  // the loops below stop at a start only once nodes ran out
    const Time now = context.now();
    const std::span<const JobRequest> requests = context.requests();
    const double speed = context.platform().machine(machine).speed;
    const auto admitted = [&](JobIndex job) {
        const JobRequest& req = requests[job];
        if (req.nodes > free)
            return false;
        const Time end = EasyReservation::estimatedEndOn(req, now, speed);
        if (!reservation.admits(req.nodes, end))
            return false;
        context.start(job, machine, reservation.admit(req.nodes, end));
        free = context.freeNodes(machine);
        return true;
    };
    auto it = std::next(waiting.begin(), std::ptrdiff_t(first));
    while (it != waiting.end() && free > 0 && !admitted(*it))
        ++it;
    if (it == waiting.end())
        return;  // nothing started, nothing moves
    auto kept = it++;  // the started job's place
    for (; it != waiting.end() && free > 0; ++it) {
        if (!admitted(*it))
            *kept++ = *it;
    }
    // The jobs not looked at keep their order behind the ones kept.
    kept = std::move(it, waiting.end(), kept);
    waiting.erase(kept, waiting.end());
}

void EasyBackfillStrategy::remember(const std::optional<EasyReservation>& reservation,
                                    const SchedulingContext& context, MachineIndex machine)
{
    m_reservation = reservation;
    m_freeAfter = context.freeNodes(machine);
    m_runningAfter = context.running(machine).size();
}

}  // namespace schedlab
