#pragma once

#include "workload/Job.h"
#include "workload/LoadReport.h"
#include "workload/SwfHeader.h"

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

    [[nodiscard]] std::size_t size() const { return jobs.size(); }
    [[nodiscard]] bool empty() const { return jobs.empty(); }
};

}  // namespace schedlab
