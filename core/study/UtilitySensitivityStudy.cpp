#include "study/UtilitySensitivityStudy.h"

#include "study/NpaciWindow.h"
#include "study/StudyPlan.h"
#include "study/StudyRunFacts.h"
#include "study/UtilityNpaciStudy.h"
#include "study/UtilitySchemeTable.h"

namespace schedlab {

namespace {

const std::string kPlatform = "vanderster-medium";
const std::string kPolicy = "utility";
const std::string kForm = "utility";
// Every task at time 0, as the thesis's sensitivity runs.
const std::string kAllAtOnce = "0";

// One swept parameter of sec. 5.1: the utility form that reads it, its
// parameter, its symbol, and the values of the full and the quick study.
struct Sweep {
    std::string form;
    std::string parameter;
    std::string symbol;
    std::vector<std::string> values;
    std::vector<std::string> quickValues;
};

const std::vector<Sweep>& sweeps()
{
    // w_v = 0, 0.1, .., 1 (eq. 5.1); w_n over the same range (eq. 5.3);
    // k from 10^-2 upward (eq. 5.4), past the thesis's "worse above 20".
    static const std::vector<Sweep> all = {
        { "value-weight", "w-v", "w_v",
            { "0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1" },
            { "0", "0.5", "1" } },
        { "ntct-weight", "w-n", "w_n",
            { "0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1" },
            { "0", "0.1", "1" } },
        { "shape", "k", "k", { "0.01", "0.1", "1", "2", "5", "10", "20", "50", "100" },
            { "0.1", "10", "100" } },
    };
    return all;
}

std::string rowLabel(const Sweep& sweep, const std::string& value)
{
    return sweep.symbol + " = " + value;
}

} // namespace

std::string UtilitySensitivityStudy::name() const
{
    return "utility-sensitivity";
}

std::string UtilitySensitivityStudy::title() const
{
    return "Sensitivity of the utility forms on NPACI windows (experiment 5.1)";
}

std::string UtilitySensitivityStudy::description() const
{
    return "Source: Vanderster (2008), PhD thesis, sec. 5.1, experiment 5.1. The windows of "
           "utility-npaci (the SDSC SP2 trace, "
        + std::to_string(UtilityNpaciStudy::kTasks)
        + " tasks each, credits and two halvings) with every task at time 0 on the medium grid, "
          "pure UM every 6 h, with one utility form at a time: the value weight w_v = 0 .. 1 of "
          "u = w_v v / v_max + (1 - w_v) S5(ERT + NTCT) (eq. 5.1), the NTCT weight w_n = 0 .. 1 of "
          "u = w_n NTCT + (1 - w_n) ERT (eq. 5.3), and the shape k = 0.01 .. 100 of u = U_k(ERT + "
          "NTCT) (eq. 5.4); "
        + std::to_string(kWindows)
        + " windows. Tables per parameter, a row per value: overall completion time, mean "
          "response and mean startup delay in hours (their difference is the mean execution "
          "time) and the correlations of credit with startup delay and with speedup against "
          "FCFS, means over the windows with their standard errors. Quick: "
        + std::to_string(UtilityNpaciStudy::kQuickTasks)
        + " tasks, three values of each parameter, one window.";
}

std::vector<RunSpec> UtilitySensitivityStudy::runs(
    const StudyOptions& options, TraceCache& /*cache*/) const
{
    const std::string& trace = NpaciWindow::trace(options, name());
    StudyPlan plan(name(), group(options));
    const int tasks = options.quick ? UtilityNpaciStudy::kQuickTasks : UtilityNpaciStudy::kTasks;
    const int windows = options.quick ? 1 : kWindows;
    for (const Sweep& sweep : sweeps()) {
        for (const std::string& value : options.quick ? sweep.quickValues : sweep.values) {
            for (int window = 1; window <= windows; ++window) {
                plan.add({ trace, NpaciWindow::transforms(tasks, window, kAllAtOnce), kPlatform,
                    kPolicy, { { kForm, sweep.form }, { sweep.parameter, value } },
                    "UM " + rowLabel(sweep, value) + " · window " + std::to_string(window) });
            }
        }
    }
    return plan.take();
}

std::vector<StudyTable> UtilitySensitivityStudy::tables(std::span<const StoredRun> runs) const
{
    UtilitySchemeTable cells;
    for (const StoredRun& run : runs) {
        if (run.description.policy != kPolicy
            || NpaciWindow::scalingOf(run.description) != kAllAtOnce)
            continue;
        const std::string form = StudyRunFacts::parameter(run.description, kForm);
        for (const Sweep& sweep : sweeps()) {
            if (sweep.form == form)
                cells.add(sweep.form,
                    rowLabel(sweep, StudyRunFacts::parameter(run.description, sweep.parameter)),
                    run);
        }
    }
    std::vector<StudyTable> tables;
    for (const Sweep& sweep : sweeps()) {
        std::vector<std::string> rows;
        for (const std::string& value : sweep.values)
            rows.push_back(rowLabel(sweep, value));
        tables.push_back({ "Experiment 5.1, " + sweep.form + " form, " + sweep.symbol,
            "medium grid, NPACI windows, every task at 0, UM every 6 h; "
                + UtilitySchemeTable::columnNote(),
            cells.tableOfRows(sweep.form, rows, "setting") });
    }
    return tables;
}

} // namespace schedlab
