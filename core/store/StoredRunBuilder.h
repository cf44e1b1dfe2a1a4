#pragma once

#include "store/StoredRun.h"

#include <string>
#include <vector>

namespace schedlab {

struct MetricsReport;
struct SimulationResult;
struct Workload;

// Turns a finished simulation into the StoredRun the store keeps: the
// description, every metric of metricDefinitions(), the metrics JSON, the
// compact per-job results and the samples, with a readable default name.
class StoredRunBuilder {
public:
    // `workload` is what was simulated (after transforms), index-aligned with
    // result.jobs. Sets runKey from the description; uuid stays empty (the
    // store assigns one).
    [[nodiscard]] static StoredRun build(const Workload& workload, RunDescription description,
                                         const SimulationResult& result, const MetricsReport& metrics,
                                         std::string startedAt, double durationSeconds);

    [[nodiscard]] static std::vector<StoredJob> compactJobs(const Workload& workload,
                                                            const SimulationResult& result);
    // "policy · platform · trace file name".
    [[nodiscard]] static std::string defaultName(const RunDescription& description);
    // Now as "2026-11-22T10:15:00Z" (UTC, whole seconds), for startedAt.
    [[nodiscard]] static std::string utcNowIso8601();
};

}  // namespace schedlab
