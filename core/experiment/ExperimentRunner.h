#pragma once

#include "experiment/RunOutcome.h"
#include "experiment/RunSpec.h"
#include "policies/PolicyRegistry.h"
#include "run/RunPipeline.h"
#include "store/StoredRun.h"

#include <atomic>

namespace schedlab {

class TraceCache;

struct ExperimentOptions {
    bool validate = false;  // check every schedule with ScheduleValidator; a problem fails the run
};

// Turns a RunSpec into a StoredRun for sweeps and studies: loads the trace
// through the shared cache, resolves the platform by name, and hands both to
// the RunPipeline, the one place that describes and simulates runs; then
// packages the result with StoredRunConversion. Stateless apart from its
// references, so one runner serves any number of threads at once.
class ExperimentRunner {
public:
    // `cache` must outlive the runner. The registry is copied (each runner
    // owns its catalogue, as the core keeps no global state).
    explicit ExperimentRunner(TraceCache& cache, ExperimentOptions options = {},
                              PolicyRegistry registry = PolicyRegistry());

    // What the spec will simulate, complete enough for RunKey::of: loads the
    // trace (cached), resolves the platform and normalises the parameters.
    // Throws TraceError, PlatformError, ConfigurationError or
    // std::invalid_argument (bad transform) with a one-line message.
    [[nodiscard]] RunDescription describe(const RunSpec& spec) const;

    // Runs the spec. Never throws: every error becomes a Failed outcome with
    // a clear message, and a run stopped through `cancel` (polled between
    // simulation events) ends Cancelled. A Completed outcome's run carries
    // the spec's group and name and its run key; it is not stored yet.
    [[nodiscard]] RunOutcome run(const RunSpec& spec, const std::atomic<bool>* cancel = nullptr) const;

    [[nodiscard]] const PolicyRegistry& registry() const { return m_pipeline.registry(); }

private:
    struct Prepared;
    [[nodiscard]] Prepared prepare(const RunSpec& spec) const;
    [[nodiscard]] RunOutcome simulateAndMeasure(const RunSpec& spec, const std::atomic<bool>* cancel) const;

    TraceCache& m_cache;
    ExperimentOptions m_options;
    RunPipeline m_pipeline;
};

}  // namespace schedlab
