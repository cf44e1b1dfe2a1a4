#pragma once

#include "workload/Job.h"
#include "workload/LoadReport.h"
#include "workload/SwfHeader.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// A loaded trace: the jobs in submission order (ties in trace order), the
// header, the load report, and the transforms applied since loading, so a run
// can record exactly which workload it simulated.
struct Workload {
    std::string sourcePath;
    std::string sourceName;          // file name without directories
    SwfHeader header;
    LoadReport report;
    std::vector<Job> jobs;
    std::vector<std::string> transforms;  // canonical spec of each transform applied
    // Every Time of this workload (and of its runs) counts ticks of
    // 1 / ticksPerSecond seconds. SWF has whole seconds (1); a native trace
    // with fractions has 1,000 or 1,000,000 (ms or us). Integer ticks keep
    // runs exact and deterministic where floating-point times would not.
    std::int64_t ticksPerSecond = 1;

    [[nodiscard]] std::size_t size() const { return jobs.size(); }
    [[nodiscard]] bool empty() const { return jobs.empty(); }
};

}  // namespace schedlab
