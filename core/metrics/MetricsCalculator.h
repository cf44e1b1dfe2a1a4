#pragma once

#include "metrics/MetricsReport.h"

#include <nlohmann/json_fwd.hpp>

namespace schedlab {

class Platform;
struct SimulationResult;
struct Workload;

class MetricsCalculator {
public:
    // Bounded slowdown threshold tau (spec §2).
    static constexpr double kBoundedSlowdownTau = 10.0;
    // Plain slowdown divides by max(p, 1 s): a zero-length job (p = 0, which
    // real traces contain) would otherwise divide by zero. 1 s is the
    // resolution of SWF times, so such a job's slowdown is its response time
    // in seconds, the same as for a 1-second job.
    static constexpr double kSlowdownMinRunTime = 1.0;

    // Jobs that did not finish (a cancelled run) are left out.
    [[nodiscard]] static MetricsReport compute(const Workload& workload, const Platform& platform,
                                               const SimulationResult& result);
    // The report as JSON; keys come out sorted (nlohmann::json is a map).
    // Shares (utilization, multi-site work share) are in percent there.
    [[nodiscard]] static nlohmann::json toJson(const MetricsReport& report);
    // The same in a stable, readable order: scalar metrics in
    // metricDefinitions() order, then distributions, machines and users.
    [[nodiscard]] static nlohmann::ordered_json toOrderedJson(const MetricsReport& report);
};

}  // namespace schedlab
