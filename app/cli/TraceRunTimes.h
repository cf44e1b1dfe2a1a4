#pragma once

#include "model/Types.h"

#include <cstdint>
#include <unordered_map>

namespace schedlab {

struct Job;
struct Workload;

// The run times as loaded, before any transform. "overrun:kill" rewrites a
// job's run time (and its record) to the estimate, so this snapshot is the
// only way to tell afterwards which jobs were killed at their estimate,
// which jobs.csv reports as Batsim's COMPLETED_WALLTIME_REACHED.
class TraceRunTimes {
public:
    TraceRunTimes() = default;
    explicit TraceRunTimes(const Workload& loaded);

    // True if the job now runs shorter than the trace said.
    [[nodiscard]] bool cutShort(const Job& job) const;

private:
    std::unordered_map<std::int64_t, Time> m_byLine;  // source line -> run time
};

}  // namespace schedlab
