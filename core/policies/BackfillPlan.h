#pragma once

#include "engine/JobRequest.h"
#include "model/Types.h"

#include <cstddef>
#include <vector>

namespace schedlab {

// One waiting job as a backfilling plan sees it: its width and estimate.
struct WaitingRequest {
    JobIndex job = kNoJob;
    int nodes = 0;
    Time estimate = 0;
};

// A machine at one instant, after the policy's decisions then: the free
// nodes, the running jobs sorted by estimated end, and the waiting jobs in
// the policy's order.
struct MachineInstant {
    Time now = 0;
    int freeNodes = 0;
    double speed = 1.0;  // relative: an estimate takes estimate / speed (EstimatedEnd::scaled)
    std::vector<RunningJob> running;
    std::vector<WaitingRequest> waiting;
};

// A waiting job's planned start, held for it by a backfilling policy.
struct PlannedStart {
    JobIndex job = kNoJob;
    Time start = 0;
    Time end = 0;  // by its estimate
    int nodes = 0;
};

// The plan a backfilling policy holds at an instant (Yahyapour (2002),
// ch. 2), for teaching: EASY's reservation of the first waiting job, with
// its shadow time and extra nodes, or conservative backfilling's reservation
// of every waiting job. Computed from the machine's state by the code the
// policies plan with (EasyReservation, AvailabilityProfile). For
// conservative backfilling a fresh plan equals the one the policy kept: the
// policy re-plans after every completion and overrun, and between them only
// plans new jobs behind the others, which is what planning afresh does.
class BackfillPlan {
public:
    enum class Kind { Easy, Conservative };

    [[nodiscard]] static BackfillPlan easy(const MachineInstant& machine);
    // Plans at most `maxJobs` waiting jobs (a long queue's tail is too far
    // ahead to show); `truncated` says when some were left out.
    [[nodiscard]] static BackfillPlan conservative(const MachineInstant& machine, std::size_t maxJobs);

    Kind kind = Kind::Easy;
    Time now = 0;
    int freeNodes = 0;  // at `now`
    // EASY: the first waiting job, its shadow time and extra nodes (kNoJob
    // and kNoTime when nothing waits).
    JobIndex head = kNoJob;
    Time shadowTime = kNoTime;
    int extraNodes = 0;
    // EASY: the first waiting job's reservation; conservative: every
    // planned job's, in the policy's order.
    std::vector<PlannedStart> reservations;
    bool truncated = false;

    [[nodiscard]] const PlannedStart* reservationOf(JobIndex job) const;
};

}  // namespace schedlab
