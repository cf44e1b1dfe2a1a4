#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace schedlab {

class Platform;
struct SimulationResult;

// The simulation's time series as CSV, one row per sample, for plotting in
// a spreadsheet, gnuplot or pandas: the same series the GUI's live charts
// draw. Samples are SimulationOptions' default step apart (about
// kDefaultSampleCount over the submission span, at least 1 s), from the
// first submission to the last event.
class SamplesCsvWriter {
public:
    // time, busy_nodes, utilization, queue_length, running_jobs,
    // completed_jobs, awrt_so_far, then busy_<machine> for each machine of a
    // multi-machine platform.
    [[nodiscard]] static std::vector<std::string> columns(const Platform& platform);
    static void write(const Platform& platform, const SimulationResult& result, std::ostream& out);
    // Throws CliError (input) if the file cannot be written.
    static void writeFile(const Platform& platform, const SimulationResult& result,
                          const std::string& path);
};

}  // namespace schedlab
