#pragma once
// Basic vocabulary shared by every part of the core.

#include <cstdint>
#include <limits>

namespace schedlab {

// Seconds on the trace's own clock. 64 bits because UnixStartTime plus
// several years of offsets must never overflow in sums of weighted times.
using Time = std::int64_t;

// Dense position of a job inside one Workload (0 .. size-1). It is not the
// SWF job number: that one is Job::id and may have gaps.
using JobIndex = std::uint32_t;

// Index of a machine (site) inside a Platform.
using MachineIndex = std::int32_t;

// A node id that is global to the platform: machine offsets are added so
// that a Gantt chart can draw one row per node across all machines.
using NodeId = std::int32_t;

inline constexpr Time kNoTime = std::numeric_limits<Time>::min();
inline constexpr Time kForever = std::numeric_limits<Time>::max() / 4;
inline constexpr JobIndex kNoJob = std::numeric_limits<JobIndex>::max();
inline constexpr MachineIndex kNoMachine = -1;

}  // namespace schedlab
