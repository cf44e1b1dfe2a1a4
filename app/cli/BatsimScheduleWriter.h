#pragma once

#include <string>
#include <vector>

namespace schedlab {

class Platform;
struct SimulationResult;
struct Workload;

// Batsim's schedule summary (the out_schedule.csv beside its out_jobs.csv):
// a header and one row of whole-run figures, in Batsim's column names and
// with Batsim's definitions (docs/cli.md, "Batsim's schedule summary"), so
// that evalys and scripts written for Batsim read SchedLab's runs next to
// jobs.csv. Energy and machine switching are not simulated: their columns
// are 0. Times are seconds on the trace's own clock.
class BatsimScheduleWriter {
public:
    [[nodiscard]] static const std::vector<std::string>& columns();
    [[nodiscard]] static std::vector<std::string> values(const Workload& workload, const Platform& platform,
                                                         const SimulationResult& result);
    // Throws CliError (input) if the file cannot be written.
    static void writeFile(const Workload& workload, const Platform& platform, const SimulationResult& result,
                          const std::string& path);
};

}  // namespace schedlab
