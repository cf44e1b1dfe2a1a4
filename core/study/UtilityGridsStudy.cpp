#include "study/UtilityGridsStudy.h"

#include "study/NpaciWindow.h"
#include "study/StudyPlan.h"
#include "study/UtilityNpaciStudy.h"
#include "study/UtilitySchemeTable.h"
#include "study/UtilityStudyScheme.h"

namespace schedlab {

namespace {

// Every task at time 0 (k_lambda = 0), the thesis's 6 h period.
const std::string kAllAtOnce = "0";
const std::vector<std::string> kPeriods = {"6"};

struct Grid {
    std::string platform;
    std::string title;
};

const std::vector<Grid>& grids()
{
    static const std::vector<Grid> all = {
        {"vanderster-small", "small grid (clusters of 4, 8, 16 and 32 CPUs)"},
        {"vanderster-large", "large grid (clusters of 32, 64, 128 and 256 CPUs)"},
    };
    return all;
}

}  // namespace

std::string UtilityGridsStudy::name() const
{
    return "utility-grids";
}

std::string UtilityGridsStudy::title() const
{
    return "Utility allocation on the small and the large grid (experiment 4.3)";
}

std::string UtilityGridsStudy::description() const
{
    return "Source: Vanderster (2008), PhD thesis, sec. 4.4, experiment 4.3. The windows of utility-npaci (the "
           "SDSC SP2 trace, " +
           std::to_string(UtilityNpaciStudy::kTasks) +
           " tasks each, credits and two halvings) with every task at time 0, on the small grid (clusters of 4, "
           "8, 16 and 32 CPUs, vanderster-small) and on the large grid (32, 64, 128 and 256 CPUs, "
           "vanderster-large); UM and UM+BF with utilities P1-P5 every 6 h, " +
           std::to_string(kWindows) +
           " windows. The baselines are left out: on the small grid the trace's 128-processor tasks fit only at "
           "a quarter of their width, and FCFS, BF, min-min and Gang keep the requested width; for the same "
           "reason the small grid has no speedup against FCFS. Tables per grid: overall completion time, mean "
           "response and mean startup delay in hours and the correlations of credit with startup delay and "
           "with speedup, means over the windows with their standard errors. Quick: " +
           std::to_string(UtilityNpaciStudy::kQuickTasks) + " tasks, one window.";
}

std::vector<RunSpec> UtilityGridsStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    const std::string& trace = NpaciWindow::trace(options, name());
    StudyPlan plan(name(), group(options));
    const int tasks = options.quick ? UtilityNpaciStudy::kQuickTasks : UtilityNpaciStudy::kTasks;
    const int windows = options.quick ? 1 : kWindows;
    for (const Grid& grid : grids()) {
        for (int window = 1; window <= windows; ++window) {
            for (const UtilityStudyScheme& scheme : UtilityStudyScheme::um(kPeriods, true))
                plan.add({trace, NpaciWindow::transforms(tasks, window, kAllAtOnce), grid.platform, scheme.policy,
                          scheme.parameters,
                          scheme.label + " · " + grid.platform + " · window " + std::to_string(window)});
        }
    }
    return plan.take();
}

std::vector<StudyTable> UtilityGridsStudy::tables(std::span<const StoredRun> runs) const
{
    UtilitySchemeTable cells;
    for (const StoredRun& run : runs) {
        if (NpaciWindow::scalingOf(run.description) == kAllAtOnce)
            cells.add(run.description.platformName, run);
    }
    std::vector<std::string> rows;
    for (const UtilityStudyScheme& scheme : UtilityStudyScheme::um(kPeriods, true))
        rows.push_back(scheme.label);
    std::vector<StudyTable> tables;
    for (const Grid& grid : grids())
        tables.push_back({"Experiment 4.3, " + grid.title,
                          "NPACI windows, every task at 0; " + UtilitySchemeTable::columnNote(),
                          cells.tableOfRows(grid.platform, rows, "scheme")});
    return tables;
}

}  // namespace schedlab
