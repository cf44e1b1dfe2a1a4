#pragma once

#include "policies/EasyCandidateIndex.h"
#include "policies/EasyReservation.h"
#include "policies/WaitingList.h"
#include "policies/StartStrategy.h"

#include <cstddef>
#include <optional>
#include <vector>

namespace schedlab {

// EASY backfilling (Lifka; spec §4.2) over any list order. Only the first
// waiting job gets a reservation: its shadow time is when enough nodes free
// up by the running jobs' estimates, and the extra nodes are those free then
// beyond what it needs. A later job may start now if it fits now and either
// ends by its estimate no later than the shadow time, or uses no more than
// the extra nodes (which it then takes away from later candidates). The
// reservation itself is EasyReservation, shared with the grid schedulers.
//
// When the caller says the list only grew at the back (WaitingListChange),
// the work follows the starts, submissions and completions rather than the
// queue's length:
// - the jobs the reservation admits are found through an EasyCandidateIndex
//   of the list instead of a pass over it;
// - between completions only the new jobs are looked at: a job the last pass
//   did not start still cannot start. Nothing freed nodes since, so it fits
//   no better; the clock moved on, so it ends later; and the reservation is
//   the one the last pass left, since the head is the same and the running
//   jobs are the same plus the ones that pass started, whose effect on the
//   shadow time and extra nodes that pass already counted. A running job
//   past its estimate breaks the last point (its assumed end moves with the
//   clock), so the whole list is searched then.
// Otherwise every job of the list is looked at, in one pass.
class EasyBackfillStrategy final : public StartStrategy {
public:
    void startJobs(WaitingList& waiting, const SchedulingEvents& events,
                   SchedulingContext& context, MachineIndex machine,
                   WaitingListChange change) override;
    [[nodiscard]] bool usesEstimates() const override { return true; }

private:
    // Starts the heads that fit, then returns the new head's reservation, or
    // none if no job is left to reserve for or no node is free.
    [[nodiscard]] static std::optional<EasyReservation> startHeads(WaitingList& waiting,
                                                                   SchedulingContext& context,
                                                                   MachineIndex machine);
    [[nodiscard]] bool lastPassHolds(const WaitingList& waiting, const SchedulingEvents& events,
                                     const SchedulingContext& context, MachineIndex machine,
                                     WaitingListChange change) const;
    void updateIndex(const WaitingList& waiting, WaitingListChange change,
                     const SchedulingContext& context, double speed);
    // Starts every job behind the head that the reservation admits: through
    // the index from place `from` on, or by a pass over the whole list.
    void backfillIndexed(WaitingList& waiting, std::size_t from, EasyReservation& reservation,
                         SchedulingContext& context, MachineIndex machine);
    static void backfillByPass(WaitingList& waiting, EasyReservation& reservation,
                               SchedulingContext& context, MachineIndex machine);
    // Removes m_started, which lie in list order from `position` on.
    void removeStarted(WaitingList& waiting, std::size_t position) const;
    void remember(const std::optional<EasyReservation>& reservation,
                  const SchedulingContext& context, MachineIndex machine);

    EasyCandidateIndex m_index;
    bool m_indexed = false;  // whether m_index holds the list the last pass left
    std::vector<JobIndex> m_started;  // by the current pass, in list order

    // What the last pass left: the head's reservation after its starts (none
    // if it made none), and the machine's free nodes and running jobs then.
    std::optional<EasyReservation> m_reservation;
    int m_freeAfter = 0;
    std::size_t m_runningAfter = 0;
};

}  // namespace schedlab
