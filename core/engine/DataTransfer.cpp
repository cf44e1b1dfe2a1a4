#include "engine/DataTransfer.h"

#include "platform/Platform.h"
#include "workload/Job.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

Time DataTransfer::time(const Platform& platform, const Job& job, const NodeSet& nodes, std::int64_t ticksPerSecond)
{
    const double megabytes = job.inputMB + job.outputMB;
    if (megabytes <= 0)
        return 0;  // every SWF job: no platform lookup on the common path
    double bandwidth = 0;
    for (const MachineShare& share : platform.nodesPerMachine(nodes)) {
        const double b = platform.machine(share.machine).bandwidthMBps;
        if (b > 0)
            bandwidth = bandwidth == 0 ? b : std::min(bandwidth, b);
    }
    if (bandwidth <= 0)
        return 0;  // the machines move data without cost
    return Time(std::ceil(megabytes / bandwidth * double(ticksPerSecond)));
}

}  // namespace schedlab
