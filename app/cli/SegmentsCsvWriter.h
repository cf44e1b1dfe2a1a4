#pragma once

#include <string>
#include <vector>

namespace schedlab {

class Platform;
struct SimulationResult;
struct Workload;

// Every execution segment of every job that ran, one row each: what
// jobs.csv's one row per job cannot show for a job that was preempted,
// migrated, resized, retried after a fault or ran across machines
// (docs/cli.md, "--segments-out"). A job that ran once in one piece has one
// row, the same as its jobs.csv row.
class SegmentsCsvWriter {
public:
    [[nodiscard]] static const std::vector<std::string>& columns();
    static void write(const Workload& workload, const Platform& platform, const SimulationResult& result,
                      std::ostream& out);
    // Throws CliError (input) if the file cannot be written.
    static void writeFile(const Workload& workload, const Platform& platform, const SimulationResult& result,
                          const std::string& path);
};

}  // namespace schedlab
