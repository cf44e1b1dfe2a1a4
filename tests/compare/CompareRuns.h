#pragma once

// Hand-made stored runs for the comparison tests: a few metrics and jobs
// written out in full, so every expected number can be checked by hand.

#include "store/StoredRun.h"

#include <string>
#include <utility>
#include <vector>

namespace schedlab::test {

inline StoredRun makeRun(std::int64_t id, const std::string& policy,
                         std::vector<std::pair<std::string, double>> metrics,
                         ParameterValues parameters = {})
{
    StoredRun run;
    run.id = id;
    run.uuid = "uuid-" + std::to_string(id);
    run.name = policy;
    run.description.policy = policy;
    run.description.parameters = std::move(parameters);
    run.description.platformName = "single:4";
    run.description.platformJson = R"({"name": "single:4", "machines": [{"name": "m", "nodes": 4, "speed": 1.0}]})";
    run.description.tracePath = "/traces/hand-made.swf";
    run.metrics = std::move(metrics);
    return run;
}

inline StoredJob makeJob(std::int64_t id, Time submit, Time start, Time runTime, std::int32_t nodes,
                         const std::string& allocation)
{
    StoredJob job;
    job.jobId = id;
    job.submit = submit;
    job.start = start;
    job.end = start == kNoTime ? kNoTime : start + runTime;
    job.nodes = nodes;
    job.allocation = start == kNoTime ? std::string() : allocation;
    return job;
}

// Three FCFS-family runs on one trace. Hand-picked AWRT and utilization:
//   fcfs          AWRT 1000 s, utilization 80 %
//   easy          AWRT  750 s, utilization 88 %
//   conservative  AWRT  800 s, utilization 84 %
inline std::vector<StoredRun> fcfsFamily()
{
    return {makeRun(1, "fcfs", {{"awrt", 1000.0}, {"utilization", 80.0}, {"jobs", 4}}),
            makeRun(2, "easy", {{"awrt", 750.0}, {"utilization", 88.0}, {"jobs", 4}}),
            makeRun(3, "conservative", {{"awrt", 800.0}, {"utilization", 84.0}, {"jobs", 4}})};
}

// Two runs of four jobs on 4 nodes (job id: submit, run time, nodes):
//   1: 0, 100, 2    2: 0, 50, 2    3: 10, 200, 4    4: 20, 30, 2
// Run A (#10 fcfs): 1 at 0 on 0-1, 2 at 0 on 2-3, 3 at 100, 4 at 300.
// Run B (#11 easy): 1 at 0, 2 at 0, 4 backfilled at 50 on 2-3, 3 at 100.
// Deltas B - A: 1: 0, 2: 0, 3: 0, 4: -250.
inline std::pair<StoredRun, StoredRun> smallSchedules()
{
    StoredRun a = makeRun(10, "fcfs", {{"awrt", 100.0}});
    a.jobs = {makeJob(1, 0, 0, 100, 2, "0-1"), makeJob(2, 0, 0, 50, 2, "2-3"),
              makeJob(3, 10, 100, 200, 4, "0-3"), makeJob(4, 20, 300, 30, 2, "0-1")};
    StoredRun b = makeRun(11, "easy", {{"awrt", 90.0}});
    b.jobs = {makeJob(1, 0, 0, 100, 2, "0-1"), makeJob(2, 0, 0, 50, 2, "2-3"),
              makeJob(3, 10, 100, 200, 4, "0-3"), makeJob(4, 20, 50, 30, 2, "2-3")};
    for (StoredRun* run : {&a, &b}) {
        TimeSample first;
        first.time = 0;
        first.busyNodes = 4;
        first.queueLength = 2;
        TimeSample last;
        last.time = 300;
        last.busyNodes = 2;
        last.completedJobs = 3;
        last.awrtSoFar = 80;
        run->samples = {first, last};
    }
    return {a, b};
}

}  // namespace schedlab::test
