#pragma once

#include "model/Types.h"

#include <algorithm>
#include <cstdint>

namespace schedlab {

// The 18 fields of one Standard Workload Format record, as written in the
// file. -1 means "unknown", exactly as in SWF; nothing here is interpreted.
struct SwfRecord {
    std::int64_t jobNumber = -1;        // 1
    std::int64_t submitTime = -1;       // 2
    std::int64_t waitTime = -1;         // 3
    std::int64_t runTime = -1;          // 4
    std::int64_t allocatedProcs = -1;   // 5
    double averageCpuTime = -1;         // 6 (may be fractional)
    double usedMemory = -1;             // 7 (may be fractional)
    std::int64_t requestedProcs = -1;   // 8
    std::int64_t requestedTime = -1;    // 9
    double requestedMemory = -1;        // 10
    std::int64_t status = -1;           // 11
    std::int64_t userId = -1;           // 12
    std::int64_t groupId = -1;          // 13
    std::int64_t executable = -1;       // 14
    std::int64_t queue = -1;            // 15
    std::int64_t partition = -1;        // 16
    std::int64_t precedingJob = -1;     // 17
    std::int64_t thinkTime = -1;        // 18
};

// One job as the simulator sees it: the interpreted, validated view of a
// record. Every field a policy may use is always valid (> 0 where it says so).
struct Job {
    std::int64_t id = -1;      // SWF job number, shown to users
    Time submit = 0;           // release time r_i, seconds on the trace clock
    Time runTime = 0;          // actual execution time p_i (>= 0)
    Time estimate = 0;         // user estimate e_i (> 0); see LoadOptions for unknowns
    std::int32_t nodes = 1;    // width m_i (> 0)
    std::int32_t user = -1;
    std::int32_t group = -1;
    std::int32_t queue = -1;
    std::int32_t partition = -1;
    std::int32_t status = -1;

    // Room for the grid and QoS specs. -1 means "not set".
    MachineIndex originSite = kNoMachine;
    Time deadline = -1;
    double value = -1;
    double sizeMI = -1;

    // The record this job came from, for writing SWF back out unchanged, and
    // its line in the source file for messages that point at the input.
    SwfRecord record;
    std::int64_t sourceLine = -1;

    // Set by overrun:kill on the jobs whose run time it cut to their
    // estimate. The record then says the job ran exactly its estimate, so
    // without this flag nothing downstream (jobs.csv, the GUI) could tell a
    // job killed at its walltime from one that happened to end right at it.
    bool killedAtEstimate = false;

    // Resource consumption, the weight of AWRT / AWWT (spec section 1).
    [[nodiscard]] double weight() const { return double(nodes) * double(runTime); }
};

// Job::estimate must be > 0. A record without a usable requested time gets
// its run time as estimate (LoadOptions::MissingEstimate::UseRunTime), and a
// job that ran 0 s then needs this floor.
inline constexpr Time kMinEstimate = 1;
[[nodiscard]] inline Time estimateFromRunTime(Time runTime) { return std::max(runTime, kMinEstimate); }

}  // namespace schedlab
