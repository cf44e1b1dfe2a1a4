#include "experiment/ExperimentRunner.h"

#include "engine/Policy.h"
#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "experiment/CancelFlagObserver.h"
#include "experiment/TraceCache.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformJson.h"
#include "platform/PlatformSource.h"
#include "store/StoredRunBuilder.h"
#include "validation/ScheduleValidator.h"
#include "workload/WorkloadTransform.h"

#include <chrono>
#include <new>

namespace schedlab {

namespace {

std::string policyLabel(const RunSpec& spec)
{
    return "policy '" + spec.policy + "'";
}

}  // namespace

struct ExperimentRunner::Prepared {
    CachedTrace trace;
    Platform platform;
    RunDescription description;
};

ExperimentRunner::ExperimentRunner(TraceCache& cache, ExperimentOptions options, PolicyRegistry registry)
    : m_cache(cache), m_options(options), m_registry(std::move(registry))
{
}

ExperimentRunner::Prepared ExperimentRunner::prepare(const RunSpec& spec) const
{
    // Cheap checks first, so a typo fails before a large trace is read.
    const PolicyInfo* info = m_registry.find(spec.policy);
    if (info == nullptr) {
        (void)m_registry.create(spec.policy, spec.parameters);  // words the error, listing the policies
        throw ConfigurationError("unknown policy '" + spec.policy + "'");
    }
    const ParameterValues parameters = Parameters(spec.policy, info->parameters, spec.parameters).values();
    std::vector<std::string> canonical;
    canonical.reserve(spec.transforms.size());
    for (const std::string& transform : spec.transforms)
        canonical.push_back(WorkloadTransform::parse(transform)->spec());

    Prepared prepared;
    prepared.platform = PlatformSource::resolve(spec.platform);
    prepared.trace = m_cache.get(spec.tracePath);

    RunDescription& description = prepared.description;
    description.tracePath = spec.tracePath;
    description.traceSha256 = prepared.trace.sha256;
    description.traceJobCount = static_cast<std::int64_t>(prepared.trace.workload->size());
    description.transforms = std::move(canonical);
    description.platformName = spec.platform;
    description.platformJson = PlatformJson::toJson(prepared.platform);
    description.policy = spec.policy;
    description.parameters = parameters;
    description.seed = spec.seed;
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
    const std::string startedAt = StoredRunBuilder::utcNowIso8601();

    const Prepared prepared = prepare(spec);
    Workload workload = *prepared.trace.workload;  // transforms change this run's copy only
    // Grid transforms (sites:..., wide:...) need the platform the run uses.
    (void)applyTransforms(workload, spec.transforms, &prepared.platform);

    const std::unique_ptr<Policy> policy = m_registry.create(spec.policy, spec.parameters);
    SimulationOptions options;
    options.policyLabel = policyLabel(spec);
    CancelFlagObserver observer(cancel);
    const SimulationResult result = simulate(workload, prepared.platform, *policy, options, &observer);
    RunOutcome outcome;
    if (result.cancelled) {
        outcome.status = RunOutcome::Status::Cancelled;
        return outcome;
    }

    const MetricsReport metrics = MetricsCalculator::compute(workload, prepared.platform, result);
    if (m_options.validate) {
        const ValidationReport validation = ScheduleValidator::validate(workload, prepared.platform, result);
        if (!validation.ok()) {
            outcome.status = RunOutcome::Status::Failed;
            outcome.error = "schedule validation failed with " + std::to_string(validation.problemCount) +
                            " problem(s), the first: " + validation.messages.front();
            return outcome;
        }
    }

    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    outcome.run = StoredRunBuilder::build(workload, prepared.description, result, metrics, startedAt, seconds);
    outcome.run.group = spec.group;
    if (!spec.name.empty())
        outcome.run.name = spec.name;
    outcome.status = RunOutcome::Status::Completed;
    return outcome;
}

}  // namespace schedlab
