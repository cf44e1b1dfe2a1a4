#pragma once

#include <cstddef>
#include <deque>
#include <optional>
#include <vector>

namespace schedlab {

// Weighted fair queueing of tasks among users, Phosphorus D5.2 (Varvarigos,
// Kokkinos et al., 2007), §2.3 and App. D: a FIFO queue per user, whose
// share is the user's weight. A task arriving at a gets the tags
//   S = max(F of the user's previous task, V(a)),  F = S + w / share
// (F = 0 before a user's first task), and the queue serves the smallest F;
// ties go to the earlier arrival, then to the lower user index. The virtual
// time V is either
//  - WFQ: dV/dt = capacity / (sum of the shares of the users with tasks
//    queued), advancing in real time between events and standing still
//    while nothing is queued; with the default capacity 1 this is D5.2's
//    dV/dt = 1 / sum of shares, the capacity only turns work into time;
//  - SCFQ (self-clocked, used at the resources in D5.2 §3): V = the finish
//    tag of the task last started (dequeued).
// "Queued" means waiting here: a task leaves the sums when it is dequeued.
// Tasks are opaque indices; the queue never looks them up.
class FairQueue {
public:
    enum class VirtualTime { Wfq, Scfq };

    struct Entry {
        std::size_t task = 0;
        std::size_t user = 0;
        double work = 0;
        double arrival = 0;
        double start = 0;   // S
        double finish = 0;  // F
    };

    // One share (> 0) per user; `capacity` > 0 (std::invalid_argument else).
    FairQueue(std::vector<double> shares, VirtualTime mode, double capacity = 1);

    // Adds a user with `share` (> 0) and returns its index: a best-effort
    // task joining a GS_BE_EQUAL resource's queue as a temporary user (§3).
    std::size_t addUser(double share);
    // Lets a temporary user's slot serve a new one: its queue must be empty
    // (std::invalid_argument else), and its last finish tag is forgotten.
    void resetUser(std::size_t user);

    // Moves the clock to `time` (never backwards: std::invalid_argument),
    // advancing V under WFQ.
    void advanceTo(double time);
    // Queues `task` for `user` at `time` (advancing to it first) and returns
    // its tags.
    Entry enqueue(std::size_t task, std::size_t user, double work, double time);
    // The task to start at `time` (advancing to it first): the smallest
    // finish tag; nothing if no task is queued.
    std::optional<Entry> dequeue(double time);

    [[nodiscard]] double virtualTime() const { return m_virtual; }
    [[nodiscard]] double now() const { return m_now; }
    [[nodiscard]] std::size_t size() const { return m_size; }
    [[nodiscard]] bool empty() const { return m_size == 0; }
    [[nodiscard]] std::size_t queued(std::size_t user) const { return m_queues.at(user).size(); }

private:
    [[nodiscard]] double activeShares() const;

    std::vector<double> m_shares;
    VirtualTime m_mode;
    double m_capacity;
    std::vector<std::deque<Entry>> m_queues;  // per user, FIFO
    std::vector<double> m_lastFinish;         // per user: F of the last task queued
    double m_now = 0;
    double m_virtual = 0;
    std::size_t m_size = 0;
};

}  // namespace schedlab
