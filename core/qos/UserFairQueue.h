#pragma once

#include "qos/FairQueue.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>

namespace schedlab {

// A FairQueue (Phosphorus D5.2, Varvarigos, Kokkinos et al., 2007, §2.3 and
// App. D) that lives for a whole run, keyed by the users of the workload,
// who are met one by one as their tasks arrive: a user joins the queue
// (FairQueue::addUser) with the share of its first task. Users keep their
// indices (first come, lowest), so the tie rule among users is the one of a
// queue that knew them all from the start.
class UserFairQueue {
public:
    // `capacity` as in FairQueue: the rate at which the queued users' work
    // is served, which V advances by under WFQ.
    UserFairQueue(FairQueue::VirtualTime mode, double capacity);

    // Queues `task` for `user` at `time` (not before now()); a user's share
    // is the one given with its first task.
    FairQueue::Entry enqueue(std::size_t task, std::int32_t user, double share, double work, double time);
    // The task with the smallest finish tag at `time`; nothing if none.
    std::optional<FairQueue::Entry> dequeue(double time);

    [[nodiscard]] bool empty() const { return m_queue.empty(); }
    [[nodiscard]] std::size_t size() const { return m_queue.size(); }
    [[nodiscard]] double now() const { return m_queue.now(); }
    [[nodiscard]] double virtualTime() const { return m_queue.virtualTime(); }
    [[nodiscard]] std::size_t users() const { return m_slotOf.size(); }

private:
    FairQueue m_queue;
    std::map<std::int32_t, std::size_t> m_slotOf;
};

} // namespace schedlab
