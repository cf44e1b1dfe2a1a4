#pragma once

#include "model/Types.h"
#include "qos/FairQueue.h"
#include "qos/QosResourceType.h"

#include <cstddef>
#include <deque>
#include <optional>
#include <unordered_map>
#include <vector>

namespace schedlab {

// The local queue of one resource in the guaranteed-service framework of
// Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §3, by its type:
// guaranteed tasks wait in a self-clocked fair queue (SCFQ, as the
// deliverable's simulations use at resources) among the registered users,
// best-effort tasks in a FCFS queue; GS_BE_EQUAL puts a best-effort task
// into the fair queue as a temporary user of weight 1 instead, and
// GS_BE_PRIORITY serves the fair queue strictly first. Work is in MI,
// times in seconds. A task withdrawn while it waits is skipped.
class GsBeLocalQueue {
public:
    explicit GsBeLocalQueue(QosResourceType type);

    // A user registered here with weight `share`; its slot, which
    // pushGuaranteed names.
    std::size_t addGuaranteedUser(double share) { return m_fair.addUser(share); }

    [[nodiscard]] QosResourceType type() const { return m_type; }

    void pushGuaranteed(JobIndex job, std::size_t userSlot, double work, double now);
    // A best-effort task; on GS_BE_EQUAL it joins the fair queue as a
    // temporary user (the caller checks the admission first).
    void pushBestEffort(JobIndex job, double work, double now);
    // A preempted best-effort task goes back to the head of its queue.
    void pushPreempted(JobIndex job, double remainingWork);
    // The task to start next, removed from the queue; nothing if none waits.
    [[nodiscard]] std::optional<JobIndex> next(double now);
    // Whether a guaranteed task waits (GS_BE_PRIORITY preempts for it).
    [[nodiscard]] bool guaranteedWaiting() const { return m_guaranteedWaiting > 0; }
    // Removes a waiting task; returns whether it was here.
    bool remove(JobIndex job);
    // A temporary user's task has ended: its slot may serve another.
    void temporaryEnded(JobIndex job);
    // The work of the tasks waiting here, MI.
    [[nodiscard]] double queuedWork() const { return m_queuedWork; }
    [[nodiscard]] bool empty() const { return m_waiting.empty(); }

private:
    struct Waiting {
        double work = 0;
        bool guaranteed = false;
    };
    [[nodiscard]] std::optional<JobIndex> takeFair(double now);
    [[nodiscard]] std::optional<JobIndex> takeFcfs();
    void taken(JobIndex job);

    QosResourceType m_type;
    FairQueue m_fair;
    std::deque<JobIndex> m_fcfs;
    std::unordered_map<JobIndex, Waiting> m_waiting;  // every task still queued
    std::unordered_map<JobIndex, std::size_t> m_temporarySlot;
    std::vector<std::size_t> m_freeSlots;  // temporary users' slots to reuse
    std::size_t m_guaranteedWaiting = 0;
    double m_queuedWork = 0;
};

}  // namespace schedlab
