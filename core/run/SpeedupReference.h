#pragma once

#include <cstdint>
#include <string>

namespace schedlab {

class Platform;
class PolicyRegistry;
struct MetricsReport;
struct SimulationResult;
struct Workload;

// The paired run behind the speedup metrics of Vanderster (2008), sec. 4.4:
// the same workload on the same platform under the thesis's FCFS
// (cluster-fcfs), whose response times F_i give each task's speedup
// F_i / R_i. The run pipeline makes it for every run of a workload with
// credits, so that a stored run carries its mean speedup and value-speedup
// correlation like any other metric, and study tables can show them.
class SpeedupReference {
public:
    static constexpr const char* kPolicy = "cluster-fcfs";

    // Whether runs of `workload` get speedup metrics: some task has a
    // credit, and each fits on one machine (FCFS cannot run it otherwise).
    [[nodiscard]] static bool applies(const Workload& workload, const Platform& platform);

    // Simulates kPolicy on `workload` and `platform`, with the run's fault
    // seed so that a task faults alike in both, and sets the report's
    // meanSpeedup and valueSpeedupCorrelation for `run`, a run of `policy`
    // (a run of kPolicy itself is its own reference: simulated once).
    static void measure(const Workload& workload, const Platform& platform, const SimulationResult& run,
                        const std::string& policy, std::uint64_t faultSeed, const PolicyRegistry& registry,
                        MetricsReport& report);
};

}  // namespace schedlab
