#include "run/SpeedupReference.h"

#include "engine/Policy.h"
#include "engine/Simulator.h"
#include "metrics/MetricsReport.h"
#include "metrics/PairedSpeedup.h"
#include "metrics/ValueMetrics.h"
#include "platform/Platform.h"
#include "policies/PolicyRegistry.h"
#include "workload/Workload.h"

#include <optional>

namespace schedlab {

bool SpeedupReference::applies(const Workload& workload, const Platform& platform)
{
    const int widest = platform.largestMachineNodes();
    bool credited = false;
    for (const Job& job : workload.jobs) {
        if (job.nodes > widest)
            return false;
        credited = credited || ValueMetrics::creditOf(job) >= 0;
    }
    return credited;
}

void SpeedupReference::measure(const Workload& workload, const Platform& platform, const SimulationResult& run,
                               const std::string& policy, std::uint64_t faultSeed, const PolicyRegistry& registry,
                               MetricsReport& report)
{
    std::optional<SimulationResult> reference;
    if (policy != kPolicy) {
        const std::unique_ptr<Policy> fcfs = registry.create(kPolicy, {}, workload.ticksPerSecond);
        SimulationOptions options;
        options.faultSeed = faultSeed;
        options.policyLabel = std::string("policy '") + kPolicy + "' (the speedup reference)";
        reference = simulate(workload, platform, *fcfs, options);
    }
    const PairedSpeedup paired(workload, reference ? *reference : run, run);
    report.meanSpeedup = paired.meanSpeedup();
    report.valueSpeedupCorrelation = paired.valueSpeedupCorrelation();
}

}  // namespace schedlab
