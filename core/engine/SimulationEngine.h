#pragma once

#include "engine/ExecutionRate.h"
#include "engine/JobRequest.h"
#include "engine/NodePool.h"
#include "engine/SampleGrid.h"
#include "engine/SchedulingContext.h"
#include "engine/SegmentBudget.h"
#include "engine/SimulationResult.h"
#include "engine/Simulator.h"

#include <cstdint>
#include <queue>
#include <string>
#include <vector>

namespace schedlab {

class Policy;
struct Job;
class SimulationObserver;
struct Workload;

// The discrete-event loop behind simulate(). It owns all mutable state of one
// run, so runs on different threads share nothing.
//
// Order within one instant (Yahyapour (2002), ch. 2): completions, then
// submissions, then hard deadlines, then timers, then one scheduling pass.
// A job that completes exactly at its hard deadline has met it. A job of zero length
// started in that pass completes at the same instant, which the loop handles
// as a new round of events at that instant.
class SimulationEngine final : public SchedulingContext {
public:
    SimulationEngine(const Workload& workload, const Platform& platform, Policy& policy,
                     const SimulationOptions& options, SimulationObserver* observer);

    SimulationResult run();

    // SchedulingContext
    [[nodiscard]] Time now() const override { return m_now; }
    [[nodiscard]] const Platform& platform() const override { return m_platform; }
    [[nodiscard]] const JobRequest& request(JobIndex job) const override;
    [[nodiscard]] std::span<const JobRequest> requests() const override { return m_requests; }
    [[nodiscard]] int freeNodes(MachineIndex machine) const override;
    [[nodiscard]] std::span<const RunningJob> running(MachineIndex machine) const override;
    [[nodiscard]] const NodeSet& allocation(JobIndex job) const override;
    [[nodiscard]] Time remainingEstimate(JobIndex job) const override;
    [[nodiscard]] Time remainingTransfer(JobIndex job) const override;
    void start(JobIndex job, MachineIndex machine, StartReason reason) override;
    void startOn(JobIndex job, const NodeSet& nodes, StartReason reason,
                 double overheadFactor) override;
    void startOption(JobIndex job, std::size_t option, MachineIndex machine, StartReason reason) override;
    void preempt(JobIndex job) override;
    void resume(JobIndex job, Time penalty) override;
    void migrate(JobIndex job, const NodeSet& nodes, Time overhead, StartReason reason) override;
    void migrateOn(JobIndex job, MachineIndex machine, int width, Time overhead, StartReason reason) override;
    void reject(JobIndex job) override;
    void drop(JobIndex job) override;
    void setTimer(Time at, std::uint64_t tag) override;
    void reportCycle(const PolicyCycle& cycle) override;

private:
    enum class State : std::uint8_t { Future, Waiting, Running, Preempted, Done };

    // Mutable per-job bookkeeping that the result does not need to keep.
    struct JobState {
        State state = State::Future;
        Time segmentStart = 0;
        Time remaining = 0;           // execution time still to do
        Time remainingEstimate = 0;   // what the policy believes is left
        std::uint32_t generation = 0; // invalidates completion events on preemption
        std::uint64_t startSequence = 0;
        Time faultIn = kNoFault;      // execution left before its fault (FaultDraw)
        Time segmentOverhead = 0;     // paid at the start of the current segment
        // Of the data transfer and overheads paid before the work, what is
        // not done yet: a move to other nodes drops it (it starts over there).
        Time overheadLeft = 0;
        bool segmentMigrated = false; // the current segment began with a migration
        Recovery recovery = Recovery::None;
        std::uint8_t copies = 1;      // 2 while a replicated job runs both copies
    };
    static constexpr Time kNoFault = -1;

    // A planned completion, or (fault) the instant a running job's fault strikes.
    struct Completion {
        Time time;
        JobIndex job;
        std::uint32_t generation;
        bool fault = false;
        // Min-heap on (time, job index): deterministic order within an instant.
        friend bool operator>(const Completion& a, const Completion& b)
        {
            return a.time != b.time ? a.time > b.time : a.job > b.job;
        }
    };

