#include "StoredRunSnapshot.h"

#include "platform/PlatformJson.h"

#include <algorithm>
#include <stdexcept>

namespace schedlab {

namespace {

const std::string kStandInMachine = "stored run";

NodeSet parseAllocation(const std::string& text)
{
    try {
        return NodeSet::parse(text);
    } catch (const std::invalid_argument&) {
        return {};  // drawn nowhere rather than refusing the whole run
    }
}

}  // namespace

Platform StoredRunSnapshot::platform(const StoredRun& run)
{
    try {
        Platform platform = PlatformJson::fromJson(run.description.platformJson,
                                                   "run #" + std::to_string(run.id));
        if (platform.problems().empty())
            return platform;
    } catch (const PlatformError&) {
        // Fall through to the stand-in.
    }
    NodeId widest = 0;
    for (const StoredJob& job : run.jobs) {
        const NodeSet nodes = parseAllocation(job.allocation);
        if (!nodes.empty())
            widest = std::max(widest, nodes.ranges().back().last + 1);
        widest = std::max(widest, job.nodes);
    }
    return Platform(run.description.platformName.empty() ? kStandInMachine : run.description.platformName,
                    {Machine{kStandInMachine, std::max(widest, NodeId(1)), 1.0}});
}

RunSnapshotPtr StoredRunSnapshot::make(const StoredRun& run)
{
    auto workload = std::make_shared<Workload>();
    workload->sourcePath = run.description.tracePath;
    workload->sourceName = run.name;
    workload->transforms = run.description.transforms;
    workload->jobs.reserve(run.jobs.size());

    auto snapshot = std::make_shared<RunSnapshot>();
    snapshot->platform = platform(run);
    snapshot->policyName = run.description.policy;
    snapshot->parameters = run.description.parameters;
    snapshot->transforms = run.description.transforms;
    snapshot->traceSha256 = run.description.traceSha256;
    snapshot->seed = run.description.seed;
    snapshot->result.samples = run.samples;
    snapshot->result.jobs.reserve(run.jobs.size());

    for (const StoredJob& stored : run.jobs) {
        const bool ran = stored.start != kNoTime && stored.end != kNoTime;
        Job job;
        job.id = stored.jobId;
        job.submit = stored.submit;
        job.runTime = ran ? stored.end - stored.start : 0;
        job.estimate = estimateFromRunTime(job.runTime);
        job.nodes = std::max(stored.nodes, std::int32_t(1));
        job.record.jobNumber = stored.jobId;
        workload->jobs.push_back(job);

        JobOutcome outcome;
        outcome.start = stored.start;
        outcome.end = stored.end;
        outcome.requiredTime = job.runTime;
        outcome.multiSite = stored.multiSite;
        if (stored.start != kNoTime) {
            outcome.nodes = parseAllocation(stored.allocation);
            const auto shares = snapshot->platform.nodesPerMachine(outcome.nodes);
            outcome.machine = shares.size() == 1 ? shares.front().machine : kNoMachine;
            if (ran)
                outcome.segments.push_back({stored.start, stored.end});
        }
        snapshot->result.jobs.push_back(std::move(outcome));
    }
    workload->report.jobsLoaded = std::int64_t(workload->jobs.size());
    snapshot->workload = std::move(workload);
    return snapshot;
}

JobIndex StoredRunSnapshot::indexOf(const StoredRun& run, std::int64_t jobId)
{
    const auto it = std::ranges::find(run.jobs, jobId, &StoredJob::jobId);
    return it == run.jobs.end() ? kNoJob : JobIndex(it - run.jobs.begin());
}

}  // namespace schedlab
