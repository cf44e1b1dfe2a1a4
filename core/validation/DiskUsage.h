#pragma once

#include <string>
#include <vector>

namespace schedlab {

class Platform;
struct SimulationResult;
struct Workload;

// The validator's disk rule (Vanderster (2008), ch. 6): while a job runs
// on a machine with a disk limit (Machine::diskGB), it holds its disk there
// (Job::diskMB: its input, or its option's disk_mb if more), and what the
// jobs there hold never adds up to more than the disk. A preempted job holds
// no disk.
class DiskUsage {
public:
    // One message per machine that was overfull, at the first instant it
    // was, naming the jobs on its disk then; empty when no machine has a
    // limit or none was exceeded.
    [[nodiscard]] static std::vector<std::string> problems(const Workload& workload, const Platform& platform,
                                                           const SimulationResult& result);
};

}  // namespace schedlab
