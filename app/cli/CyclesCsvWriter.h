#pragma once

#include <ostream>
#include <string>

namespace schedlab {

struct SimulationResult;

// The policy's periodic allocations as CSV, one row per cycle (the utility
// policy's knapsack, Vanderster 2008, sec. 4.3): the series the workbench's
// live charts draw as "Solver time per cycle". Columns: time (ticks),
// tasks, ways (the options offered to the solver), solver_seconds. A
// policy without cycles gives the header alone.
class CyclesCsvWriter {
public:
    static void write(const SimulationResult& result, std::ostream& out);
    // Throws CliError (input) if the file cannot be written.
    static void writeFile(const SimulationResult& result, const std::string& path);
};

}  // namespace schedlab
