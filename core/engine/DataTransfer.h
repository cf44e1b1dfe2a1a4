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
    // Moving `megabytes` at `bandwidthMBps`, by the same rule: 0 without data
    // or at bandwidth 0 (no cost).
    [[nodiscard]] static Time ticks(double megabytes, double bandwidthMBps, std::int64_t ticksPerSecond);
    // A link's Mbit/s as the MB/s bandwidths are given in (1 MB = 10^6
    // bytes, as Job::inputMB counts them): an eighth.
    [[nodiscard]] static constexpr double megabytesPerSecond(double megabitsPerSecond)
    {
        constexpr double kBitsPerByte = 8;
        return megabitsPerSecond / kBitsPerByte;
    }
    // Whether a job going from `from` to `to` changes machines: only then is
    // what was left of its transfer dropped (the new machine's replaces it).
    [[nodiscard]] static bool changesMachine(const Platform& platform, const NodeSet& from, const NodeSet& to);
};

}  // namespace schedlab
