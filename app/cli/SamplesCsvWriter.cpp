#include "SamplesCsvWriter.h"

#include "CsvWriter.h"
#include "NumberFormat.h"
#include "OutputFile.h"

#include "engine/SimulationResult.h"
#include "platform/Platform.h"

namespace schedlab {

namespace {

const std::string kBusyPrefix = "busy_";

}  // namespace

std::vector<std::string> SamplesCsvWriter::columns(const Platform& platform)
{
    std::vector<std::string> columns = {"time",         "busy_nodes",     "utilization",
                                        "queue_length", "running_jobs",   "completed_jobs",
                                        "awrt_so_far"};
    // The engine samples each machine only when there are several; one
    // machine's column would repeat busy_nodes.
    if (platform.machineCount() > 1) {
        for (const Machine& machine : platform.machines())
            columns.push_back(kBusyPrefix + machine.name);
    }
    return columns;
}

void SamplesCsvWriter::write(const Platform& platform, const SimulationResult& result,
                             std::ostream& out)
{
    const auto totalNodes = double(platform.totalNodes());
    CsvWriter csv(out);
    csv.writeRow(columns(platform));
    for (const TimeSample& sample : result.samples) {
        // Shortest exact form: a plotting tool reads back the very double.
        std::vector<std::string> row = {std::to_string(sample.time),
                                        std::to_string(sample.busyNodes),
                                        NumberFormat::shortest(double(sample.busyNodes) / totalNodes),
                                        std::to_string(sample.queueLength),
                                        std::to_string(sample.runningJobs),
                                        std::to_string(sample.completedJobs),
                                        NumberFormat::shortest(sample.awrtSoFar)};
        for (const int busy : sample.busyPerMachine)
            row.push_back(std::to_string(busy));
        csv.writeRow(row);
    }
}

void SamplesCsvWriter::writeFile(const Platform& platform, const SimulationResult& result,
                                 const std::string& path)
{
    OutputFile::write(path, [&](std::ostream& out) { write(platform, result, out); });
}

}  // namespace schedlab
