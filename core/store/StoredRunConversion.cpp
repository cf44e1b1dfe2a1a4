#include "store/StoredRunConversion.h"

#include "metrics/MetricsCalculator.h"
#include "platform/PlatformJson.h"
#include "store/RunKey.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <stdexcept>

namespace schedlab {

namespace {

const std::string kNameSeparator = " \u00b7 ";  // " · "
const std::string kStandInMachine = "stored run";

NodeSet parseAllocation(const std::string& text)
{
    try {
        return NodeSet::parse(text);
    } catch (const std::invalid_argument&) {
        return {};  // drawn nowhere rather than refusing the whole run
    }
}

// Where an event falls among others at the same instant, as the engine
// processes them: ends free nodes before submissions and starts use them.
int rankAtSameTime(ScheduleEvent::Kind kind)
{
    switch (kind) {
    case ScheduleEvent::Kind::Complete:
    case ScheduleEvent::Kind::Drop:
    case ScheduleEvent::Kind::Reject:
    case ScheduleEvent::Kind::Fault: return 0;
    case ScheduleEvent::Kind::Preempt: return 1;
    case ScheduleEvent::Kind::Submit: return 2;
    case ScheduleEvent::Kind::Start:
    case ScheduleEvent::Kind::Resume:
    case ScheduleEvent::Kind::Migrate: return 3;
    case ScheduleEvent::Kind::Timer: return 4;
    }
    return 4;
}

ScheduleEvent::Kind endKind(const JobOutcome& outcome)
{
    if (ranToEnd(outcome.endState))
        return ScheduleEvent::Kind::Complete;
    if (outcome.endState == EndState::Failed)
        return ScheduleEvent::Kind::Fault;
    return outcome.endState == EndState::Rejected ? ScheduleEvent::Kind::Reject : ScheduleEvent::Kind::Drop;
}

// The event log a stored run does not keep, rebuilt from what it does: each
// job's submission, the start and end of each of its segments, and why it
// started. Same-instant events may come in another order than the engine's.
std::vector<ScheduleEvent> rebuildEvents(const Workload& workload, const SimulationResult& result)
{
    std::vector<ScheduleEvent> events;
    for (JobIndex i = 0; i < JobIndex(result.jobs.size()); ++i) {
        const JobOutcome& outcome = result.jobs[i];
        events.push_back({workload.jobs[i].submit, ScheduleEvent::Kind::Submit, i, {}});
        for (std::size_t s = 0; s < outcome.segments.size(); ++s) {
            const Segment& segment = outcome.segments[s];
            const bool first = s == 0;
            const bool last = s + 1 == outcome.segments.size();
            if (first) {
                events.push_back({segment.start, ScheduleEvent::Kind::Start, i, outcome.reason});
            } else if (!outcome.segments[s - 1].faulted) {
                // A segment after a fault continues without a decision (retry, or the surviving replica).
                const bool moved = segment.migrated ||
                                   outcome.segmentNodes(segment) != outcome.segmentNodes(outcome.segments[s - 1]);
                events.push_back({segment.start, moved ? ScheduleEvent::Kind::Migrate : ScheduleEvent::Kind::Resume,
                                  i, outcome.reason});
            }
            if (segment.faulted && !(last && outcome.endState == EndState::Failed))
                events.push_back({segment.end, ScheduleEvent::Kind::Fault, i, {}});
            else if (!last || (outcome.finished() && segment.end == outcome.end))
                events.push_back({segment.end, last ? endKind(outcome) : ScheduleEvent::Kind::Preempt, i, {}});
        }
        // A job that left without running, or while preempted.
        if (outcome.finished() && (outcome.segments.empty() || outcome.segments.back().end != outcome.end))
            events.push_back({outcome.end, endKind(outcome), i, {}});
    }
    std::ranges::stable_sort(events, [](const ScheduleEvent& a, const ScheduleEvent& b) {
        if (a.time != b.time)
            return a.time < b.time;
        return rankAtSameTime(a.kind) < rankAtSameTime(b.kind);
    });
    return events;
}

Job rebuildJob(const StoredJob& stored)
{
    const bool ran = stored.start != kNoTime && stored.end != kNoTime;
    Job job;
    job.id = stored.jobId;
    job.submit = stored.submit;
    job.runTime = stored.runTime != kNoTime ? stored.runTime : (ran ? stored.end - stored.start : 0);
    job.estimate = stored.estimate != kNoTime ? stored.estimate : estimateFromRunTime(job.runTime);
    job.nodes = std::max(stored.nodes, std::int32_t(1));
    job.user = stored.user;
    job.sourceLine = stored.sourceLine;
    job.originSite = stored.originSite;
    job.serviceClass = stored.serviceClass;
    job.record.jobNumber = stored.jobId;
    job.deadline = stored.deadline;
    job.deadlineKind = stored.deadlineKind;
    job.killedAtEstimate = stored.endState == EndState::KilledAtEstimate;
    return job;
}

JobOutcome rebuildOutcome(const StoredJob& stored, const Platform& platform)
{
    JobOutcome outcome;
    outcome.start = stored.start;
    outcome.end = stored.end;
    outcome.multiSite = stored.multiSite;
    outcome.endState = stored.endState;
    // The stored job keeps the width and run time it ran with, not the
    // options it offered: reopened, it shows as its own shape.
    // (StoredJob::option still says which option that was.)
    if (stored.reasonKnown)
        outcome.reason = stored.reason;
    if (stored.start == kNoTime)
        return outcome;
    outcome.nodes = parseAllocation(stored.allocation);
    const auto shares = platform.nodesPerMachine(outcome.nodes);
    outcome.machine = shares.size() == 1 ? shares.front().machine : kNoMachine;
    if (!stored.segments.empty())
        outcome.segments = stored.segments;
    else if (stored.end != kNoTime)
        outcome.segments.push_back({stored.start, stored.end});
    for (const Segment& segment : outcome.segments)
        outcome.requiredTime += segment.end - segment.start;
    return outcome;
}

}  // namespace

StoredRun StoredRunConversion::toStored(const FinishedRun& finished, std::string startedAt, double durationSeconds)
{
    StoredRun run;
    run.runKey = RunKey::of(finished.description);
    run.name = defaultName(finished.description);
    run.description = finished.description;
    run.schedlabVersion = SCHEDLAB_VERSION;
    run.startedAt = std::move(startedAt);
    run.durationSeconds = durationSeconds;
    for (const MetricDefinition& definition : metricDefinitions())
        run.metrics.emplace_back(definition.key, definition.value(finished.metrics));
    run.metricsJson = MetricsCalculator::toJson(finished.metrics).dump();
    run.jobs = storedJobs(*finished.workload, finished.result);
    run.samples = finished.result.samples;
    run.ticksPerSecond = finished.workload->ticksPerSecond;
    return run;
}

std::vector<StoredJob> StoredRunConversion::storedJobs(const Workload& workload, const SimulationResult& result)
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
        stored.runTime = job.runTime;
        stored.estimate = job.estimate;
        stored.user = job.user;
        stored.sourceLine = job.sourceLine;
        stored.originSite = job.originSite;
        stored.serviceClass = job.serviceClass;
        const bool plain = outcome.segments.size() == 1 && !outcome.segments.front().faulted &&
                           !outcome.segments.front().migrated &&
                           outcome.segments.front().nodes.empty() && outcome.segments.front().overhead == 0;
        if (!outcome.segments.empty() && !plain)
            stored.segments = outcome.segments;
        stored.reasonKnown = outcome.started();
        if (stored.reasonKnown)
            stored.reason = outcome.reason;
        stored.endState = outcome.endState;
        stored.deadline = job.deadline;
        stored.deadlineKind = job.deadlineKind;
        stored.option = outcome.option;
        if (outcome.option >= 0 && std::size_t(outcome.option) < job.options.size()) {
            // The shape it ran in, so that the reopened job is consistent
            // with its nodes and segments; `option` says which one it was.
            stored.runTime = job.options[std::size_t(outcome.option)].runTime;
            stored.estimate = job.options[std::size_t(outcome.option)].estimate;
        }
        jobs.push_back(std::move(stored));
    }
    return jobs;
}

