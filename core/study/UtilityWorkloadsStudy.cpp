#include "study/UtilityWorkloadsStudy.h"

#include "experiment/TraceCache.h"
#include "run/Trace.h"
#include "study/NpaciWindow.h"
#include "study/StudyPlan.h"
#include "study/UtilityRandomStudy.h"
#include "study/UtilitySchemeTable.h"
#include "workload/DemandWindowTransform.h"
#include "workload/TransformSpec.h"
#include "workload/Workload.h"

#include <cmath>

namespace schedlab {

namespace {

const std::string kPlatform = "vanderster-small";
const std::string kPolicy = "utility";
const ParameterValues kP1 = {{"utility", "p1"}, {"period", "6"}};
const std::string kRandomPrefix = "generate:utility-bimodal:jobs=";
const std::string kDemandPrefix = "window:demand:";
const std::string kSetting = "workloads";

std::string randomTrace(int tasks)
{
    return kRandomPrefix + std::to_string(tasks) + ",mean-interarrival=0,seed=1";
}

std::string windowLabel(int window)
{
    return "NPACI window " + std::to_string(window);
}

const std::string kRandomLabel = "random (utility-bimodal, seed 1)";

// The row of a run of this study, empty for any other run.
std::string rowOf(const RunDescription& description)
{
    if (description.policy != kPolicy || description.platformName != kPlatform)
        return {};
    if (description.tracePath.starts_with(kRandomPrefix))
        return kRandomLabel;
    for (const std::string& transform : description.transforms) {
        if (transform.starts_with(kDemandPrefix))
            return windowLabel(std::stoi(transform.substr(transform.rfind(':') + 1)));
    }
    return {};
}

}  // namespace

std::string UtilityWorkloadsStudy::name() const
{
    return "utility-workloads";
}

std::string UtilityWorkloadsStudy::title() const
{
    return "Utility allocation on random and on trace tasks of the same demand (experiment 4.4)";
}

std::string UtilityWorkloadsStudy::description() const
{
    return "Source: Vanderster (2008), PhD thesis, sec. 4.4, experiment 4.4. Pure UM with utility P1 every 6 h on "
           "the small grid (clusters of 4, 8, 16 and 32 CPUs), every task at time 0, on the random bimodal "
           "workload of utility-random (" +
           std::to_string(UtilityRandomStudy::kTasks) +
           " tasks, seed 1) and on " + std::to_string(kWindows) +
           " windows of the SDSC SP2 trace with the same demand: consecutive tasks from a seeded random position "
           "until their processor-hours reach the random workload's (window:demand), each with two halvings and "
           "credits as in utility-npaci. One run per workload. Table: overall completion time, mean response and "
           "mean startup delay in hours and the correlations of credit with startup delay and with speedup "
           "against FCFS; each run's Credit and delay view shows the scatter the thesis plots. Quick: the random "
           "workload of " +
           std::to_string(UtilityRandomStudy::kQuickTasks) + " tasks and windows of its demand.";
}

std::vector<RunSpec> UtilityWorkloadsStudy::runs(const StudyOptions& options, TraceCache& cache) const
{
    const std::string& trace = NpaciWindow::trace(options, name());
    StudyPlan plan(name(), group(options));
    const std::string random =
        randomTrace(options.quick ? UtilityRandomStudy::kQuickTasks : UtilityRandomStudy::kTasks);
    const std::string hours = TransformSpec::numberText(std::round(DemandWindowTransform::processorHours(*cache.get(random)->workload)));
    plan.add({random, {}, kPlatform, kPolicy, kP1, kRandomLabel});
    for (int window = 1; window <= kWindows; ++window) {
        const std::string seed = std::to_string(window);
        plan.add({trace,
                  {kDemandPrefix + hours + ":" + seed, "rebase", "scale-interarrival:0", "options:halve:2",
                   "credits:" + seed},
                  kPlatform, kPolicy, kP1, windowLabel(window)});
    }
    return plan.take();
}

std::vector<StudyTable> UtilityWorkloadsStudy::tables(std::span<const StoredRun> runs) const
{
    UtilitySchemeTable cells;
    for (const StoredRun& run : runs) {
        const std::string row = rowOf(run.description);
        if (!row.empty())
            cells.add(kSetting, row, run);
    }
    std::vector<std::string> rows = {kRandomLabel};
    for (int window = 1; window <= kWindows; ++window)
        rows.push_back(windowLabel(window));
    return {{"Experiment 4.4, UM P1 every 6 h on the small grid, every task at 0",
             "the trace windows have the random workload's processor-hours; " + UtilitySchemeTable::columnNote(),
             cells.tableOfRows(kSetting, rows, "workload")}};
}

}  // namespace schedlab
