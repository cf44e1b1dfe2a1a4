#pragma once
// Hand-made runs for the Gantt chart tests: small enough to reason about
// every pixel, with a preempted and a multi-site job on two machines.

#include "RunSnapshot.h"
#include "support/WorkloadBuilder.h"

#include <memory>

namespace schedlab::test {

inline JobOutcome outcomeOf(Time start, Time end, std::initializer_list<NodeSet::Range> ranges,
                            MachineIndex machine, StartKind kind)
{
    JobOutcome o;
    o.start = start;
    o.end = end;
    o.machine = machine;
    for (const NodeSet::Range& r : ranges)
        o.nodes.addRange(r.first, r.last);
    o.reason.kind = kind;
    o.segments = {{start, end}};
    return o;
}

// Machines "alpha" (nodes 0-3) and "beta" (nodes 4-7).
//  job 0 (id 1): nodes 0-1, 0..1000, in order
//  job 1 (id 2): nodes 2-3, 100..600, backfilled before job 0's shadow
//  job 2 (id 3): nodes 4-5, preempted: 0..400 and 800..1400
//  job 3 (id 4): multi-site, nodes 2-3 + 6-7, 1500..2500
//  job 4 (id 5): node 0, 3000..4000, waited 1000 s
inline std::shared_ptr<RunSnapshot> makeTwoMachineSnapshot()
{
    auto workload = std::make_shared<Workload>(makeWorkload({
        {0, 1000, 2, 1000, 1},
        {0, 500, 2, 600, 2},
        {0, 1000, 2, 1000, 3},
        {1000, 1000, 4, 1000, 1},
        {2000, 1000, 1, 2000, 2},
    }));
    auto snapshot = std::make_shared<RunSnapshot>();
    snapshot->workload = workload;
    snapshot->platform = Platform("two", {{"alpha", 4, 1.0}, {"beta", 4, 1.0}});
    snapshot->description.policy = "hand-made";
    auto& jobs = snapshot->result.jobs;
    jobs.push_back(outcomeOf(0, 1000, {{0, 1}}, 0, StartKind::InOrder));
    jobs.push_back(outcomeOf(100, 600, {{2, 3}}, 0, StartKind::BackfillBeforeShadow));
    jobs.back().reason.relatedJob = 0;
    jobs.back().reason.relatedTime = 1000;
    jobs.push_back(outcomeOf(0, 1400, {{4, 5}}, 1, StartKind::InOrder));
    jobs.back().segments = {{0, 400}, {800, 1400}};
    jobs.push_back(outcomeOf(1500, 2500, {{2, 3}, {6, 7}}, kNoMachine, StartKind::MultiSite));
    jobs.back().multiSite = true;
    jobs.push_back(outcomeOf(3000, 4000, {{0, 0}}, 0, StartKind::InOrder));
    return snapshot;
}

// One machine of 4 nodes and `count` one-second jobs, one every 100 s:
// at any zoom that shows them all, each is far narrower than a pixel.
inline std::shared_ptr<RunSnapshot> makeTinyJobsSnapshot(int count)
{
    auto workload = std::make_shared<Workload>();
    auto snapshot = std::make_shared<RunSnapshot>();
    snapshot->platform = Platform("one", {{"solo", 4, 1.0}});
    constexpr Time kSpacing = 100;
    for (int i = 0; i < count; ++i) {
        Job job;
        job.id = i + 1;
        job.submit = Time(i) * kSpacing;
        job.runTime = 1;
        job.estimate = 1;
        job.nodes = 1;
        job.user = i % 7;
        workload->jobs.push_back(job);
        const NodeId node = i % 4;
        snapshot->result.jobs.push_back(outcomeOf(job.submit, job.submit + 1, {{node, node}}, 0, StartKind::InOrder));
    }
    snapshot->workload = workload;
    return snapshot;
}

// One machine of `nodes` nodes (more than GanttCoarseRaster::kMaxRows, so
// the raster groups them) and `count` jobs of 102 nodes each, the first on
// nodes 0-101, each next one 102 nodes further (wrapping), started every
// 600 s and running 3600 s: a tall chart folds many nodes into a pixel row.
inline std::shared_ptr<RunSnapshot> makeWideMachineSnapshot(int nodes, int count)
{
    constexpr Time kSpacing = 600;
    constexpr Time kRunTime = 3600;
    constexpr int kWidth = 102;
    auto workload = std::make_shared<Workload>();
    auto snapshot = std::make_shared<RunSnapshot>();
    snapshot->platform = Platform("wide", {{"wide", nodes, 1.0}});
    for (int i = 0; i < count; ++i) {
        Job job;
        job.id = i + 1;
        job.submit = Time(i) * kSpacing;
        job.runTime = kRunTime;
        job.estimate = kRunTime;
        job.nodes = kWidth;
        job.user = i % 7;
        workload->jobs.push_back(job);
        const NodeId first = NodeId((i * kWidth) % (nodes - kWidth));
        snapshot->result.jobs.push_back(
            outcomeOf(job.submit, job.submit + kRunTime, {{first, first + kWidth - 1}}, 0, StartKind::InOrder));
    }
    snapshot->workload = workload;
    return snapshot;
}

}  // namespace schedlab::test
