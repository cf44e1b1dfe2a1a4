#pragma once

#include "qos/FairQueue.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace schedlab {

// A FairQueue (Phosphorus D5.2, Varvarigos, Kokkinos et al., 2007, §2.3 and
// App. D) that lives for a whole run, keyed by the users of the workload,
// who are met one by one as their tasks arrive. FairQueue fixes its users
// and shares when it is built; this class gives it room for more users and,
// when that runs out (or a new user's share differs from the room's), builds
// a larger FairQueue and replays every enqueue and dequeue so far into it.
// The replay gives the same tags, virtual time and order: a user without
// queued tasks adds nothing to the active shares, and users keep their
// indices (first come, lowest), so the tie rule among users is unchanged.
class UserFairQueue {
public:
    // Room for this many users before the first replay, then twice the
    // users met: a replay is rare, and users without tasks cost nothing.
    static constexpr std::size_t kInitialRoom = 8;
    static constexpr double kSpareShare = 1; // the share of a job without one

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
    // How many times the queue was built again (for tests).
    [[nodiscard]] std::size_t rebuilds() const { return m_rebuilds; }

private:
    struct Operation {
        bool enqueue = true;
        std::size_t task = 0;
        std::size_t slot = 0;
        double work = 0;
        double time = 0;
    };

    [[nodiscard]] std::size_t slotOf(std::int32_t user, double share);
    void rebuild(std::vector<double> shares);

    FairQueue::VirtualTime m_mode;
    double m_capacity;
    std::vector<double> m_shares; // per slot: the users met, then spare room
    std::size_t m_used = 0;
    std::map<std::int32_t, std::size_t> m_slotOf;
    std::vector<Operation> m_log;
    FairQueue m_queue;
    std::size_t m_rebuilds = 0;
};

} // namespace schedlab
