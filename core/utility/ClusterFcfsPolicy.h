#pragma once

#include "engine/Policy.h"
#include "policies/PolicyInfo.h"

#include <deque>
#include <vector>

namespace schedlab {

// The FCFS baselines of Vanderster (2008) on a grid of clusters: tasks in
// arrival order, each at its requested width on the first cluster with
// enough free processors and, where clusters have disks, enough free disk
// for its input; the first task that fits nowhere blocks the ones behind
// it. Non-preemptive. Options are ignored (the requested shape is the
// task's own). Clusters are tried in platform order (FCFS of ch. 4-5, Basic
// FCFS of ch. 6) or, with order = data, by the time moving the task's input
// there and running it would take (Data FCFS of ch. 6).
class ClusterFcfsPolicy final : public Policy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit ClusterFcfsPolicy(const Parameters& parameters);

    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;
    [[nodiscard]] bool handlesWithdrawnJobs() const override { return true; }

private:
    [[nodiscard]] std::vector<MachineIndex> clustersFor(const SchedulingContext& context, JobIndex job) const;

    std::deque<JobIndex> m_waiting;  // arrival order
    bool m_byDataTime = false;
    Time m_ticksPerSecond = 1;
};

}  // namespace schedlab
