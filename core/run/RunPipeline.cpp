#include "run/RunPipeline.h"

#include "engine/Policy.h"
#include "engine/SimulationError.h"
#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "platform/PlatformJson.h"
#include "run/SpeedupReference.h"
#include "run/Trace.h"
#include "workload/WorkloadTransform.h"

#include <chrono>

namespace schedlab {

namespace {

// The platform panel calls an edited platform "custom"; its own name says
// more in a run's name and list, and the JSON beside it says everything.
const std::string kCustomPlatform = "custom";

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

}  // namespace

RunPipeline::RunPipeline(PolicyRegistry registry) : m_registry(std::move(registry)) {}

ParameterValues RunPipeline::check(const RunSpec& spec) const
{
    ParameterValues parameters = m_registry.completeParameters(spec.policy, spec.parameters);
    for (const std::string& transform : spec.transforms)
        (void)WorkloadTransform::parse(transform);
    return parameters;
}

RunDescription RunPipeline::describe(const RunSpec& spec, const Trace& trace, const Platform& platform) const
{
    RunDescription description;
    description.parameters = check(spec);
    description.transforms.reserve(spec.transforms.size());
    for (const std::string& transform : spec.transforms)
        description.transforms.push_back(WorkloadTransform::parse(transform)->spec());
    description.tracePath = trace.path;
    description.traceSha256 = trace.sha256;
    description.traceJobCount = static_cast<std::int64_t>(trace.workload->size());
    description.platformName = spec.platform == kCustomPlatform ? platform.name() : spec.platform;
    description.platformJson = PlatformJson::toJson(platform);
    description.policy = spec.policy;
    description.seed = spec.seed;
    return description;
}

std::shared_ptr<const Workload> RunPipeline::workloadFor(const Trace& trace, const RunDescription& description,
                                                        const Platform& platform, std::vector<std::string>& summaries)
{
    // The trace is shared and read-only: a run without transforms simulates
    // it as it is (a whole year's copy was a third of a run's memory, issue
    // 19); one with transforms changes a copy.
    if (description.transforms.empty())
        return trace.workload;
    auto copy = std::make_shared<Workload>(*trace.workload);
    // Grid transforms (sites:..., wide:...) need the platform the run uses.
    std::vector<std::string> added = applyTransforms(*copy, description.transforms, &platform);
    summaries.insert(summaries.end(), added.begin(), added.end());
    return copy;
}

FinishedRun RunPipeline::run(const Trace& trace, const Platform& platform, const RunDescription& description,
                             const RunOptions& options, SimulationObserver* observer) const
{
    FinishedRun finished;
    finished.description = description;
    finished.platform = platform;

    const auto transformStart = Clock::now();
    std::shared_ptr<const Workload> workload =
        workloadFor(trace, description, platform, finished.transformSummaries);
    finished.transformSeconds = secondsSince(transformStart);

    const std::unique_ptr<Policy> policy =
        m_registry.create(description.policy, description.parameters, workload->ticksPerSecond);
    if (options.inspectPolicy)
        options.inspectPolicy(*policy);
    SimulationOptions simulation;
    simulation.recordEvents = options.recordEvents;
    simulation.policyLabel = "policy '" + description.policy + "'";
    simulation.faultSeed = description.seed;  // faults (Job::faultProbability) differ only between seeds
    finished.result = simulate(*workload, platform, *policy, simulation, observer);
    finished.workload = std::move(workload);

    // Measured even when cancelled: the workbench shows how far a stopped run got.
    const auto analysisStart = Clock::now();
    finished.metrics = MetricsCalculator::compute(*finished.workload, platform, finished.result);
    if (!finished.result.cancelled && SpeedupReference::applies(*finished.workload, platform))
        SpeedupReference::measure(*finished.workload, platform, finished.result, description.policy,
                                  simulation.faultSeed, m_registry, finished.metrics);
    if (options.validate)
        finished.validation = ScheduleValidator::validate(*finished.workload, platform, finished.result,
                                                           policy->residentJobsPerNode());
    finished.analysisSeconds = secondsSince(analysisStart);
    return finished;
}

}  // namespace schedlab
