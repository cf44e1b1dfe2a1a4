#pragma once

#include "model/NodeSet.h"
#include "model/Types.h"

#include <cstdint>

namespace schedlab {

class Platform;
struct Job;

// How long the engine takes to move a job's data (Job::inputMB, outputMB)
// for a start on `nodes`: over the slowest link of their machines
// (Machine::bandwidthMBps; 0 is unlimited, never the bottleneck), rounded
// up to whole ticks like every duration. 0 without data or where every
// machine moves data without cost. The validator repeats this rule on its
// own (SegmentReplay::transferTime).
class DataTransfer {
public:
    [[nodiscard]] static Time time(const Platform& platform, const Job& job, const NodeSet& nodes,
                                   std::int64_t ticksPerSecond);
};

}  // namespace schedlab
