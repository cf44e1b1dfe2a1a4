#include "study/UtilityPbStudy.h"

#include "study/NpaciWindow.h"
#include "study/PlackettBurmanDesign.h"
#include "study/SeedMean.h"
#include "study/StudyPlan.h"
#include "study/StudyRunFacts.h"
#include "study/UtilityNpaciStudy.h"

#include <cmath>
#include <map>
#include <optional>

namespace schedlab {

namespace {

using Design = PlackettBurmanDesign;

const std::string kPlatform = "vanderster-medium";
const std::string kPolicy = "utility";
const std::string kForm = "utility";
const std::string kPb = "pb";
// Every task at time 0, as in experiment 5.1 (the thesis's "NPACI"
// workload of ch. 5; the scaling of 5.2 is not restated, so 5.1's is kept).
const std::string kAllAtOnce = "0";
constexpr double kSecondsPerHour = 3600;

// A factor of sec. 5.2 with its two levels as the policy reads them.
struct Factor {
    std::string symbol;
    std::string parameter;
    std::string low;   // -
    std::string high;  // +
};

// In the design's order (tau, w_v, w_ERT, w_NTCT, k_v, k_ERT, k_NTCT). The
// period is in hours: 3800 s and 3400 s, tau's - and + (the shorter period
// is the high level), written with enough digits to round to the second.
const std::array<Factor, Design::kFactors>& factors()
{
    static const std::array<Factor, Design::kFactors> all = {{
        {"tau s", "period", "1.0555555556", "0.9444444444"},
        {"w_v", "pb-w-v", "0.2", "0.8"},
        {"w_ERT", "pb-w-ert", "0.2", "0.8"},
        {"w_NTCT", "pb-w-ntct", "0.2", "0.8"},
        {"k_v", "pb-k-v", "1", "10"},
        {"k_ERT", "pb-k-ert", "1", "10"},
        {"k_NTCT", "pb-k-ntct", "1", "10"},
    }};
    return all;
}

// The three targets of sec. 5.2; the mean queue delay is the mean startup
// delay (first start minus submission).
struct Target {
    std::string title;
    std::string column;
    std::string metric;
    double scale;
    int decimals;
};

const std::array<Target, 3>& targets()
{
    static const std::array<Target, 3> all = {{
        {"overall completion time", "completion h", "makespan", 1 / kSecondsPerHour, 1},
        {"mean startup delay", "startup delay h", "meanWait", 1 / kSecondsPerHour, 1},
        {"value-delay correlation", "value-delay r", "valueDelayCorrelation", 1, 3},
    }};
    return all;
}

constexpr int kRankDecimals = 1;

// The design row of a run, -1 when a parameter sits at neither level.
int rowOf(const RunDescription& description)
{
    Design::Signs signs{};
    for (int factor = 0; factor < Design::kFactors; ++factor) {
        const Factor& f = factors()[factor];
        const std::string value = StudyRunFacts::parameter(description, f.parameter);
        if (value.empty())
            return -1;
        const double v = std::stod(value);
        const double low = std::abs(v - std::stod(f.low));
        const double high = std::abs(v - std::stod(f.high));
        if (low == high)
            return -1;
        signs[factor] = high < low ? 1 : -1;
    }
    return Design::rowOf(signs);
}

// One window's values of a target, per design row, once all are stored.
using RowValues = std::array<std::optional<double>, Design::kRows>;

// "3: - + + + - + -", a design row's number and its signs in factor order.
std::string rowLabel(int row)
{
    std::string label = std::to_string(row + 1) + ":";
    for (const int sign : Design::rows()[row])
        label += sign > 0 ? " +" : " -";
    return label;
}

CsvTable designTable(const std::map<int, std::array<RowValues, 3>>& windows)
{
    std::string header = "row:";
    for (const Factor& factor : factors())
        header += " " + factor.symbol.substr(0, factor.symbol.find(' '));
    std::vector<std::string> headers = {header};
    for (const Target& target : targets())
        headers.push_back(target.column);
    headers.push_back("windows");
    CsvTable table(headers);
    for (int row = 0; row < Design::kRows; ++row) {
        std::vector<std::string> cells = {rowLabel(row)};
        int count = 0;
        for (std::size_t t = 0; t < targets().size(); ++t) {
            SeedMean mean;
            for (const auto& [window, values] : windows) {
                if (values[t][row])
                    mean.add(*values[t][row] * targets()[t].scale);
            }
            cells.push_back(mean.meanText(targets()[t].decimals));
            count = std::max(count, mean.count());
        }
        cells.push_back(count > 0 ? std::to_string(count) : std::string());
        table.addRow(cells);
    }
    return table;
}

CsvTable effectTable(const Target& target, std::size_t which, const std::map<int, std::array<RowValues, 3>>& windows)
{
    std::array<SeedMean, Design::kFactors> effects;
    std::array<SeedMean, Design::kFactors> ranks;
    for (const auto& [window, values] : windows) {
        std::array<double, Design::kRows> complete{};
        bool full = true;
        for (int row = 0; row < Design::kRows; ++row) {
            full = full && values[which][row].has_value();
            complete[row] = full ? *values[which][row] * target.scale : 0;
        }
        if (!full)
            continue;
        const Design::PerFactor effect = Design::effects(complete);
        const Design::PerFactor rank = Design::ranks(effect);
        for (int factor = 0; factor < Design::kFactors; ++factor) {
            effects[factor].add(effect[factor]);
            ranks[factor].add(rank[factor]);
        }
    }
    CsvTable table({"factor", "effect", "effect SE", "mean rank", "windows"});
    for (int factor = 0; factor < Design::kFactors; ++factor) {
        const int count = effects[factor].count();
        table.addRow({factors()[factor].symbol, effects[factor].meanText(target.decimals),
                      effects[factor].errorText(target.decimals), ranks[factor].meanText(kRankDecimals),
                      count > 0 ? std::to_string(count) : std::string()});
    }
    return table;
}

}  // namespace

std::string UtilityPbStudy::name() const
{
    return "utility-pb";
}

std::string UtilityPbStudy::title() const
{
    return "Plackett-Burman screening of the utility constants (experiment 5.2)";
}

std::string UtilityPbStudy::description() const
{
    return "Source: Vanderster (2008), PhD thesis, sec. 5.2, experiment 5.2. The windows of utility-npaci "
           "(the SDSC SP2 trace, " +
           std::to_string(UtilityNpaciStudy::kTasks) +
           " tasks each, credits and two halvings) with every task at time 0 on the medium grid, pure UM with "
           "the utility u = w_v S_PB(k_v, v / v_max) + w_ERT S_PB(k_ERT, ERT) + w_NTCT S_PB(k_NTCT, NTCT) "
           "(eq. 5.7). Seven factors at two levels: the period tau 3800 s (-) or 3400 s (+), the weights "
           "0.2 or 0.8, the shapes k 1 or 10, in the 16 runs of a Plackett-Burman design with fold-over "
           "(row 1 + + + - + - -, rows 2-7 rotated right, row 8 all -, rows 9-16 negated), on " +
           std::to_string(kWindows) +
           " windows. Tables: the design with each row's overall completion time, mean startup delay "
           "and value-delay correlation, and per target each factor's effect (sum over the + rows minus "
           "sum over the - rows) and its rank by size (1 the largest), means over the windows. Quick: " +
           std::to_string(UtilityNpaciStudy::kQuickTasks) + " tasks, one window.";
}

std::vector<RunSpec> UtilityPbStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    const std::string& trace = NpaciWindow::trace(options, name());
    StudyPlan plan(name(), group(options));
    const int tasks = options.quick ? UtilityNpaciStudy::kQuickTasks : UtilityNpaciStudy::kTasks;
    const int windows = options.quick ? 1 : kWindows;
    for (int window = 1; window <= windows; ++window) {
        for (int row = 0; row < Design::kRows; ++row) {
            ParameterValues parameters = {{kForm, kPb}};
            for (int factor = 0; factor < Design::kFactors; ++factor) {
                const Factor& f = factors()[factor];
                parameters[f.parameter] = Design::rows()[row][factor] > 0 ? f.high : f.low;
            }
            plan.add({trace, NpaciWindow::transforms(tasks, window, kAllAtOnce), kPlatform, kPolicy, parameters,
                      "PB row " + std::to_string(row + 1) + " · window " + std::to_string(window)});
        }
    }
    return plan.take();
}

