#pragma once

#include "engine/Policy.h"
#include "knapsack/MmkpProblem.h"
#include "policies/PolicyInfo.h"
#include "utility/UtilityForm.h"

#include <vector>

namespace schedlab {

// Utility-driven allocation, UM and UM+BF (Vanderster 2008, ch. 4-5).
// Every period tau, at c x tau, all waiting and running tasks are
// candidates: each way a task can run (each of its options on each cluster
// that fits it) gets a utility (UtilityForm), and the multichoice knapsack
// over the clusters' processors (MmkpSolver) picks at most one way per task.
// A running task whose way is picked again runs on; one picked another way is
// checkpointed and continued there (migrated or resized, its work carried
// over, without overhead as in ch. 4); one not picked is preempted; waiting
// tasks picked start. Processors freed between cycles stay idle under UM;
// UM+BF (backfill) starts waiting tasks on them in arrival order, at their
// requested width on the first cluster that fits, and they join the next
// reallocation like any other.
// With data (ch. 6): where clusters have disks, a task's input is the
// knapsack's second resource and a cluster whose disk cannot hold it offers
// no way; a task moved to another cluster moves its input again (d / B_k),
// one resumed where it was pays nothing.
class UtilityAllocationPolicy final : public Policy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit UtilityAllocationPolicy(const Parameters& parameters);

    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;
    [[nodiscard]] bool handlesWithdrawnJobs() const override { return true; }

private:
    // One way a task can run: an option of it (or its own shape) on a cluster.
    struct Way {
        int option = -1;  // JobOutcome::kOwnShape for the requested shape
        MachineIndex cluster = kNoMachine;
        int width = 0;
        Time estimate = 0;  // on a speed-1 machine at this width
        double value = 0;
    };
    enum class State { Waiting, Running, Preempted };
    struct Task {
        JobIndex job = kNoJob;
        State state = State::Waiting;
        Way way;  // the current (or last) way while running or preempted
    };

    void forget(std::span<const JobIndex> jobs);
    void reallocate(SchedulingContext& context);
    void apply(SchedulingContext& context, const std::vector<const Way*>& chosen);
    void backfill(SchedulingContext& context);
    // Fills ways (cleared first) with every way the job can run.
    void waysOf(const SchedulingContext& context, JobIndex job, std::vector<Way>& ways) const;
    [[nodiscard]] double workLeft(const SchedulingContext& context, const Task& task) const;
    [[nodiscard]] UtilityInputs inputsOf(const SchedulingContext& context, const Task& task, const Way& way,
                                         double work) const;
    void setCapacities(const SchedulingContext& context, MmkpProblem& problem) const;

    UtilityForm m_form;
    Time m_period = 0;
    bool m_backfill = false;
    bool m_preempt = true;  // running tasks compete each cycle (chs. 4-6); ch. 7 keeps them
    Time m_nextCycle = kNoTime;
    Time m_ticksPerSecond = 1;
    std::vector<Task> m_tasks;  // not finished, in arrival order
    // Kept from cycle to cycle with their capacity: a long run with large
    // inputs has millions of cycles, and building the knapsack afresh each
    // time was mostly heap allocation (a vector per way).
    struct Scratch {
        MmkpProblem problem;
        std::vector<std::size_t> candidates;          // indices into m_tasks
        std::vector<std::vector<Way>> ways;           // per candidate
        std::vector<std::vector<UtilityInputs>> inputs;  // per candidate and way
        std::vector<Way> backfillWays;
    } m_scratch;
};

}  // namespace schedlab
