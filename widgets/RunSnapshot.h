#pragma once

#include "engine/SimulationResult.h"
#include "metrics/MetricsReport.h"
#include "platform/Platform.h"
#include "policies/ParameterSpec.h"
#include "workload/Workload.h"

#include <memory>
#include <string>
#include <vector>

namespace schedlab {

// Everything the views need about one finished (or cancelled) run, shared
// read-only between the Gantt chart, the charts, the details panel and the
// event log. Immutable once built, so views on the GUI thread may hold it
// while another run simulates on a worker thread.
struct RunSnapshot {
    std::shared_ptr<const Workload> workload;
    Platform platform;
    std::string policyName;
    ParameterValues parameters;
    std::vector<std::string> transforms;
    std::string traceSha256;
    std::uint64_t seed = 0;
    SimulationResult result;      // recorded with SimulationOptions::recordEvents
    MetricsReport metrics;

    [[nodiscard]] const Job& job(JobIndex i) const { return workload->jobs[i]; }
    [[nodiscard]] const JobOutcome& outcome(JobIndex i) const { return result.jobs[i]; }
};

using RunSnapshotPtr = std::shared_ptr<const RunSnapshot>;

}  // namespace schedlab
