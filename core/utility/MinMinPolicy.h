#pragma once

#include "engine/Policy.h"
#include "policies/PolicyInfo.h"

#include <vector>

namespace schedlab {

// The min-min baseline (m-m) of Vanderster (2008), ch. 4: at every event,
// over the waiting tasks and the clusters that can start them now at their
// requested width, start the pair that would complete first (now + estimate
// / speed); repeat until nothing fits. Non-preemptive. The thesis does not
// say which options min-min considers; ours: the requested width on every
// cluster.
class MinMinPolicy final : public Policy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit MinMinPolicy(const Parameters& parameters);

    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;
    [[nodiscard]] bool handlesWithdrawnJobs() const override { return true; }

private:
    std::vector<JobIndex> m_waiting;  // arrival order, which breaks ties
};

}  // namespace schedlab
