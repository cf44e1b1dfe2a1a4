#pragma once

#include "model/Types.h"
#include "workload/Workload.h"

#include <cstdint>
#include <initializer_list>
#include <string>

namespace schedlab::test {

// Builds small hand-made workloads in code, so that a test shows its whole
// input next to the schedule it expects. Job ids are 1, 2, 3, ... in order.
struct JobSpec {
    Time submit = 0;
    Time runTime = 0;
    int nodes = 1;
    Time estimate = -1;  // -1: same as the run time (exact estimate)
    int user = 1;
};

// One way a job may run (Job::options): `nodes` wide for `length` (run time
// and estimate), worth `value` (< 0: the job's own credit).
inline JobOption makeOption(int nodes, Time length, double value = -1)
{
    JobOption option;
    option.nodes = nodes;
    option.runTime = length;
    option.estimate = length;
    option.value = value;
    return option;
}

inline Workload makeWorkload(std::initializer_list<JobSpec> specs, std::string name = "hand-made")
{
    Workload workload;
    workload.sourcePath = name;
    workload.sourceName = name;
    std::int64_t id = 1;
    for (const JobSpec& spec : specs) {
        Job job;
        job.id = id;
        job.submit = spec.submit;
        job.runTime = spec.runTime;
        job.nodes = spec.nodes;
        job.estimate = spec.estimate >= 0 ? spec.estimate : spec.runTime;
        job.user = spec.user;
        job.sourceLine = id;
        job.record.jobNumber = id;
        job.record.submitTime = spec.submit;
        job.record.runTime = spec.runTime;
        job.record.allocatedProcs = spec.nodes;
        job.record.requestedTime = job.estimate;
        job.record.userId = spec.user;
        workload.jobs.push_back(job);
        ++id;
    }
    workload.report.jobsLoaded = std::int64_t(workload.jobs.size());
    return workload;
}

}  // namespace schedlab::test
