#pragma once

#include "model/Types.h"

#include <cstdint>
#include <span>

namespace schedlab {

// What happened since the policy was last called: all events of one instant.
// Completions are listed first, then submissions, then timers (spec 4).
// A job dropped by the policy's own decision is not reported back.
struct SchedulingEvents {
    Time now = 0;
    std::span<const JobIndex> completed;
    std::span<const JobIndex> submitted;
    std::span<const std::uint64_t> timers;  // tags given to setTimer
    // Waiting or preempted jobs the engine took away: their hard deadline
    // passed. A policy forgets them. (A running job dropped so is listed in
    // `completed`: for the policy its nodes are free like any other end.)
    std::span<const JobIndex> withdrawn;
};

}  // namespace schedlab