std::vector<StudyTable> UtilityPbStudy::tables(std::span<const StoredRun> runs) const
{
    std::map<int, std::array<RowValues, 3>> windows;
    for (const StoredRun& run : runs) {
        const std::optional<int> window = NpaciWindow::windowOf(run.description);
        if (run.description.policy != kPolicy || StudyRunFacts::parameter(run.description, kForm) != kPb ||
            !window || NpaciWindow::scalingOf(run.description) != kAllAtOnce)
            continue;
        const int row = rowOf(run.description);
        if (row < 0)
            continue;
        for (std::size_t t = 0; t < targets().size(); ++t)
            windows[*window][t][row] = run.metric(targets()[t].metric);
    }
    const std::string setting = "medium grid, NPACI windows, every task at 0, pure UM with the PB utility (eq. 5.7)";
    std::vector<StudyTable> tables;
    tables.push_back({"Experiment 5.2, the design",
                      setting + "; a row per run of the design with the signs of tau, w_v, w_ERT, w_NTCT, k_v, "
                                "k_ERT and k_NTCT (+: tau 3400 s, weight 0.8, shape 10; -: tau 3800 s, weight 0.2, "
                                "shape 1), and the targets' means over the windows",
                      designTable(windows)});
    for (std::size_t t = 0; t < targets().size(); ++t) {
        tables.push_back({"Experiment 5.2, effects on the " + targets()[t].title,
                          setting + "; effect: sum over the 8 runs at + minus sum over the 8 at -, mean over the "
                                    "windows with its standard error; mean rank: the factor's rank by the size "
                                    "of its effect in each window (1 the largest, ties share), averaged",
                          effectTable(targets()[t], t, windows)});
    }
    return tables;
}

}  // namespace schedlab
