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
    // Texts jobs refer to by index (Job::profileLabel, Job::metadataLabel),
    // each once, so that a million jobs of one profile keep one string.
    std::vector<std::string> labels;
    // Every Time of this workload (and of its runs) counts ticks of
    // 1 / ticksPerSecond seconds. SWF has whole seconds (1); a native trace
    // with fractions has 1,000 or 1,000,000 (ms or us). Integer ticks keep
    // runs exact and deterministic where floating-point times would not.
    std::int64_t ticksPerSecond = 1;

    [[nodiscard]] std::size_t size() const { return jobs.size(); }
    [[nodiscard]] bool empty() const { return jobs.empty(); }
    // The text of a label index, empty for -1 (or an index this workload
    // does not have).
    [[nodiscard]] const std::string& label(std::int32_t index) const
    {
        static const std::string kNone;
        return index >= 0 && static_cast<std::size_t>(index) < labels.size() ? labels[static_cast<std::size_t>(index)]
                                                                              : kNone;
    }
};

}  // namespace schedlab
