#pragma once

#include "engine/Policy.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

class Platform;
struct SimulationResult;
struct Workload;

struct ValidationReport {
    static constexpr std::size_t kMaxMessages = 50;
    std::int64_t problemCount = 0;
    std::vector<std::string> messages;   // the first kMaxMessages problems
    [[nodiscard]] bool ok() const { return problemCount == 0; }
    [[nodiscard]] std::string toText() const;
};

// Checks a schedule against the workload and platform without trusting the
// engine: it recomputes everything from the job outcomes.
//  - every job started and finished (unless the run was cancelled);
//  - no job starts before its submission;
//  - executed time (sum of segments) equals run time scaled by machine speed
//    and multi-site overhead, plus penalties;
//  - the job got exactly its width in nodes, all within the platform, and
//    within its machine unless it is multi-site;
//  - no node runs two jobs at once (so capacity is never exceeded);
//  - preemption: segments are ordered and disjoint, at most
//    `residentPerNode` jobs are resident (started, not finished) on a node at
//    any time (Policy::residentJobsPerNode; 0: any number), and only a job
//    that was preempted (two or more segments) carries a penalty. All
//    segments run on the same node set by construction: a JobOutcome has one
//    NodeSet, which is also what the resident sweep checks against.
class ScheduleValidator {
public:
    [[nodiscard]] static ValidationReport validate(const Workload& workload,
                                                   const Platform& platform,
                                                   const SimulationResult& result,
                                                   std::size_t residentPerNode = Policy::kGangResidentsPerNode);
};

}  // namespace schedlab
