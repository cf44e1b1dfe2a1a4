#pragma once

#include "qos/FairQueue.h"
#include "qos/FluidCompletion.h"
#include "qos/MetaTask.h"

#include <string>
#include <vector>

namespace schedlab {

// The first phase of the two-phase meta-scheduler, Phosphorus D5.2
// (Varvarigos, Kokkinos et al., 2007), §2: the order in which a batch's
// tasks are assigned. Ties always go to the earlier arrival.
//  - fcfs: arrival order (with period 0, the on-line scheduler of §2.1);
//  - edf: ascending deadline D_i;
//  - llf: least length first, ascending workload w_i;
//  - sfto: ascending fair completion time t_i = delta_i + w_i / r_i with
//    r = MaxMin(X, C) (eq. 6, FairCompletionTime);
//  - afto: ascending adjusted fair completion time t_i^a (eqs. 7-8), a fluid
//    simulation on C (FluidCompletion, `afto-start`, `afto-rates`);
//  - wfq: by users, each a FIFO with its share, in WFQ or SCFQ finish-tag
//    order (§2.3, App. D, FairQueue), the batch's tasks queued at their
//    submission times.
// mmfs orders nothing here: MMFS places the whole batch at once (§2.1.7).
class TaskOrdering {
public:
    enum class Kind { Fcfs, Edf, Llf, Sfto, Afto, Wfq, Mmfs };

    struct Options {
        Kind kind = Kind::Fcfs;
        FluidCompletion::Start aftoStart = FluidCompletion::Start::Delta;
        FluidCompletion::Rates aftoRates = FluidCompletion::Rates::MaxMin;
        FairQueue::VirtualTime clock = FairQueue::VirtualTime::Wfq;
    };

    [[nodiscard]] static const std::vector<std::string>& names();
    [[nodiscard]] static Kind fromName(const std::string& name);

    // Positions into `tasks` in assignment order. `capacity` is C.
    [[nodiscard]] static std::vector<std::size_t> order(const std::vector<MetaTask>& tasks, double capacity,
                                                        const Options& options);

private:
    [[nodiscard]] static std::vector<std::size_t> byKey(const std::vector<MetaTask>& tasks,
                                                        const std::vector<double>& keys);
    [[nodiscard]] static std::vector<std::size_t> fairQueued(const std::vector<MetaTask>& tasks,
                                                             FairQueue::VirtualTime clock);
};

}  // namespace schedlab