FinishedRunPtr StoredRunConversion::toFinished(const StoredRun& run)
{
    auto workload = std::make_shared<Workload>();
    workload->sourcePath = run.description.tracePath;
    workload->sourceName = run.name;
    workload->transforms = run.description.transforms;
    workload->ticksPerSecond = run.ticksPerSecond;
    workload->jobs.reserve(run.jobs.size());

    auto finished = std::make_shared<FinishedRun>();
    finished->description = run.description;
    finished->platform = platform(run);
    finished->result.samples = run.samples;
    finished->result.jobs.reserve(run.jobs.size());
    for (const StoredJob& stored : run.jobs) {
        workload->jobs.push_back(rebuildJob(stored));
        finished->result.jobs.push_back(rebuildOutcome(stored, finished->platform));
    }
    workload->report.jobsLoaded = std::int64_t(workload->jobs.size());
    finished->result.events = rebuildEvents(*workload, finished->result);
    finished->metrics = MetricsCalculator::compute(*workload, finished->platform, finished->result);
    finished->workload = std::move(workload);
    return finished;
}

Platform StoredRunConversion::platform(const StoredRun& run)
{
    try {
        Platform platform = PlatformJson::fromJson(run.description.platformJson, "run #" + std::to_string(run.id));
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

JobIndex StoredRunConversion::indexOf(const StoredRun& run, std::int64_t jobId)
{
    const auto it = std::ranges::find(run.jobs, jobId, &StoredJob::jobId);
    return it == run.jobs.end() ? kNoJob : JobIndex(it - run.jobs.begin());
}

std::string StoredRunConversion::defaultName(const RunDescription& description)
{
    return description.policy + kNameSeparator + description.platformName + kNameSeparator +
        std::filesystem::path(description.tracePath).filename().string();
}

std::string StoredRunConversion::utcNowIso8601()
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
