#pragma once

#include "engine/SimulationResult.h"
#include "metrics/MetricsReport.h"
#include "platform/Platform.h"
#include "run/RunDescription.h"
#include "validation/ScheduleValidator.h"
#include "workload/Workload.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace schedlab {

// A run in memory: what it simulated and everything that came of it. Made by
// RunPipeline::run for a new run and by StoredRunConversion::toFinished for
// a run reopened from the store, then shared read-only by every view (the
// Gantt chart, the charts, the job details, the event log), by the CLI's
// printers and by the store's conversion. Immutable once built, so the GUI
// may hold it while another run simulates on a worker thread.
struct FinishedRun {
    RunDescription description;
    std::shared_ptr<const Workload> workload;  // as simulated, after the transforms
    Platform platform;
    SimulationResult result;                   // index-aligned with workload->jobs
    MetricsReport metrics;
    std::optional<ValidationReport> validation;  // when validation was asked for
    std::vector<std::string> transformSummaries;  // one line per transform, in order
    double transformSeconds = 0;
    double analysisSeconds = 0;                // metrics and validation

    [[nodiscard]] const Job& job(JobIndex i) const { return workload->jobs[i]; }
    [[nodiscard]] const JobOutcome& outcome(JobIndex i) const { return result.jobs[i]; }
};

using FinishedRunPtr = std::shared_ptr<const FinishedRun>;

}  // namespace schedlab
