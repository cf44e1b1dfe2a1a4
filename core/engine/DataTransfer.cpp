#include "engine/DataTransfer.h"

#include "platform/Platform.h"
#include "workload/Job.h"

#include <algorithm>
#include <cmath>
#include <vector>

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
    return ticks(megabytes, bandwidth, ticksPerSecond);
}

Time DataTransfer::ticks(double megabytes, double bandwidthMBps, std::int64_t ticksPerSecond)
{
    if (megabytes <= 0 || bandwidthMBps <= 0)
        return 0;  // no data, or a machine that moves data without cost
    return Time(std::ceil(megabytes / bandwidthMBps * double(ticksPerSecond)));
}

bool DataTransfer::changesMachine(const Platform& platform, const NodeSet& from, const NodeSet& to)
{
    const auto machines = [&](const NodeSet& nodes) {
        std::vector<MachineIndex> list;
        for (const MachineShare& share : platform.nodesPerMachine(nodes))
            list.push_back(share.machine);
        return list;
    };
    return machines(from) != machines(to);
}

}  // namespace schedlab
