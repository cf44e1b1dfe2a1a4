#include "run/Trace.h"

#include "run/GeneratedTrace.h"
#include "util/Sha256.h"
#include "workload/Workload.h"
#include "workload/WorkloadFileReader.h"

namespace schedlab {

std::shared_ptr<const Trace> Trace::load(const std::string& path, LoadOptions options)
{
    if (GeneratedTrace::isSpec(path))
        return GeneratedTrace::load(path);
    auto workload = std::make_shared<const Workload>(WorkloadFileReader(options).readFile(path));
    return fromWorkload(std::move(workload), path, Sha256::hexOfFile(path));
}

std::shared_ptr<const Trace> Trace::fromWorkload(std::shared_ptr<const Workload> workload, std::string path,
                                                 std::string sha256)
{
    auto trace = std::make_shared<Trace>();
    trace->summary = TraceSummary::of(*workload);
    trace->workload = std::move(workload);
    trace->path = std::move(path);
    trace->sha256 = std::move(sha256);
    return trace;
}

}  // namespace schedlab
