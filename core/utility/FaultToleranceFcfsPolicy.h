#pragma once

#include "engine/Policy.h"
#include "generators/RandomSource.h"
#include "policies/PolicyInfo.h"

#include <deque>

namespace schedlab {

// The FCFS baseline of the fault-tolerance experiment of Vanderster (2008),
// ch. 7: tasks in arrival order, each in an option chosen uniformly at
// random among those whose cluster has enough free processors now (a
// replica needs twice its width), so each technique is taken about as often
// as the others. The first task that fits nowhere waits and blocks the
// ones behind it. Non-preemptive. Seeded by its `seed` parameter, since a
// policy does not see the run's seed.
class FaultToleranceFcfsPolicy final : public Policy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit FaultToleranceFcfsPolicy(const Parameters& parameters);

    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;
    [[nodiscard]] bool handlesWithdrawnJobs() const override { return true; }

private:
    // One way to start a task now: an option (or the task's own shape,
    // JobOutcome::kOwnShape) on a cluster.
    struct Way {
        int option = 0;
        MachineIndex cluster = 0;
    };
    [[nodiscard]] static std::vector<Way> waysNow(const SchedulingContext& context, JobIndex job);

    std::deque<JobIndex> m_waiting;  // arrival order
    RandomSource m_random;
};

}  // namespace schedlab
