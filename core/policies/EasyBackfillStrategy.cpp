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
    if (!change.onlyAppended) {
        m_indexed = false;
        std::optional<EasyReservation> reservation = startHeads(waiting, context, machine);
        if (reservation)
            backfillByPass(waiting, *reservation, context, machine);
        remember(reservation, context, machine);
        return;
    }

    updateIndex(waiting, change, context, context.platform().machine(machine).speed);
    std::optional<EasyReservation> reservation;
    std::size_t from = 0;
    if (lastPassHolds(waiting, events, context, machine, change)) {
        // The head did not fit then and does not now; only the new jobs may start.
        reservation = m_reservation;
        from = m_index.used() - change.appended;
    } else {
        const std::size_t listed = waiting.size();
        reservation = startHeads(waiting, context, machine);
        for (std::size_t started = listed - waiting.size(); started > 0; --started)
            m_index.remove(m_index.firstPlace());
        if (reservation)
            from = m_index.firstPlace() + 1;  // the head stays
    }
    if (reservation)
        backfillIndexed(waiting, from, *reservation, context, machine);
    remember(reservation, context, machine);
}

std::optional<EasyReservation> EasyBackfillStrategy::startHeads(WaitingList& waiting,
                                                                SchedulingContext& context,
                                                                MachineIndex machine)
{
    StrictOrderStrategy::startHeadsThatFit(waiting, context, machine);
    if (waiting.empty() || context.freeNodes(machine) == 0)
        return std::nullopt;
    const JobIndex head = waiting.front();
    return EasyReservation::forMachine(head, context.request(head).nodes, context, machine);
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

void EasyBackfillStrategy::updateIndex(const WaitingList& waiting, WaitingListChange change,
                                       const SchedulingContext& context, double speed)
{
    const std::span<const JobRequest> requests = context.requests();
    if (!m_indexed || !m_index.hasRoomFor(change.appended)) {
        m_index.rebuild(waiting, requests, speed);
        m_indexed = true;
        return;
    }
    for (auto it = std::prev(waiting.end(), std::ptrdiff_t(change.appended)); it != waiting.end(); ++it)
        m_index.append(*it, requests[*it], speed);
}

void EasyBackfillStrategy::backfillIndexed(WaitingList& waiting, std::size_t from,
                                           EasyReservation& reservation, SchedulingContext& context,
                                           MachineIndex machine)
{
    // The index finds the next job that ends by the shadow time or takes
    // only extra nodes, among those that fit; the reservation then decides
    // as in the pass over the list.
    const Time now = context.now();
    const std::span<const JobRequest> requests = context.requests();
    const double speed = context.platform().machine(machine).speed;
    int free = context.freeNodes(machine);
    std::size_t firstStarted = 0;
    m_started.clear();
    for (std::size_t place = from; free > 0; ++place) {
        place = m_index.find(place, std::min(free, reservation.extraNodes()), free,
                             reservation.shadowTime() - now);
        if (place == EasyCandidateIndex::kNone)
            break;
        const JobIndex job = m_index.job(place);
        const JobRequest& req = requests[job];
        const Time end = EasyReservation::estimatedEndOn(req, now, speed);
        if (req.nodes > free || !reservation.admits(req.nodes, end))
            continue;
        if (m_started.empty())
            firstStarted = m_index.positionOf(place);
        context.start(job, machine, reservation.admit(req.nodes, end));
        free = context.freeNodes(machine);
        m_started.push_back(job);
        m_index.remove(place);
    }
    if (!m_started.empty())
        removeStarted(waiting, firstStarted);
}

void EasyBackfillStrategy::removeStarted(WaitingList& waiting, std::size_t position) const
{
    auto kept = std::next(waiting.begin(), std::ptrdiff_t(position));
    std::size_t next = 0;
    for (auto it = kept; it != waiting.end(); ++it) {
        if (next < m_started.size() && *it == m_started[next])
            ++next;
        else
            *kept++ = *it;
    }
    waiting.erase(kept, waiting.end());
}

void EasyBackfillStrategy::backfillByPass(WaitingList& waiting, EasyReservation& reservation,
                                          SchedulingContext& context, MachineIndex machine)
{
    // One pass over the queue, compacting it in place. The queue can hold
    // thousands of jobs on a busy machine and the pass runs at every event,
    // so the free nodes are asked again only after a start, the pass stops
    // as soon as none are left (no later job could start), and nothing is
    // moved before the first start.
    const Time now = context.now();
    int free = context.freeNodes(machine);
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
    auto it = std::next(waiting.begin());  // the head stays
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
