#pragma once

#include <ostream>
#include <string>
#include <vector>

namespace schedlab {

class Platform;
struct SimulationResult;
struct Workload;

// One row per job in Batsim's jobs.csv layout, so evalys and other Batsim
// tools read our schedules; our own columns follow Batsim's. Times are
// seconds on the trace's own clock. "profile" is the job's Batsim profile
// (BatsimProfileNames: the name a Batsim workload gave, else the run time,
// as in a workload `transform --out X.json` writes); "metadata" is the
// Batsim job's own, empty for other traces.
class JobsCsvWriter {
public:
    [[nodiscard]] static const std::vector<std::string>& columns();
    // A job overrun:kill cut (Job::killedAtEstimate) ends in Batsim's
    // COMPLETED_WALLTIME_REACHED.
    static void write(const Workload& workload, const Platform& platform,
                      const SimulationResult& result, std::ostream& out);
    // Throws CliError (input) if the file cannot be written.
    static void writeFile(const Workload& workload, const Platform& platform,
                          const SimulationResult& result, const std::string& path);
};

}  // namespace schedlab
