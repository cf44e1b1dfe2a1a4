#pragma once

#include "model/Types.h"
#include "qos/MetaTask.h"
#include "qos/ProcessorTimeline.h"

#include <string>
#include <vector>

namespace schedlab {

// One processor of the meta-scheduler: a node of a machine (a resource),
// of capacity c_j = the machine's speed (D5.2 §2: a task uses a whole CPU).
struct MetaProcessor {
    MachineIndex resource = kNoMachine;
    NodeId node = 0;
    double capacity = 1;
};

// The second phase of the two-phase meta-scheduler, Phosphorus D5.2
// (Varvarigos, Kokkinos et al., 2007), §2: the processor a task goes to,
// the tasks being taken one by one in the order of the first phase.
// Times are in ticks from the batch instant; delta_ij = max(d_ij, gamma_j)
// (eq. 2), d_ij the time the task's input takes over the link to j (the
// same on every link, MetaTask::input): the input moves while the task
// waits for its processor.
//  - ect: argmin_j delta_ij + w_ij, the earliest completion (eq. 5);
//  - est: argmin_j delta_ij, the earliest start (§2.3);
//  - fcte: the resource r minimising d_ij + phi_i (N_r + 1) / c_r, N_r the
//    tasks queued and running at r, c_r its total capacity (§2.2,
//    eqs. 15-16; with equal links d_ij adds the same to every resource),
//    then its processor that starts the task earliest;
//  - adjusted-fcte: the resource where the task would complete first if r
//    shared its CPUs among the task and those already there, by their
//    remaining workloads (§2.2; a fluid simulation, FluidCompletion, each
//    task at most one CPU's capacity), then as fcte.
// Ties go to the lowest processor (resource) index.
class TaskAssignment {
public:
    enum class Rule { Ect, Est, Fcte, AdjustedFcte };

    [[nodiscard]] static const std::vector<std::string>& names();
    [[nodiscard]] static Rule fromName(const std::string& name);

    // delta_ij of a task of `work` whose input arrives `input` ticks after
    // `now`, on each processor: when the processor is released, or with gap
    // filling the start of the idle gap that completes the task earliest
    // (§2), and never before the input is there.
    [[nodiscard]] static std::vector<double> delays(double work, Time input,
                                                    const std::vector<MetaProcessor>& processors,
                                                    const std::vector<ProcessorTimeline>& timelines, Time now,
                                                    bool gapFilling);
    // delta_i = sum_j delta_ij c_j / C (eq. 3).
    [[nodiscard]] static double meanDelay(const std::vector<double>& delays,
                                          const std::vector<MetaProcessor>& processors);

    // The processor for `task`; with `allowed` (one flag per processor)
    // only among the allowed ones, which must include one: the idle
    // processors when tasks are handed out only as processors free. Among
    // idle ones est takes the lowest index and ect the fastest.
    [[nodiscard]] static std::size_t choose(Rule rule, const MetaTask& task,
                                            const std::vector<MetaProcessor>& processors,
                                            const std::vector<ProcessorTimeline>& timelines, Time now,
                                            bool gapFilling, const std::vector<bool>& allowed = {});

private:
    // The resource with the least key (ties: lowest index), then its
    // processor with the least delay (ties: lowest index).
    [[nodiscard]] static std::size_t byResource(std::vector<double> resourceKeys, const std::vector<double>& delays,
                                                const std::vector<MetaProcessor>& processors,
                                                const std::vector<bool>& allowed);
    [[nodiscard]] static std::vector<double> sharedCompletions(const MetaTask& task,
                                                               const std::vector<MetaProcessor>& processors,
                                                               const std::vector<ProcessorTimeline>& timelines,
                                                               Time now, std::size_t resources);
};

}  // namespace schedlab
