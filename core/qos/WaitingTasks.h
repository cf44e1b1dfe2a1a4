#pragma once

#include "model/Types.h"
#include "qos/FairQueue.h"
#include "qos/MetaTask.h"
#include "qos/TaskOrdering.h"
#include "qos/UserFairQueue.h"

#include <cstddef>
#include <optional>
#include <set>
#include <tuple>
#include <unordered_map>

namespace schedlab {

// The meta-scheduler's own queue when it hands tasks out only as processors
// free (`dispatch = when-free`), as the WFQ meta-scheduler of Phosphorus
// D5.2 (Varvarigos, Kokkinos et al., 2007), §2.3 keeps its tasks in its
// per-user fair queue until a resource takes them. Tasks that find no idle
// processor stay here across batches, in the ordering's order:
//  - wfq: one FairQueue for the whole run (UserFairQueue), its virtual time
//    carried from batch to batch; the tasks join at their submission times
//    and leave in finish-tag order;
//  - edf: ascending absolute deadline (none last); fcfs: arrival; llf:
//    least work; ties by arrival.
// sfto, afto and mmfs are not supported: their keys are a batch's fair
// rates (eqs. 6-8) or a whole batch's placement (§2.1.7), which tasks
// waiting across batches do not share.
class WaitingTasks {
public:
    // `capacity` is C: under WFQ the virtual time follows the fluid
    // schedule of the whole platform (dV/dt = C / sum of active shares).
    WaitingTasks(TaskOrdering::Kind kind, FairQueue::VirtualTime clock, double capacity);

    [[nodiscard]] static bool supports(TaskOrdering::Kind kind);

    // Adds a task described at `now` (its deadline D_i relative to now).
    void add(const MetaTask& task, Time now);
    // The next task in order, removed, its deadline made relative to `now`;
    // nothing when none waits.
    [[nodiscard]] std::optional<MetaTask> next(Time now);
    // Forgets a task (withdrawn at its hard deadline); false if not here.
    bool remove(JobIndex job);

    [[nodiscard]] bool empty() const { return m_tasks.empty(); }
    [[nodiscard]] std::size_t size() const { return m_tasks.size(); }

private:
    struct Waiting {
        MetaTask task;
        double deadline = 0; // absolute, ticks; +infinity without one
    };
    using Key = std::tuple<double, std::size_t, JobIndex>; // key, arrival, job

    [[nodiscard]] Key keyOf(const Waiting& waiting) const;

    TaskOrdering::Kind m_kind;
    std::unordered_map<JobIndex, Waiting> m_tasks;
    std::set<Key> m_ordered;             // edf, fcfs, llf
    std::optional<UserFairQueue> m_fair; // wfq
};

} // namespace schedlab
