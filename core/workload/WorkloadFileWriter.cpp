#include "workload/WorkloadFileWriter.h"

#include "workload/BatsimWorkloadWriter.h"
#include "workload/DecimalSeconds.h"
#include "workload/NativeWorkloadWriter.h"
#include "workload/SwfReader.h"
#include "workload/SwfWriter.h"

#include <string_view>

namespace schedlab {

namespace {

constexpr std::string_view kGzipSuffix = ".gz";

}  // namespace

bool WorkloadFileWriter::isNativeName(const std::string& path)
{
    return path.ends_with(NativeWorkloadWriter::kFileSuffix);
}

bool WorkloadFileWriter::isBatsimName(const std::string& path)
{
    return path.ends_with(BatsimWorkloadWriter::kFileSuffix);
}

void WorkloadFileWriter::writeFile(const Workload& workload, const std::string& path)
{
    if (isNativeName(path)) {
        NativeWorkloadWriter::writeFile(workload, path);
        return;
    }
    if (isBatsimName(path)) {
        BatsimWorkloadWriter::writeFile(workload, path);
        return;
    }
    for (const std::string_view suffix : {NativeWorkloadWriter::kFileSuffix, BatsimWorkloadWriter::kFileSuffix})
        if (path.ends_with(std::string(suffix) + std::string(kGzipSuffix)))
            throw TraceError("cannot write '" + path + "': JSON workloads are written plain; name it ..." +
                             std::string(suffix).substr(1) +
                             " and gzip it afterwards if you like (traces are read either way)");
    if (workload.ticksPerSecond != 1)
        throw TraceError("cannot write '" + path + "' as SWF: its times count ticks of " +
                         DecimalSeconds::format(1, workload.ticksPerSecond) +
                         " s and SWF has whole seconds; name it ...jsonl to write SchedLab jobs, or ...json "
                         "for Batsim");
    SwfWriter::writeFile(workload, path);
}

}  // namespace schedlab
