#include "workload/WorkloadFileWriter.h"

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

void WorkloadFileWriter::writeFile(const Workload& workload, const std::string& path)
{
    if (isNativeName(path)) {
        NativeWorkloadWriter::writeFile(workload, path);
        return;
    }
    if (path.ends_with(std::string(NativeWorkloadWriter::kFileSuffix) + std::string(kGzipSuffix)))
        throw TraceError("cannot write '" + path + "': SchedLab jobs files are written plain; name it ...jsonl "
                         "and gzip it afterwards if you like (traces are read either way)");
    if (workload.ticksPerSecond != 1)
        throw TraceError("cannot write '" + path + "' as SWF: its times count ticks of " +
                         DecimalSeconds::format(1, workload.ticksPerSecond) +
                         " s and SWF has whole seconds; name it ...jsonl to write SchedLab jobs");
    SwfWriter::writeFile(workload, path);
}

}  // namespace schedlab
