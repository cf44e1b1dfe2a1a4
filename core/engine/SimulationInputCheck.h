#pragma once

#include <string>

namespace schedlab {

class Platform;
class Policy;
struct Workload;

// What must hold before a simulation starts, each failure a ConfigurationError
// that says what to change: a platform that can be simulated, jobs that fit
// what the policy can give one job, hard deadlines only for policies that can
// drop waiting jobs, and a workload in submission order.
class SimulationInputCheck {
public:
    static void check(const Workload& workload, const Platform& platform, const Policy& policy,
                      const std::string& policyLabel);
};

}  // namespace schedlab
