#pragma once

#include "experiment/RunSpec.h"
#include "run/FinishedRun.h"
#include "run/RunDescription.h"
#include "policies/PolicyRegistry.h"

#include <functional>

namespace schedlab {

class Platform;
class Policy;
class SimulationObserver;
struct Trace;

struct RunOptions {
    bool validate = false;      // check the schedule with ScheduleValidator
    bool recordEvents = false;  // keep the event log (the workbench's playback and log)
    // Called with the policy before it simulates, e.g. to attach a log that
    // explains its decisions (MarketReplay); the run is the same with it.
    std::function<void(Policy&)> inspectPolicy = {};
};

// The one way a run is made, whoever asks: the workbench's run worker, the
// CLI's `run` and `demo`, and sweeps and studies (through ExperimentRunner)
// all call describe() and run() and nothing else. That is what makes the run
// key of a run the same from every front end, so a sweep skips a run the
// workbench already stored.
//
// Stateless apart from its own policy catalogue: one pipeline serves any
// number of threads at once.
class RunPipeline {
public:
    explicit RunPipeline(PolicyRegistry registry = PolicyRegistry());

    // The cheap checks, before a large trace is read: the policy exists,
    // its parameters are valid, every transform parses. Returns the
    // parameters complete and normalised. Throws ConfigurationError (policy,
    // parameter) or std::invalid_argument (transform) with a one-line message.
    [[nodiscard]] ParameterValues check(const RunSpec& spec) const;

    // What `spec` simulates on `trace` and `platform`: the one place a
    // RunDescription is built, with the parameters normalised and the
    // transforms canonical. `spec.platform` names the platform ("custom"
    // takes the platform's own name). Throws as check() does.
    [[nodiscard]] RunDescription describe(const RunSpec& spec, const Trace& trace, const Platform& platform) const;

    // The one place a run is simulated: takes workloadFor(), simulates, measures and (if asked)
    // validates. Throws ConfigurationError, SimulationError or
    // std::invalid_argument (a transform that does not fit the platform). A
    // run stopped through the observer comes back with result.cancelled, its
    // metrics and validation covering what it simulated.
    [[nodiscard]] FinishedRun run(const Trace& trace, const Platform& platform, const RunDescription& description,
                                  const RunOptions& options, SimulationObserver* observer = nullptr) const;

    // The workload a run of `description` simulates: the trace's own when it
    // has no transforms (shared, read-only), else a transformed copy, with
    // each transform's summary added to `summaries`. Throws as run() does.
    [[nodiscard]] static std::shared_ptr<const Workload> workloadFor(const Trace& trace,
                                                                     const RunDescription& description,
                                                                     const Platform& platform,
                                                                     std::vector<std::string>& summaries);

    [[nodiscard]] const PolicyRegistry& registry() const { return m_registry; }

private:
    PolicyRegistry m_registry;
};

}  // namespace schedlab
