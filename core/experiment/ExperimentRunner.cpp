#include "experiment/ExperimentRunner.h"

#include "engine/SimulationError.h"
#include "experiment/CancelFlagObserver.h"
#include "experiment/TraceCache.h"
#include "platform/PlatformSource.h"
#include "store/StoredRunConversion.h"

#include <chrono>
#include <new>

namespace schedlab {

struct ExperimentRunner::Prepared {
    TracePtr trace;
    Platform platform;
    RunDescription description;
};

ExperimentRunner::ExperimentRunner(TraceCache& cache, ExperimentOptions options, PolicyRegistry registry)
    : m_cache(cache), m_options(options), m_pipeline(std::move(registry))
{
}

ExperimentRunner::Prepared ExperimentRunner::prepare(const RunSpec& spec) const
{
    // Cheap checks first, so a typo fails before a large trace is read.
    (void)m_pipeline.check(spec);
    Prepared prepared;
    prepared.platform = PlatformSource::resolve(spec.platform);
    prepared.trace = m_cache.get(spec.tracePath);
    prepared.description = m_pipeline.describe(spec, *prepared.trace, prepared.platform);
    return prepared;
}

RunDescription ExperimentRunner::describe(const RunSpec& spec) const
{
    return prepare(spec).description;
}

RunOutcome ExperimentRunner::run(const RunSpec& spec, const std::atomic<bool>* cancel) const
{
    // Every failure becomes a record: on a worker thread an escaping
    // exception would end the program or vanish with the thread.
    const auto failed = [](const std::string& message) {
        RunOutcome outcome;
        outcome.status = RunOutcome::Status::Failed;
        outcome.error = message;
        return outcome;
    };
    try {
        return simulateAndMeasure(spec, cancel);
    } catch (const SimulationError& e) {
        return failed(std::string("simulation failed: ") + e.what());
    } catch (const std::bad_alloc&) {
        return failed("out of memory");
    } catch (const std::exception& e) {
        return failed(e.what());
    } catch (...) {
        return failed("unknown error");
    }
}

RunOutcome ExperimentRunner::simulateAndMeasure(const RunSpec& spec, const std::atomic<bool>* cancel) const
{
    const auto started = std::chrono::steady_clock::now();
    const std::string startedAt = StoredRunConversion::utcNowIso8601();

    const Prepared prepared = prepare(spec);
    CancelFlagObserver observer(cancel);
    const FinishedRun finished = m_pipeline.run(*prepared.trace, prepared.platform, prepared.description,
                                                RunOptions{.validate = m_options.validate}, &observer);
    RunOutcome outcome;
    if (finished.result.cancelled) {
        outcome.status = RunOutcome::Status::Cancelled;
        return outcome;
    }
    if (finished.validation && !finished.validation->ok()) {
        outcome.status = RunOutcome::Status::Failed;
        outcome.error = "schedule validation failed with " + std::to_string(finished.validation->problemCount) +
                        " problem(s), the first: " + finished.validation->messages.front();
        return outcome;
    }

    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    outcome.run = StoredRunConversion::toStored(finished, startedAt, seconds);
    outcome.run.group = spec.group;
    if (!spec.name.empty())
        outcome.run.name = spec.name;
    outcome.status = RunOutcome::Status::Completed;
    return outcome;
}

}  // namespace schedlab
