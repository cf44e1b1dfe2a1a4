#pragma once

#include "model/Types.h"

#include <cstdint>
#include <span>

namespace schedlab {

// What happened since the policy was last called: all events of one instant.
// Completions are listed first, then submissions, then timers (spec 4).
struct SchedulingEvents {
    Time now = 0;
    std::span<const JobIndex> completed;
    std::span<const JobIndex> submitted;
    std::span<const std::uint64_t> timers;  // tags given to setTimer
};

}  // namespace schedlab
