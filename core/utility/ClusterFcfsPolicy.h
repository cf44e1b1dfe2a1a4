#pragma once

#include "engine/Policy.h"
#include "policies/PolicyInfo.h"

#include <deque>

namespace schedlab {

// The FCFS baseline of Vanderster (2008), ch. 4-5, on a grid of clusters:
// tasks in arrival order, each at its requested width on the first cluster
// in platform order with enough free processors; the first task that fits
// nowhere blocks the ones behind it. Non-preemptive. Options are ignored
// (the requested shape is the task's own).
class ClusterFcfsPolicy final : public Policy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit ClusterFcfsPolicy(const Parameters& parameters);

    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;
    [[nodiscard]] bool handlesWithdrawnJobs() const override { return true; }

private:
    std::deque<JobIndex> m_waiting;  // arrival order
};

}  // namespace schedlab