    struct Deadline {
        Time time;
        JobIndex job;
        friend bool operator>(const Deadline& a, const Deadline& b)
        {
            return a.time != b.time ? a.time > b.time : a.job > b.job;
        }
    };

    struct Timer {
        Time time;
        std::uint64_t sequence;
        std::uint64_t tag;
        friend bool operator>(const Timer& a, const Timer& b)
        {
            return a.time != b.time ? a.time > b.time : a.sequence > b.sequence;
        }
    };

    Time nextEventTime() const;
    void collectCompletions();
    void collectSubmissions();
    void collectDeadlines();
    void collectTimers();
    void runSchedulingPass();
    void emitSamplesBefore(Time time);
    void reportProgress();

    void requireState(JobIndex job, State expected, const char* action) const;
    [[nodiscard]] double slowestSpeed(const NodeSet& nodes) const;
    [[nodiscard]] static Time scaled(Time duration, double factor, double speed);
    void beginSegment(JobIndex job);
    void continueSegment(JobIndex job, Time overhead);
    void planEnd(JobIndex job);
    void strike(JobIndex job);
    void shedReplica(JobIndex job);
    // The whole execution time (or estimate) of the job's shape on its nodes, whose slowest speed is `speed`.
    [[nodiscard]] Time freshRequirement(JobIndex job, bool estimate, double speed) const;
    [[nodiscard]] ExecutionRate rateOf(JobIndex job) const;
    MachineIndex checkFreeNodes(JobIndex job, const NodeSet& nodes, bool& multiSite) const;
    void keepSegmentNodes(JobIndex job);
    void startWidth(JobIndex job, MachineIndex machine, int width, StartReason reason);
    void endSegment(JobIndex job);
    void stopRunning(JobIndex job);
    void finish(JobIndex job, EndState state);
    State removeUnfinished(JobIndex job, EndState state);
    void addToRunningLists(JobIndex job);
    void removeFromRunningLists(JobIndex job);
    template <typename Visit>
    void forEachMachinePart(const NodeSet& nodes, Visit&& visit) const;
    void occupyNodes(const NodeSet& nodes);
    void releaseNodes(const NodeSet& nodes);
    [[noreturn]] void fail(JobIndex job, const std::string& what) const;
    void record(ScheduleEvent::Kind kind, JobIndex job, StartReason reason = {});

    const Workload& m_workload;
    const Platform& m_platform;
    Policy& m_policy;
    SimulationOptions m_options;
    SimulationObserver* m_observer;
    bool m_oracle;  // the policy plans with run times (Policy::plansWithRunTimes)

    std::vector<JobRequest> m_requests;
    std::vector<JobState> m_states;
    std::vector<NodePool> m_pools;
    std::vector<std::vector<RunningJob>> m_running;  // per machine, by estimated end
    std::priority_queue<Completion, std::vector<Completion>, std::greater<>> m_completions;
    std::priority_queue<Timer, std::vector<Timer>, std::greater<>> m_timers;
    std::priority_queue<Deadline, std::vector<Deadline>, std::greater<>> m_hardDeadlines;

    SimulationResult m_result;
    Time m_now = 0;
    std::size_t m_nextSubmission = 0;
    std::uint64_t m_sequence = 0;
    std::int64_t m_waiting = 0;
    std::int64_t m_runningCount = 0;
    std::int64_t m_completed = 0;   // jobs that ended, in any EndState
    Time m_lastCompletion = 0;
    int m_busyNodes = 0;
    double m_weightedResponseSum = 0;
    double m_weightSum = 0;
    SampleGrid m_samples;
    std::int64_t m_eventsSinceProgress = 0;
    SegmentBudget m_segments;

    // Reused buffers for the events of one instant.
    std::vector<JobIndex> m_completedNow;
    std::vector<JobIndex> m_submittedNow;
    std::vector<JobIndex> m_withdrawnNow;
    std::vector<std::uint64_t> m_timersNow;
    std::vector<int> m_nodesPerMachine;
};

}  // namespace schedlab
