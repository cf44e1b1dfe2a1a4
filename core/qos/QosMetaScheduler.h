#pragma once

#include "engine/Policy.h"
#include "policies/PolicyInfo.h"
#include "qos/MetaTask.h"
#include "qos/ProcessorTimeline.h"
#include "qos/TaskAssignment.h"
#include "qos/TaskOrdering.h"
#include "qos/WaitingTasks.h"

#include <map>
#include <optional>
#include <set>
#include <unordered_map>
#include <vector>

namespace schedlab {

// `qos-meta`: the two-phase periodic meta-scheduler of Phosphorus D5.2
// (Varvarigos, Kokkinos et al., 2007), §2. Every node of every machine is a
// processor of capacity c_j = the machine's speed, and a task takes one
// whole processor. Tasks submitted during a period P are collected; at each
// multiple of P the batch is ordered (TaskOrdering) and its tasks assigned
// one by one (TaskAssignment), or all at once by MMFS (§2.1.7-2.1.9,
// App. C). An assigned task is reserved on its processor's timeline
// (ProcessorTimeline), and each processor runs its plan in order as soon as
// it is free: a local FCFS queue per processor. Period 0 is the on-line
// scheduler: each instant's arrivals form a batch at once (with fcfs, the
// on-line case of §2.1).
// With `dispatch = when-free` nothing is planned ahead: the ordered tasks
// wait in the scheduler's own queue (WaitingTasks; for wfq one fair queue
// for the whole run, as the WFQ meta-scheduler of §2.3 keeps its tasks) and
// at each batch instant the next ones start on the processors idle then,
// chosen by the assignment rule among them.
class QosMetaScheduler final : public Policy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit QosMetaScheduler(const Parameters& parameters);

    void prepare(const Platform& platform) override;
    // A task uses one whole CPU (D5.2 §2.1): wider jobs are refused.
    [[nodiscard]] int widestRunnableJob(const Platform& platform) const override;
    [[nodiscard]] bool handlesWithdrawnJobs() const override { return true; }
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;

private:
    struct Pending {
        JobIndex job = kNoJob;
        std::size_t arrival = 0;
    };

    void forget(JobIndex job, bool ended);
    void runBatch(SchedulingContext& context);
    [[nodiscard]] std::vector<MetaTask> describe(const SchedulingContext& context) const;
    void assignInOrder(SchedulingContext& context, const std::vector<MetaTask>& tasks);
    void assignByMmfs(SchedulingContext& context, const std::vector<MetaTask>& tasks);
    void dispatchWhenFree(SchedulingContext& context);
    void place(SchedulingContext& context, const MetaTask& task, std::size_t processor);
    // A refused task (reject-infeasible, refused = reapply) re-applies when
    // the last feasibly assigned task is planned to complete (D5.2 §2.1):
    // at once when that is now, else at a timer, as a task of a later batch.
    void reapplyRefused(SchedulingContext& context);
    void reapplyDue(Time now);
    void startReady(SchedulingContext& context);
    // d_ij: ticks the job's input takes over the (equal) links.
    [[nodiscard]] Time inputTicks(const JobRequest& request) const;
    // Whether a batch is due: tasks were collected, or (when-free) tasks
    // wait and a processor is idle.
    [[nodiscard]] bool batchDue() const;
    // Per processor: nothing runs or is planned there.
    [[nodiscard]] std::vector<bool> idleProcessors() const;

    TaskOrdering::Options m_ordering;
    TaskAssignment::Rule m_assignment = TaskAssignment::Rule::Ect;
    bool m_gapFilling = false;
    bool m_rejectInfeasible = false;
    bool m_reapply = true;  // refused = reapply (else a refused task is rejected)
    bool m_whenFree = false;  // dispatch = when-free
    Time m_period = 0;  // ticks; 0 = on-line
    double m_linkMBps = 0;  // every link's bandwidth; 0: inputs arrive at once
    std::int64_t m_ticksPerSecond = 1;
    std::set<Time> m_readyTimers;  // set for inputs still arriving, not yet passed
    std::vector<MetaProcessor> m_processors;
    std::vector<ProcessorTimeline> m_timelines;
    double m_capacity = 0;  // C
    std::vector<Pending> m_pending;  // collected this period, in arrival order
    std::size_t m_arrivals = 0;
    std::unordered_map<JobIndex, std::size_t> m_processorOf;  // planned or running
    // mmfs: the fair rate a task holds on its processor, until its fair
    // completion time (the fluid schedule's end of the task, §2.1.9).
    struct Held {
        std::size_t processor = 0;
        double rate = 0;
        Time until = 0;
    };
    std::map<JobIndex, Held> m_rateOf;
    Time m_nextBatch = kNoTime;
    // Refused tasks: when they re-apply, and the feasibly assigned task
    // planned to complete last when they were refused. A re-applied task
    // is assigned without the feasibility test and starts as Reapplied.
    struct Refusal {
        Pending pending;
        Time due = 0;
        JobIndex after = kNoJob;
    };
    std::vector<Refusal> m_refusedNow;   // in the batch being assigned
    std::vector<Refusal> m_refusedLater;  // waiting for their time
    std::map<JobIndex, Refusal> m_reapplied;  // re-applied, not started yet
    Time m_lastFeasibleEnd = 0;
    JobIndex m_lastFeasibleJob = kNoJob;
    Time m_reapplyTimer = kNoTime;  // the latest re-application timer set
    std::optional<WaitingTasks> m_waiting;  // when-free only
};

}  // namespace schedlab
