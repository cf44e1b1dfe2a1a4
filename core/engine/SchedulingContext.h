#pragma once

#include "engine/JobRequest.h"
#include "engine/PolicyCycle.h"
#include "engine/StartReason.h"
#include "model/NodeSet.h"
#include "model/Types.h"
#include "platform/Platform.h"

#include <cstdint>
#include <span>
#include <utility>

namespace schedlab {

// The narrow window through which a policy sees the system and states its
// decisions. Decisions take effect at once, so later queries in the same pass
// already see them (a started job's nodes are no longer free).
// An impossible decision (too few free nodes, resuming a job whose nodes are
// taken, ...) throws SimulationError naming the policy, job and time: it is a
// bug in the policy, never something to work around silently.
class SchedulingContext {
public:
    virtual ~SchedulingContext() = default;

    // --- What the policy may look at
    [[nodiscard]] virtual Time now() const = 0;
    [[nodiscard]] virtual const Platform& platform() const = 0;
    [[nodiscard]] virtual const JobRequest& request(JobIndex job) const = 0;
    // Every job's request, indexed by JobIndex, as request() gives it: for
    // loops over a long queue, where a virtual call per job was a sixth of
    // EASY's time on CTC with 256 nodes.
    [[nodiscard]] virtual std::span<const JobRequest> requests() const = 0;
    [[nodiscard]] virtual int freeNodes(MachineIndex machine) const = 0;
    // Running jobs on a machine, ordered by estimated end, then by start order.
    // A job that has run past its estimate is listed first with its stale
    // estimated end; policies treat it as ending at the next instant.
    [[nodiscard]] virtual std::span<const RunningJob> running(MachineIndex machine) const = 0;
    [[nodiscard]] virtual const NodeSet& allocation(JobIndex job) const = 0;
    // Remaining execution time of a preempted job (by its estimate), with
    // any input transfer still to finish.
    [[nodiscard]] virtual Time remainingEstimate(JobIndex job) const = 0;
    // The part of a started job's remaining time (remainingEstimate, or
    // estimatedEnd - now while it runs) that still moves its input: a job
    // moves its data first, then computes (Vanderster 2008, ch. 6).
    [[nodiscard]] virtual Time remainingTransfer(JobIndex job) const = 0;

    // --- Decisions
    // Start on `machine`, on its lowest-numbered free nodes.
    virtual void start(JobIndex job, MachineIndex machine, StartReason reason) = 0;
    // Start on explicit nodes, possibly on several machines (multi-site). The
    // run time is multiplied by `overheadFactor` (1 + p for multi-site jobs).
    virtual void startOn(JobIndex job, const NodeSet& nodes, StartReason reason,
                         double overheadFactor = 1.0) = 0;
    // Start the job in the way its option `option` describes (its width,
    // length and machine; JobRequest::options) on the lowest-numbered free
    // nodes of `machine`, which must be the option's machine if it names one.
    virtual void startOption(JobIndex job, std::size_t option, MachineIndex machine, StartReason reason) = 0;
    // Stop a running job; its nodes become free, its remaining work is kept.
    virtual void preempt(JobIndex job) = 0;
    // Continue a preempted job on exactly the nodes it had. `penalty` seconds
    // are added to its remaining time (the switch cost, spec 4.6 `s`).
    virtual void resume(JobIndex job, Time penalty = 0) = 0;
    // Continue a preempted job elsewhere (Vanderster 2008, ch. 4-5: checkpoint
    // and migrate): on `nodes`, all on one machine, of any width (a replicated
    // job: a multiple of its copies). Its remaining work is carried over
    // (ExecutionRate) and `overhead` is paid at the new start, e.g. moving
    // its input to the new machine.
    virtual void migrate(JobIndex job, const NodeSet& nodes, Time overhead, StartReason reason) = 0;
    // migrate() onto the `width` lowest-numbered free nodes of `machine`.
    virtual void migrateOn(JobIndex job, MachineIndex machine, int width, Time overhead, StartReason reason) = 0;
    // Refuse a waiting job at admission (Phosphorus D5.2, 2007: a best-effort
    // task that cannot be served). It never runs; its end state is Rejected.
    virtual void reject(JobIndex job) = 0;
    // Give up a waiting, preempted or running job, e.g. because it can no
    // longer meet its deadline. A running job's nodes become free at once.
    virtual void drop(JobIndex job) = 0;
    // Ask to be called at `at` (> now) with `tag` in SchedulingEvents::timers.
    virtual void setTimer(Time at, std::uint64_t tag) = 0;

    // --- What the policy tells the observer
    // A periodic allocation has been made (for the live charts); changes
    // nothing in the run.
    virtual void reportCycle(const PolicyCycle& cycle) { (void)cycle; }
};

}  // namespace schedlab
