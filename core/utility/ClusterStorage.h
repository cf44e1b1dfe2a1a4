#pragma once

#include "model/Types.h"

namespace schedlab {

class Platform;
class SchedulingContext;
struct Machine;

// The data side of a cluster in Vanderster (2008), ch. 6: its scratch disk,
// which a task occupies while it runs there (its input, or more if the way
// it runs says so), and its bandwidth to the storage holding the input,
// which sets how long moving the input takes (Machine::diskGB, bandwidthMBps).
// The engine charges the first transfer itself; policies that plan disk ask
// here, and time a move's transfer with DataTransfer::ticks.
class ClusterStorage {
public:
    static constexpr double kMBPerGB = 1024;  // as the thesis counts (sec. 6.3)

    // Whether any cluster has a disk limit: only then does disk constrain.
    [[nodiscard]] static bool limitsDisk(const Platform& platform);
    // The cluster's disk in MB; +infinity without a limit.
    [[nodiscard]] static double diskMB(const Machine& machine);
    // Its disk less what the tasks running on it now hold (JobRequest::diskMB).
    [[nodiscard]] static double freeDiskMB(const SchedulingContext& context, MachineIndex cluster);
};

}  // namespace schedlab
