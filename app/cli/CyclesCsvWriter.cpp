#include "CyclesCsvWriter.h"

#include "CsvWriter.h"
#include "NumberFormat.h"
#include "OutputFile.h"

#include "engine/SimulationResult.h"

namespace schedlab {

void CyclesCsvWriter::write(const SimulationResult& result, std::ostream& out)
{
    CsvWriter csv(out);
    csv.writeRow({"time", "tasks", "ways", "solver_seconds"});
    for (const PolicyCycle& cycle : result.cycles)
        csv.writeRow({std::to_string(cycle.time), std::to_string(cycle.tasks), std::to_string(cycle.ways),
                      NumberFormat::shortest(cycle.solverSeconds)});
}

void CyclesCsvWriter::writeFile(const SimulationResult& result, const std::string& path)
{
    OutputFile::write(path, [&](std::ostream& out) { write(result, out); });
}

}  // namespace schedlab
