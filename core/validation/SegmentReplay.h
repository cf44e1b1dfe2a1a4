#pragma once

#include "model/Types.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

class NodeSet;
class Platform;
struct Job;
struct JobOutcome;
struct Workload;

// Replays, segment by segment, a job that moved (migrated or resized), may
// meet a fault, or runs with a recovery technique, from the workload and
// platform alone (Vanderster 2008, ch. 4-7):
//  - the first segment has the job's width (twice it for a replica), every
//    segment lies on one machine of the platform (or, unmoved, is the
//    multi-site job's own node set);
//  - the remaining work is carried over to each new node set by
//    ExecutionRate, plus the overhead the segment records;
//  - a fault strikes exactly where FaultDraw puts it for the run's seed,
//    and nowhere else; after it, a retry starts over at once on the same
//    nodes, a replica continues on its first copy's nodes, and a job
//    without recovery ends;
//  - a job that ran to its end executed exactly its work.
class SegmentReplay {
public:
    // Whether `outcome` needs this replay rather than the one-shape check.
    [[nodiscard]] static bool applies(const Job& job, const JobOutcome& outcome);

    // One message per problem, without the job's name. `ranToEnd`: the job
    // claims to have run its work to the end.
    [[nodiscard]] static std::vector<std::string> problems(const Workload& workload, const Platform& platform,
                                                           std::uint64_t faultSeed, JobIndex index,
                                                           const JobOutcome& outcome, bool ranToEnd);

    // Moving the job's input and output over the slowest link of the
    // machines of `nodes`, rounded up to whole ticks; 0 without data or where
    // a machine moves data without cost (bandwidth 0).
    [[nodiscard]] static Time transferTime(const Platform& platform, const Job& job, const NodeSet& nodes,
                                           std::int64_t ticksPerSecond);
    // The slowest machine speed among `nodes`; 0 for no nodes.
    [[nodiscard]] static double slowestSpeed(const Platform& platform, const NodeSet& nodes);
};

}  // namespace schedlab
