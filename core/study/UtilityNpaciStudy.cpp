#include "study/UtilityNpaciStudy.h"

#include "study/NpaciWindow.h"
#include "study/StudyPlan.h"
#include "study/UtilitySchemeTable.h"
#include "study/UtilityStudyScheme.h"

namespace schedlab {

namespace {

const std::string kPlatform = "vanderster-medium";
// The thesis's arrival scalings k_lambda (0: every task at time 0).
const std::vector<std::string> kScalings = { "0", "0.1", "0.2", "0.5", "1" };
const std::vector<std::string> kQuickScalings = { "0", "1" };

} // namespace

std::string UtilityNpaciStudy::name() const
{
    return "utility-npaci";
}

std::string UtilityNpaciStudy::title() const
{
    return "Utility allocation on NPACI trace windows (experiment 4.2)";
}

std::string UtilityNpaciStudy::description() const
{
    return "Source: Vanderster (2008), PhD thesis, sec. 4.3-4.4, experiment 4.2. The medium grid "
           "(clusters of 16, 16, 32 and 128 CPUs, vanderster-medium); "
        + std::to_string(kWindows) + " windows of " + std::to_string(kTasks)
        + " consecutive tasks of the SDSC SP2 trace (the NPACI JOBLOG of 1998-2000, bundled, "
          "cleaned version 4.2; the thesis's own log differs slightly) at seeded random offsets, "
          "shifted to start at 0, the gaps between submissions times k = 0, 0.1, 0.2, 0.5 and 1 "
          "(0: every task at once); each task also runs at half and a quarter of its width for "
          "two and four times as long (the same work), with a credit v ~ N(10, 4) for its full "
          "width and v (P / P_max)^1.1 for the narrower ones. Schemes: FCFS (cluster-fcfs), BF "
          "(grid-sharing, first fit), min-min, Gang(tau) (gang) with slices of 6, 9 and 30 h, "
          "and UM and UM+BF with utilities P1-P5 at periods of 6, 9 and 30 h. Tables per k: "
          "overall completion time, mean response and mean startup delay in hours, and the "
          "correlations of credit with startup delay (eq. 4.12) and with speedup against FCFS "
          "(sec. 4.4), means over the windows with their standard errors. Quick: "
        + std::to_string(kQuickTasks) + " tasks, k = 0 and 1, period 6 h, one window.";
}

std::vector<RunSpec> UtilityNpaciStudy::runs(
    const StudyOptions& options, TraceCache& /*cache*/) const
{
    const std::string& trace = NpaciWindow::trace(options, name());
    StudyPlan plan(name(), group(options));
    const int tasks = options.quick ? kQuickTasks : kTasks;
    const int windows = options.quick ? 1 : kWindows;
    const std::vector<UtilityStudyScheme> schemes
        = UtilityStudyScheme::all(UtilityStudyScheme::periods(options.quick));
    for (const std::string& scaling : options.quick ? kQuickScalings : kScalings) {
        for (int window = 1; window <= windows; ++window) {
            const std::vector<std::string> transforms
                = NpaciWindow::transforms(tasks, window, scaling);
            for (const UtilityStudyScheme& scheme : schemes)
                plan.add({ trace, transforms, kPlatform, scheme.policy, scheme.parameters,
                    scheme.label + " · k " + scaling + " · window " + std::to_string(window) });
        }
    }
    return plan.take();
}

std::vector<StudyTable> UtilityNpaciStudy::tables(std::span<const StoredRun> runs) const
{
    UtilitySchemeTable cells;
    for (const StoredRun& run : runs) {
        const std::string scaling = NpaciWindow::scalingOf(run.description);
        if (!scaling.empty())
            cells.add(scaling, run);
    }
    std::vector<StudyTable> tables;
    for (const std::string& scaling : kScalings)
        tables.push_back({ "Experiment 4.2, arrivals scaled by k = " + scaling,
            "medium grid, NPACI windows; " + UtilitySchemeTable::columnNote(),
            cells.table(scaling, UtilityStudyScheme::periods(false)) });
    return tables;
}

} // namespace schedlab
