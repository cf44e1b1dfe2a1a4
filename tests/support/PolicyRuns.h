#pragma once

#include "engine/Simulator.h"
#include "platform/Platform.h"
#include "policies/PolicyRegistry.h"
#include "workload/Workload.h"

#include <string>

namespace schedlab::test {

// Simulates a registered policy with `values` (defaults for the others);
// errors name the policy.
inline SimulationResult runPolicy(const std::string& policy, const Workload& workload, const Platform& platform,
                                  const ParameterValues& values = {})
{
    const PolicyRegistry registry;
    auto instance = registry.create(policy, values, workload.ticksPerSecond);
    SimulationOptions options;
    options.policyLabel = "policy '" + policy + "'";
    return simulate(workload, platform, *instance, options);
}

// Byte-for-byte the same schedule: starts, ends, nodes, decisions and
// preempted segments of every job, and as many time samples.
inline bool sameSchedule(const SimulationResult& a, const SimulationResult& b)
{
    if (a.jobs.size() != b.jobs.size() || a.samples.size() != b.samples.size())
        return false;
    for (std::size_t i = 0; i < a.jobs.size(); ++i) {
        const JobOutcome& x = a.jobs[i];
        const JobOutcome& y = b.jobs[i];
        if (x.start != y.start || x.end != y.end || !(x.nodes == y.nodes) || !(x.reason == y.reason) ||
            x.segments != y.segments)
            return false;
    }
    return true;
}

}  // namespace schedlab::test
