#include "SegmentsCsvWriter.h"

#include "CsvWriter.h"
#include "OutputFile.h"

#include "engine/SimulationResult.h"
#include "platform/Platform.h"
#include "workload/DecimalSeconds.h"
#include "workload/Workload.h"

#include <ostream>

namespace schedlab {

namespace {

const std::string kMultiSite = "multi-site";

// The machine a segment ran on, or "multi-site" when it spanned several.
std::string machineOf(const Platform& platform, const NodeSet& nodes)
{
    const std::vector<MachineShare> shares = platform.nodesPerMachine(nodes);
    return shares.size() == 1 ? platform.machine(shares.front().machine).name : kMultiSite;
}

std::string flag(bool value)
{
    return value ? "1" : "0";
}

}  // namespace

const std::vector<std::string>& SegmentsCsvWriter::columns()
{
    static const std::vector<std::string> kColumns = {"job_id",  "segment",  "starting_time", "finish_time",
                                                      "allocated_resources", "machine", "overhead", "faulted",
                                                      "migrated"};
    return kColumns;
}

void SegmentsCsvWriter::write(const Workload& workload, const Platform& platform, const SimulationResult& result,
                              std::ostream& out)
{
    CsvWriter csv(out);
    csv.writeRow(columns());
    const auto seconds = [&](Time ticks) { return DecimalSeconds::format(ticks, workload.ticksPerSecond); };
    for (std::size_t i = 0; i < workload.jobs.size() && i < result.jobs.size(); ++i) {
        const JobOutcome& outcome = result.jobs[i];
        for (std::size_t s = 0; s < outcome.segments.size(); ++s) {
            const Segment& segment = outcome.segments[s];
            const NodeSet& nodes = outcome.segmentNodes(segment);
            csv.writeRow({std::to_string(workload.jobs[i].id), std::to_string(s + 1), seconds(segment.start),
                          seconds(segment.end), nodes.toString(), machineOf(platform, nodes),
                          seconds(segment.overhead), flag(segment.faulted), flag(segment.migrated)});
        }
    }
}

void SegmentsCsvWriter::writeFile(const Workload& workload, const Platform& platform,
                                  const SimulationResult& result, const std::string& path)
{
    OutputFile::write(path, [&](std::ostream& out) { write(workload, platform, result, out); });
}

}  // namespace schedlab
