#include "utility/ClusterStorage.h"

#include "engine/SchedulingContext.h"
#include "platform/Platform.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace schedlab {

bool ClusterStorage::limitsDisk(const Platform& platform)
{
    return std::ranges::any_of(platform.machines(), [](const Machine& m) { return m.diskGB > 0; });
}

double ClusterStorage::diskMB(const Machine& machine)
{
    return machine.diskGB > 0 ? machine.diskGB * kMBPerGB : std::numeric_limits<double>::infinity();
}

double ClusterStorage::freeDiskMB(const SchedulingContext& context, MachineIndex cluster)
{
    double free = diskMB(context.platform().machine(cluster));
    if (std::isinf(free))
        return free;
    for (const RunningJob& running : context.running(cluster))
        free -= context.request(running.job).diskMB(running.option);
    return free;
}

}  // namespace schedlab
