#include "run/ScheduleInstant.h"

#include "policies/EstimatedEnd.h"

#include <algorithm>

namespace schedlab {

namespace {

constexpr double kRecordedSpeed = 1.0;  // estimates are in the trace's own seconds only here

}  // namespace

std::optional<BackfillPlan::Kind> ScheduleInstant::planKindOf(const FinishedRun& run)
{
    if (run.platform.machineCount() != 1 || run.platform.machine(0).speed != kRecordedSpeed || !run.workload)
        return std::nullopt;
    if (run.description.policy == "easy")
        return BackfillPlan::Kind::Easy;
    if (run.description.policy == "conservative")
        return BackfillPlan::Kind::Conservative;
    return std::nullopt;
}

MachineInstant ScheduleInstant::machineAt(const FinishedRun& run, Time now)
{
    MachineInstant machine;
    machine.now = now;
    machine.speed = run.platform.machines().empty() ? 1.0 : run.platform.machine(0).speed;
    int busy = 0;
    const auto& jobs = run.workload->jobs;
    // Jobs are in submission order: only the prefix submitted by now can
    // wait or run.
    const auto submitted = std::upper_bound(jobs.begin(), jobs.end(), now,
                                            [](Time t, const Job& job) { return t < job.submit; });
    const auto count = JobIndex(submitted - jobs.begin());
    for (JobIndex i = 0; i < count; ++i) {
        const Job& job = jobs[i];
        const JobOutcome& outcome = run.outcome(i);
        const bool ended = outcome.finished() && outcome.end <= now;
        if (outcome.started() && outcome.start <= now) {
            if (!ended) {
                machine.running.push_back(RunningJob{
                    i, outcome.start, outcome.start + EstimatedEnd::scaled(job.estimate, machine.speed), job.nodes});
                busy += job.nodes;
            }
        } else if (!ended) {
            machine.waiting.push_back(WaitingRequest{i, job.nodes, job.estimate});
        }
    }
    // As the engine keeps them: by estimated end, later starts last among equals.
    std::stable_sort(machine.running.begin(), machine.running.end(),
                     [](const RunningJob& a, const RunningJob& b) {
                         return a.estimatedEnd != b.estimatedEnd ? a.estimatedEnd < b.estimatedEnd : a.start < b.start;
                     });
    machine.freeNodes = run.platform.totalNodes() - busy;
    return machine;
}

std::optional<BackfillPlan> ScheduleInstant::planAt(const FinishedRun& run, Time now, std::size_t maxJobs)
{
    const auto kind = planKindOf(run);
    if (!kind || now == kNoTime)
        return std::nullopt;
    const MachineInstant machine = machineAt(run, now);
    return *kind == BackfillPlan::Kind::Easy ? BackfillPlan::easy(machine)
                                             : BackfillPlan::conservative(machine, maxJobs);
}

}  // namespace schedlab
