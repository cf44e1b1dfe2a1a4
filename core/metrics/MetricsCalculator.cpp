#include "metrics/MetricsCalculator.h"

#include "engine/DataTransfer.h"
#include "engine/SimulationResult.h"
#include "engine/StartReason.h"
#include "metrics/DeadlineRateMetrics.h"
#include "generators/SampleStatistics.h"
#include "metrics/JobAggregate.h"
#include "metrics/SampleDistribution.h"
#include "metrics/ValueMetrics.h"
#include "model/Units.h"
#include "platform/Platform.h"
#include "workload/Workload.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <map>
#include <stdexcept>
#include <string>

namespace schedlab {

namespace {

// Node-time a job actually executed, in seconds (without the node factor).
// A finished job always has segments; a result built without them counts
// start to end, which is the same for a job that was never preempted.
Time executedTime(const JobOutcome& outcome)
{
    if (outcome.segments.empty()) {
        return outcome.end - outcome.start;
    }
    Time total = 0;
    for (const Segment& segment : outcome.segments) {
        total += segment.end - segment.start;
    }
    return total;
}

// Where the job's nodes were, by machine. Falls back to the outcome's
// machine and the job's width when the node set was not recorded.
std::vector<MachineShare> sharesOf(const JobOutcome& outcome, const Job& job, const Platform& platform)
{
    std::vector<MachineShare> shares = platform.nodesPerMachine(outcome.nodes);
    if (shares.empty() && outcome.machine >= 0 && outcome.machine < platform.machineCount()) {
        shares.push_back({outcome.machine, job.nodes});
    }
    return shares;
}

// JSON gives shares in percent, like the "%" metrics of metricDefinitions().
using units::kPercent;
double ratioOrZero(double numerator, double denominator)
{
    return denominator > 0 ? numerator / denominator : 0.0;
}

nlohmann::ordered_json distributionJson(const Distribution& d)
{
    return {{"mean", d.mean}, {"p50", d.p50}, {"p90", d.p90}, {"p95", d.p95}, {"p99", d.p99}, {"max", d.max}};
}

// Population standard deviation of the groups' mean response times; 0 for
// fewer than two groups.
template <typename Group>
double spreadOfMeans(const std::vector<Group>& groups)
{
    std::vector<double> means;
    means.reserve(groups.size());
    for (const Group& g : groups)
        if (g.jobs > 0)  // a user none of whose jobs ran to their end has no response time
            means.push_back(g.meanResponse);
    return SampleStatistics::populationStdDev(means);
}

Time ceilSeconds(Time ticks, std::int64_t ticksPerSecond)
{
    return ticks >= 0 ? (ticks + ticksPerSecond - 1) / ticksPerSecond : ticks / ticksPerSecond;
}

// It continued on other nodes after a checkpoint; a replica that only lost
// its faulty copy has not moved.
bool migrated(const JobOutcome& outcome)
{
    const std::vector<Segment>& segments = outcome.segments;
    for (std::size_t k = 1; k < segments.size(); ++k) {
        if (segments[k].migrated ||
            (!segments[k - 1].faulted && outcome.segmentNodes(segments[k]) != outcome.segmentNodes(segments[k - 1])))
            return true;
    }
    return false;
}

// The time a job spent moving data: its first transfer, and after each
// move the move's overhead (its input moved there), as far as each got
// before the job moved to another machine (the engine drops the rest then).
Time transferSpent(const Platform& platform, const JobOutcome& outcome)
{
    Time left = outcome.transferTime;
    Time spent = 0;
    for (std::size_t k = 0; k < outcome.segments.size(); ++k) {
        const Segment& segment = outcome.segments[k];
        if (k > 0 && segment.migrated) {
            const bool otherMachine = DataTransfer::changesMachine(
                platform, outcome.segmentNodes(outcome.segments[k - 1]), outcome.segmentNodes(segment));
            left = (otherMachine ? 0 : left) + segment.overhead;
        }
        const Time moved = std::min(left, segment.end - segment.start);
        spent += moved;
        left -= moved;
    }
    return spent;
}

// Counts how a finished job's `outcome` ended into the report and into its
// user's figures; adds a late job's time past its deadline to `excessTime`.
void countEnd(MetricsReport& report, double& excessTime, UserMetrics& user, const Platform& platform, const Job& job,
              const JobOutcome& outcome)
{
    // A user's class is its jobs' class while they agree (Unspecified once
    // they differ or when none is given).
    user.serviceClass = user.ended == 0 || user.serviceClass == job.serviceClass ? job.serviceClass
                                                                                 : ServiceClass::Unspecified;
    ++user.ended;
    report.faultedJobs += std::ranges::any_of(outcome.segments, &Segment::faulted) ? 1 : 0;
    if (outcome.option != JobOutcome::kOwnShape && std::size_t(outcome.option) < job.options.size()) {
        const Recovery recovery = job.options[std::size_t(outcome.option)].recovery;
        report.retryJobs += recovery == Recovery::Retry ? 1 : 0;
        report.replicaJobs += recovery == Recovery::Replica ? 1 : 0;
    }
    report.migratedJobs += migrated(outcome) ? 1 : 0;
    report.transferSeconds += double(transferSpent(platform, outcome));  // ticks until the end of compute()
    switch (outcome.endState) {
    case EndState::CompletedLate:
        ++report.completedLateJobs;
        // Late is only measurable against a deadline (a hand-made or damaged
        // result may say late without one).
        if (job.deadline != kNoTime)
            excessTime += double(outcome.end - job.deadline);
        break;
    case EndState::Dropped: ++report.droppedJobs; break;
    case EndState::Rejected:
        ++report.rejectedJobs;
        ++user.rejected;
        break;
    case EndState::Failed: ++report.failedJobs; break;
    case EndState::Completed:
    case EndState::KilledAtEstimate: break;
    }
    // A job dropped before its deadline was given up early; it misses it
    // just the same, since it never completes.
    const bool hasDeadline = job.deadlineKind != DeadlineKind::None;
    const bool missed = (hasDeadline && !ranToEnd(outcome.endState)) || outcome.endState == EndState::CompletedLate;
    const bool withheld = outcome.started() && outcome.reason.kind == StartKind::Withheld;
    report.deadlineMisses += missed ? 1 : 0;
    report.guaranteedMisses += missed && job.serviceClass == ServiceClass::Guaranteed ? 1 : 0;
    report.withheldJobs += withheld ? 1 : 0;
    report.reappliedJobs += outcome.started() && outcome.reason.kind == StartKind::Reapplied ? 1 : 0;
    user.deadlineMisses += missed ? 1 : 0;
    user.withheld += withheld ? 1 : 0;
}

}  // namespace

MetricsReport MetricsCalculator::compute(const Workload& workload, const Platform& platform,
                                         const SimulationResult& result)
{
    if (result.jobs.size() != workload.jobs.size()) {
        throw std::invalid_argument("MetricsCalculator: the result has " + std::to_string(result.jobs.size())
                                    + " jobs but the workload has " + std::to_string(workload.jobs.size()));
    }
    const std::size_t machineCount = std::size_t(platform.machineCount());

    JobAggregate overall;
    std::vector<JobAggregate> perMachine(machineCount);
    std::vector<std::int64_t> multiSitePerMachine(machineCount, 0);
    std::map<std::int32_t, JobAggregate> perUser;  // ordered: the report lists users by id
    std::map<std::int32_t, UserMetrics> userEnds;  // how every user's jobs ended
    std::map<std::int32_t, JobAggregate> perSite;
    SampleDistribution waits;
    SampleDistribution responses;
    SampleDistribution boundedSlowdowns;
    waits.reserve(workload.jobs.size());
    responses.reserve(workload.jobs.size());
    boundedSlowdowns.reserve(workload.jobs.size());

    MetricsReport report;
    Time makespan = 0;
    Time firstSubmit = 0;
    double busyNodeSeconds = 0;
    double multiSiteWork = 0;
    bool any = false;

    double excessTime = 0;
    ValueMetrics values;
    DeadlineRateMetrics rates(DeadlineRateMetrics::capacityOf(platform), platform.totalNodes());
    const double tick = double(workload.ticksPerSecond);
    for (std::size_t i = 0; i < workload.jobs.size(); ++i) {
        const JobOutcome& outcome = result.jobs[i];
        const Job& job = workload.jobs[i];
        if (!job.evaluated)
            continue;  // outside the evaluation window: simulated, not measured
        if (outcome.finished())
            countEnd(report, excessTime, userEnds[job.user], platform, job, outcome);
        values.add(job, outcome, tick);
        rates.add(job, outcome, tick);
        if (!outcome.completed() || !outcome.started()) {
            // Only jobs that ran to their end are evaluated: not the ones a
            // cancelled run left unfinished, nor dropped, rejected or failed ones.
            continue;
        }
        // Every figure is in seconds: times are divided by the workload's
        // ticks per second (exact for SWF, where it is 1).
        // A job started as one of its options (Vanderster 2008) is weighed
        // by the width and length it ran with.
        const bool ownShape = outcome.option < 0 || std::size_t(outcome.option) >= job.options.size();
        const JobOption* option = ownShape ? nullptr : &job.options[std::size_t(outcome.option)];
        const double runTime = double(ownShape ? job.runTime : option->runTime) / tick;
        const int width = ownShape ? job.nodes : option->nodes;

        JobSample sample;
        sample.wait = double(outcome.start - job.submit) / tick;
        sample.response = double(outcome.end - job.submit) / tick;
        sample.completion = double(outcome.end) / tick;
        sample.slowdown = sample.response / std::max(runTime, kSlowdownMinRunTime);
        sample.boundedSlowdown = std::max(1.0, sample.response / std::max(runTime, kBoundedSlowdownTau));
        sample.weight = double(width) * runTime;

        const std::vector<MachineShare> shares = sharesOf(outcome, job, platform);
        int nodesHeld = 0;
        for (const MachineShare& share : shares) {
            nodesHeld += share.nodes;
        }
        if (shares.empty()) {
            nodesHeld = width;
        }
        const double executed = double(executedTime(outcome)) / tick;
        sample.work = executed * double(nodesHeld);

        overall.add(sample);
        perUser[job.user].add(sample);
        if (job.originSite != kNoMachine)
            perSite[job.originSite].add(sample);
        for (const MachineShare& share : shares) {
            // A multi-site job's work is split by the nodes it held on each
            // machine; its response and wait count for every machine it used,
            // weighted by its part there (nodes there x run time), so that a
            // machine's AWRT weighs each job by the resources it gave it.
            JobSample onMachine = sample;
            onMachine.work = executed * double(share.nodes);
            onMachine.weight = double(share.nodes) * runTime;
            perMachine[std::size_t(share.machine)].add(onMachine);
            if (outcome.multiSite) {
                ++multiSitePerMachine[std::size_t(share.machine)];
            }
        }
        waits.add(sample.wait);
        responses.add(sample.response);
        boundedSlowdowns.add(sample.boundedSlowdown);

        makespan = any ? std::max(makespan, outcome.end) : outcome.end;
        firstSubmit = any ? std::min(firstSubmit, job.submit) : job.submit;
        any = true;
        busyNodeSeconds += sample.work;
        report.backfilledJobs += isBackfill(outcome.reason.kind) ? 1 : 0;
        report.preemptedJobs += outcome.preempted() ? 1 : 0;
        if (outcome.multiSite) {
            ++report.multiSiteJobs;
            multiSiteWork += sample.work;
        }
    }

    // The utilization window: from the first submission to the last
    // completion of the evaluated jobs (spec §2).
    const double window = double(makespan - firstSubmit) / tick;
    report.jobs = overall.count();
    report.art = overall.meanResponse();
    report.awrt = overall.weightedMeanResponse();
    report.awwt = overall.weightedMeanWait();
    report.meanWait = overall.meanWait();
    // Whole seconds, rounded up where a tick is finer.
    report.makespan = ceilSeconds(makespan, workload.ticksPerSecond);
    report.makespanSpan = ceilSeconds(makespan - firstSubmit, workload.ticksPerSecond);
    report.sumWeightedCompletion = overall.sumWeightedCompletion();
    report.sumFlowTime = overall.sumResponse();
    report.sumWeightedFlowTime = overall.sumWeightedResponse();
    report.weightedResponsePerJob = ratioOrZero(report.sumWeightedFlowTime, double(report.jobs));
    report.utilization = ratioOrZero(busyNodeSeconds, double(platform.totalNodes()) * window);
    report.meanSlowdown = overall.meanSlowdown();
    report.meanBoundedSlowdown = overall.meanBoundedSlowdown();
    report.schedulerCpuSeconds = result.schedulerCpuSeconds;
    report.multiSiteWorkShare = ratioOrZero(multiSiteWork, busyNodeSeconds);
    report.meanExcessTime = ratioOrZero(excessTime / tick, double(report.completedLateJobs));
    report.transferSeconds /= tick;
    report.valueDelayCorrelation = values.valueDelayCorrelation();
    report.profitShare = values.profitShare();
    report.e1 = rates.e1();
    report.e2 = rates.e2();
    report.e3 = rates.e3();
    report.meanMiDelay = rates.meanMiDelay();
    report.miDelayUserStdDev = rates.miDelayUserStdDev();
    report.delayStdDev = rates.delayStdDev();
    report.excessTimeStdDev = rates.excessTimeStdDev();
    report.wait = waits.summarize();
    report.response = responses.summarize();
    report.boundedSlowdown = boundedSlowdowns.summarize();

    report.perMachine.reserve(machineCount);
    for (std::size_t k = 0; k < machineCount; ++k) {
        const Machine& machine = platform.machines()[k];
        const JobAggregate& aggregate = perMachine[k];
        MachineMetrics m;
        m.name = machine.name;
        m.jobs = aggregate.count();
        m.work = aggregate.work();
        m.utilization = ratioOrZero(m.work, double(machine.nodes) * window);
        m.awrt = aggregate.weightedMeanResponse();
        m.awwt = aggregate.weightedMeanWait();
        m.multiSiteJobs = multiSitePerMachine[k];
        report.perMachine.push_back(std::move(m));
    }

    std::vector<double> busyTimes;
    for (std::size_t k = 0; k < machineCount; ++k)
        busyTimes.push_back(ratioOrZero(report.perMachine[k].work, double(platform.machines()[k].nodes)));
    report.busyTimeStdDev = SampleStatistics::populationStdDev(busyTimes);

    report.perUser.reserve(userEnds.size());
    for (auto& [user, u] : userEnds) {
        u.user = user;
        u.miDelay = rates.userMiDelay(user);
        if (const auto it = perUser.find(user); it != perUser.end()) {
            const JobAggregate& aggregate = it->second;
            u.jobs = aggregate.count();
            u.work = aggregate.work();
            u.awrt = aggregate.weightedMeanResponse();
            u.meanWait = aggregate.meanWait();
            u.meanBoundedSlowdown = aggregate.meanBoundedSlowdown();
            u.meanResponse = aggregate.meanResponse();
        }
        report.perUser.push_back(u);
    }
    report.perSite.reserve(perSite.size());
    for (const auto& [site, aggregate] : perSite) {
        const std::string name = site >= 0 && site < platform.machineCount() ? platform.machine(site).name : "";
        report.perSite.push_back(SiteMetrics{site, name, aggregate.count(), aggregate.meanResponse(),
                                             aggregate.weightedMeanResponse(), aggregate.meanWait()});
    }
    report.siteResponseStdDev = spreadOfMeans(report.perSite);
    report.userResponseStdDev = spreadOfMeans(report.perUser);
    return report;
}

nlohmann::ordered_json MetricsCalculator::toOrderedJson(const MetricsReport& report)
{
    nlohmann::ordered_json out;
    // Scalars come from the one metric list, so a new metric reaches the
    // JSON without touching this function. Values are in each metric's unit.
    for (const MetricDefinition& metric : metricDefinitions()) {
        const double value = metric.value(report);
        if (metric.integral) {
            out[metric.key] = std::int64_t(value);
        } else {
            out[metric.key] = value;
        }
    }
    out["wait"] = distributionJson(report.wait);
    out["response"] = distributionJson(report.response);
    out["boundedSlowdown"] = distributionJson(report.boundedSlowdown);
    out["perMachine"] = nlohmann::ordered_json::array();
    for (const MachineMetrics& m : report.perMachine) {
        out["perMachine"].push_back({{"name", m.name},
                                     {"jobs", m.jobs},
                                     {"work", m.work},
                                     {"utilization", m.utilization * kPercent},
                                     {"awrt", m.awrt},
                                     {"awwt", m.awwt},
                                     {"multiSiteJobs", m.multiSiteJobs}});
    }
    out["perUser"] = nlohmann::ordered_json::array();
    for (const UserMetrics& u : report.perUser) {
        if (u.jobs == 0)
            continue;  // as for the figures below: users with jobs run to their end
        out["perUser"].push_back({{"user", u.user},
                                  {"jobs", u.jobs},
                                  {"work", u.work},
                                  {"awrt", u.awrt},
                                  {"meanWait", u.meanWait},
                                  {"meanBoundedSlowdown", u.meanBoundedSlowdown}});
    }
    out["perSite"] = nlohmann::ordered_json::array();
    for (const SiteMetrics& site : report.perSite) {
        out["perSite"].push_back({{"site", site.site},
                                  {"name", site.name},
                                  {"jobs", site.jobs},
                                  {"meanResponse", site.meanResponse},
                                  {"awrt", site.awrt},
                                  {"meanWait", site.meanWait}});
    }
    return out;
}

nlohmann::json MetricsCalculator::toJson(const MetricsReport& report)
{
    return nlohmann::json(toOrderedJson(report));
}

}  // namespace schedlab
