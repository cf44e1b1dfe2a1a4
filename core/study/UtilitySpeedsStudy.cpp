#include "study/UtilitySpeedsStudy.h"

#include "study/NpaciWindow.h"
#include "study/StudyPlan.h"
#include "study/UtilityNpaciStudy.h"
#include "study/UtilitySchemeTable.h"
#include "study/UtilityStudyScheme.h"

namespace schedlab {

namespace {

const std::string kAllAtOnce = "0";
const std::vector<std::string> kPeriods = {"6"};
const std::string kHomogeneous = "vanderster-medium";
const std::string kRescaledPrefix = "vanderster-medium-rescaled-";
const std::string kHomogeneousSetting = "homogeneous";
const std::string kHeterogeneousSetting = "heterogeneous";

}  // namespace

std::string UtilitySpeedsStudy::name() const
{
    return "utility-speeds";
}

std::string UtilitySpeedsStudy::title() const
{
    return "Utility allocation on clusters of different speeds (experiment 4.5)";
}

std::string UtilitySpeedsStudy::description() const
{
    return "Source: Vanderster (2008), PhD thesis, sec. 4.4, experiment 4.5. Windows of " +
           std::to_string(kTasks) +
           " tasks of the SDSC SP2 trace (credits and two halvings as in utility-npaci) with every task at "
           "time 0 on the medium grid, once with every cluster at speed 1 and once with speeds drawn from "
           "U(0.5, 1.5) and rescaled so that the sum of speed times CPUs is unchanged (eq. 4.13, "
           "vanderster-medium-rescaled-SEED); pure UM with utilities P1-P5 every 6 h; " +
           std::to_string(kSeeds) +
           " seeds, each its own window and speeds. Tables per grid: overall completion time, mean response "
           "and mean startup delay in hours and the correlations of credit with startup delay and with "
           "speedup against FCFS, means over the seeds with their standard errors. Quick: " +
           std::to_string(UtilityNpaciStudy::kQuickTasks) + " tasks, " + std::to_string(kQuickSeeds) + " seeds.";
}

std::vector<RunSpec> UtilitySpeedsStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    const std::string& trace = NpaciWindow::trace(options, name());
    StudyPlan plan(name(), group(options));
    const int tasks = options.quick ? UtilityNpaciStudy::kQuickTasks : kTasks;
    const int seeds = options.quick ? kQuickSeeds : kSeeds;
    for (int seed = 1; seed <= seeds; ++seed) {
        const std::vector<std::string> transforms = NpaciWindow::transforms(tasks, seed, kAllAtOnce);
        for (const std::string& platform : {kHomogeneous, kRescaledPrefix + std::to_string(seed)}) {
            for (const UtilityStudyScheme& scheme : UtilityStudyScheme::um(kPeriods, false))
                plan.add({trace, transforms, platform, scheme.policy, scheme.parameters,
                          scheme.label + " · " + platform + " · window " + std::to_string(seed)});
        }
    }
    return plan.take();
}

std::vector<StudyTable> UtilitySpeedsStudy::tables(std::span<const StoredRun> runs) const
{
    UtilitySchemeTable cells;
    for (const StoredRun& run : runs) {
        if (NpaciWindow::scalingOf(run.description) != kAllAtOnce)
            continue;
        const std::string& platform = run.description.platformName;
        if (platform == kHomogeneous)
            cells.add(kHomogeneousSetting, run);
        else if (platform.starts_with(kRescaledPrefix))
            cells.add(kHeterogeneousSetting, run);
    }
    std::vector<std::string> rows;
    for (const UtilityStudyScheme& scheme : UtilityStudyScheme::um(kPeriods, false))
        rows.push_back(scheme.label);
    const std::string note = "medium grid, " + std::to_string(kTasks) +
                             "-task NPACI windows, every task at 0; " + UtilitySchemeTable::columnNote();
    return {
        {"Experiment 4.5, every cluster at speed 1", note, cells.tableOfRows(kHomogeneousSetting, rows, "scheme")},
        {"Experiment 4.5, speeds U(0.5, 1.5) rescaled to the same capacity", note,
         cells.tableOfRows(kHeterogeneousSetting, rows, "scheme")},
    };
}

}  // namespace schedlab
