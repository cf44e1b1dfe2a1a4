#pragma once

#include "qos/GsResource.h"

#include <optional>
#include <span>

namespace schedlab {

// The delay bound of a guaranteed task at a resource (Phosphorus D5.2,
// 2007, §3, (25), equal weights; multi-CPU (33)):
//   B = max(T, d) + (σ + J_i^max) n_r / C'_r + J_r^max / min_j C_rj,
// T the time the task was withheld by its bucket, d its input transfer,
// n_r the guaranteed users registered at r (temporary best-effort users
// are not counted, a choice the deliverable leaves open), C'_r = Σ_j C_rj.
// Behind a non-preemptive best-effort queue (GS_BE_PRIORITY) a running BE
// task may delay it by one more largest task: 2 J_r^max (Table 7).
struct GsDelayInput {
    double withheld = 0;     // T, s
    double transfer = 0;     // d, s
    double burst = 0;        // σ_ir, MI
    double userMaxTask = 0;  // J_i^max, MI
    bool nonPreemptivePriority = false;
};

[[nodiscard]] double gsDelayBound(const GsResource& resource, const GsDelayInput& input);

// Where a guaranteed task goes (§3, Fig. 27), among the resources its user
// is registered at: those whose bucket lets it go now, that take its size
// and whose bound meets its deadline (the deliverable prints D <= B in
// (26); B <= D is meant); of those the one with the least bound.
struct GsCandidate {
    bool bucketHolds = false;   // the task conforms now
    bool fits = false;          // work <= J_i^max
    double bound = 0;           // gsDelayBound
};

enum class GsDispatch { Guaranteed, Withhold, BestEffort };

struct GsDecision {
    GsDispatch dispatch = GsDispatch::BestEffort;
    std::optional<std::size_t> resource;   // Guaranteed: the candidate's index
};

// No registration at all, or no candidate that qualifies once buckets are
// set aside: best effort. Buckets failing everywhere else: withhold.
[[nodiscard]] GsDecision dispatchGuaranteed(std::span<const GsCandidate> candidates, double deadline);

}  // namespace schedlab
