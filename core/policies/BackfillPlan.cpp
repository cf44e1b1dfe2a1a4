#include "policies/BackfillPlan.h"

#include "policies/AvailabilityProfile.h"
#include "policies/EasyReservation.h"
#include "policies/EstimatedEnd.h"

#include <algorithm>

namespace schedlab {

BackfillPlan BackfillPlan::easy(const MachineInstant& machine)
{
    BackfillPlan plan;
    plan.kind = Kind::Easy;
    plan.now = machine.now;
    plan.freeNodes = machine.freeNodes;
    if (machine.waiting.empty())
        return plan;
    const WaitingRequest& head = machine.waiting.front();
    const EasyReservation reservation =
        EasyReservation::fromState(head.job, head.nodes, machine.freeNodes, machine.now, machine.running);
    plan.head = head.job;
    plan.shadowTime = reservation.shadowTime();
    plan.extraNodes = reservation.extraNodes();
    plan.reservations.push_back(
        PlannedStart{head.job, plan.shadowTime, plan.shadowTime + EstimatedEnd::duration(head.estimate), head.nodes});
    return plan;
}

BackfillPlan BackfillPlan::conservative(const MachineInstant& machine, std::size_t maxJobs)
{
    BackfillPlan plan;
    plan.kind = Kind::Conservative;
    plan.now = machine.now;
    plan.freeNodes = machine.freeNodes;
    AvailabilityProfile profile;
    profile.reset(machine.now, machine.freeNodes, machine.running);
    const std::size_t planned = std::min(maxJobs, machine.waiting.size());
    plan.truncated = planned < machine.waiting.size();
    plan.reservations.reserve(planned);
    for (std::size_t i = 0; i < planned; ++i) {
        const WaitingRequest& request = machine.waiting[i];
        const Time duration = EstimatedEnd::duration(request.estimate, machine.speed);
        const AvailabilityProfile::Slot slot = profile.earliestSlot(request.nodes, duration);
        profile.reserve(slot, duration, request.nodes);
        plan.reservations.push_back(PlannedStart{request.job, slot.start, slot.start + duration, request.nodes});
    }
    if (!plan.reservations.empty()) {
        plan.head = plan.reservations.front().job;
        plan.shadowTime = plan.reservations.front().start;
    }
    return plan;
}

const PlannedStart* BackfillPlan::reservationOf(JobIndex job) const
{
    const auto it = std::find_if(reservations.begin(), reservations.end(),
                                 [job](const PlannedStart& p) { return p.job == job; });
    return it == reservations.end() ? nullptr : &*it;
}

}  // namespace schedlab
