#include "store/StoredRunBuilder.h"

#include "engine/SimulationResult.h"
#include "metrics/MetricsCalculator.h"
#include "metrics/MetricsReport.h"
#include "store/RunKey.h"
#include "workload/Workload.h"

#include <nlohmann/json.hpp>

#include <array>
#include <chrono>
#include <ctime>
#include <filesystem>

namespace schedlab {

namespace {

const std::string kNameSeparator = " \u00b7 ";  // " · "

}  // namespace

StoredRun StoredRunBuilder::build(const Workload& workload, RunDescription description,
                                  const SimulationResult& result, const MetricsReport& metrics,
                                  std::string startedAt, double durationSeconds)
{
    StoredRun run;
    run.runKey = RunKey::of(description);
    run.name = defaultName(description);
    run.description = std::move(description);
    run.schedlabVersion = SCHEDLAB_VERSION;
    run.startedAt = std::move(startedAt);
    run.durationSeconds = durationSeconds;
    for (const MetricDefinition& definition : metricDefinitions())
        run.metrics.emplace_back(definition.key, definition.value(metrics));
    run.metricsJson = MetricsCalculator::toJson(metrics).dump();
    run.jobs = compactJobs(workload, result);
    run.samples = result.samples;
    return run;
}

std::vector<StoredJob> StoredRunBuilder::compactJobs(const Workload& workload, const SimulationResult& result)
{
    std::vector<StoredJob> jobs;
    jobs.reserve(result.jobs.size());
    for (std::size_t i = 0; i < result.jobs.size() && i < workload.jobs.size(); ++i) {
        const Job& job = workload.jobs[i];
        const JobOutcome& outcome = result.jobs[i];
        StoredJob stored;
        stored.jobId = job.id;
        stored.submit = job.submit;
        stored.start = outcome.start;
        stored.end = outcome.end;
        stored.nodes = outcome.nodes.size();
        stored.allocation = outcome.nodes.toString();
        stored.multiSite = outcome.multiSite;
        stored.preempted = outcome.preempted();
        jobs.push_back(std::move(stored));
    }
    return jobs;
}

std::string StoredRunBuilder::defaultName(const RunDescription& description)
{
    return description.policy + kNameSeparator + description.platformName + kNameSeparator +
        std::filesystem::path(description.tracePath).filename().string();
}

std::string StoredRunBuilder::utcNowIso8601()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc {};
    gmtime_r(&now, &utc);
    constexpr std::size_t kIsoLength = sizeof("YYYY-MM-DDTHH:MM:SSZ");
    std::array<char, kIsoLength> buffer {};
    const std::size_t length = std::strftime(buffer.data(), buffer.size(), "%Y-%m-%dT%H:%M:%SZ", &utc);
    return {buffer.data(), length};
}

}  // namespace schedlab
