#include "study/UtilityDataStudy.h"

#include "store/StoredRun.h"
#include "study/NpaciWindow.h"
#include "study/SeedMean.h"
#include "study/StudyPlan.h"

#include <algorithm>
#include <charconv>
#include <functional>
#include <map>

namespace schedlab {

namespace {

const std::string kPlatformPrefix = "vanderster-medium-disk-";
const std::string kInputsPrefix = "inputs:";
// tau = 255.2 s, the mean inter-arrival time of the thesis's windows (sec.
// 6.3), in hours; the policy rounds it to whole seconds (255 s).
const std::string kPeriod = "0.0708889";
// Input U(100 d, 1000 d) MB (sec. 6.3).
constexpr int kLeastInputPerScale = 100;
constexpr int kMostInputPerScale = 1000;
constexpr double kSecondsPerHour = 3600;
constexpr int kHoursDecimals = 1;
constexpr int kCountDecimals = 1;
constexpr int kCorrelationDecimals = 3;

struct Scheme {
    std::string policy;
    ParameterValues parameters;
    std::string label;
};

const std::vector<Scheme>& schemes()
{
    static const std::vector<Scheme> list = {
        {"cluster-fcfs", {}, "Basic FCFS"},
        {"cluster-fcfs", {{"order", "data"}}, "Data FCFS"},
        {"utility", {{"utility", "data"}, {"period", kPeriod}}, "UM Data"},
        {"utility", {{"utility", "data-money"}, {"period", kPeriod}}, "UM Data+Money"},
        {"utility", {{"utility", "non-data"}, {"period", kPeriod}}, "UM NonData"},
        {"utility", {{"utility", "non-data-money"}, {"period", kPeriod}}, "UM NonData+Money"},
    };
    return list;
}

// The scheme of a stored run of this study, empty for any other run. A
// stored run lists every parameter, defaults too: a scheme matches when
// the values it sets agree, and a scheme that leaves `order` to its default
// matches only the platform order.
std::string schemeOf(const RunDescription& description)
{
    if (!description.platformName.starts_with(kPlatformPrefix))
        return {};
    const auto value = [&](const std::string& key) {
        const auto found = description.parameters.find(key);
        return found == description.parameters.end() ? std::string() : found->second;
    };
    for (const Scheme& scheme : schemes()) {
        if (scheme.policy != description.policy)
            continue;
        const bool same = std::ranges::all_of(scheme.parameters,
                                              [&](const auto& set) { return value(set.first) == set.second; });
        if (same && (scheme.parameters.contains("order") || value("order") != "data"))
            return scheme.label;
    }
    return {};
}

// The input scale d of a run, from its inputs:MIN:MAX:SEED transform; 0 for
// any other run.
int scaleOf(const RunDescription& description)
{
    for (const std::string& transform : description.transforms) {
        if (!transform.starts_with(kInputsPrefix))
            continue;
        int least = 0;
        const char* first = transform.data() + kInputsPrefix.size();
        const char* last = transform.data() + transform.size();
        if (std::from_chars(first, last, least).ec == std::errc() && least % kLeastInputPerScale == 0)
            return least / kLeastInputPerScale;
    }
    return 0;
}

std::vector<int> fullScales()
{
    // d = 1..10, 20..100 step 10, 125..500 step 25, 550..1000 step 50.
    std::vector<int> d;
    for (int x = 1; x <= 10; ++x)
        d.push_back(x);
    for (int x = 20; x <= 100; x += 10)
        d.push_back(x);
    for (int x = 125; x <= 500; x += 25)
        d.push_back(x);
    for (int x = 550; x <= 1000; x += 50)
        d.push_back(x);
    return d;
}

} // namespace

const std::vector<int>& UtilityDataStudy::scales(bool quick)
{
    static const std::vector<int> full = fullScales();
    static const std::vector<int> few = {1, 10, 100};
    return quick ? few : full;
}

std::vector<std::string> UtilityDataStudy::schemeLabels()
{
    std::vector<std::string> labels;
    for (const Scheme& scheme : schemes())
        labels.push_back(scheme.label);
    return labels;
}

std::string UtilityDataStudy::name() const
{
    return "utility-data";
}

std::string UtilityDataStudy::title() const
{
    return "Utility allocation of data-intensive tasks (experiment 6)";
}

std::string UtilityDataStudy::description() const
{
    return "Source: Vanderster (2008), PhD thesis, sec. 6.3, experiment 6. The medium grid (clusters of 16, 16, 32 "
           "and 128 CPUs) with scratch disks of 100, 300, 400 and 1024 GB and each cluster's bandwidth to the storage "
           "drawn from U(10, 100) Mbit/s per window (vanderster-medium-disk-SEED); "
        + std::to_string(kWindows) + " windows of " + std::to_string(kTasks)
        + " consecutive tasks of the SDSC SP2 trace at seeded random offsets, shifted to start at 0, each also at "
          "half and a quarter of its width, a credit ~ U(0, 1) per way it can run (uniform-credits), and input data "
          "~ U(100 d, 1000 d) MB (inputs) for d = 1-10, 20-100 by 10, 125-500 by 25 and 550-1000 by 50. A task's "
          "input moves to its cluster at the cluster's bandwidth before it runs and takes that much disk while it "
          "runs. Schemes: Basic FCFS (cluster-fcfs: arrival order, first cluster with the CPUs and the disk), Data "
          "FCFS (order = data: the cluster of the shortest transfer plus run time first), and UM every 255 s with "
          "the utilities Data = S(ERT) + S(NTCT) + S(IDT) and NonData = S(ERT) + S(NTCT), each also + S(CV) "
          "(Money); under UM disk is the knapsack's second resource and a task moved to another cluster moves its "
          "input again. Tables, a row per d: overall completion time, total transfer time (h), migrated tasks and "
          "the correlation of credit with startup delay, means over the windows. Quick: one window of "
        + std::to_string(kQuickTasks) + " tasks, d = 1, 10 and 100.";
}

std::vector<RunSpec> UtilityDataStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    const std::string& trace = NpaciWindow::trace(options, name());
    StudyPlan plan(name(), group(options));
    const int tasks = options.quick ? kQuickTasks : kTasks;
    const int windows = options.quick ? 1 : kWindows;
    for (const int d : scales(options.quick)) {
        for (int window = 1; window <= windows; ++window) {
            const std::string seed = std::to_string(window);
            const std::vector<std::string> transforms = {
                "window:random:" + std::to_string(tasks) + ":" + seed, "rebase", "options:halve:2",
                "uniform-credits:" + seed,
                kInputsPrefix + std::to_string(kLeastInputPerScale * d) + ":"
                    + std::to_string(kMostInputPerScale * d) + ":" + seed};
            for (const Scheme& scheme : schemes())
                plan.add({trace, transforms, kPlatformPrefix + seed, scheme.policy, scheme.parameters,
                          scheme.label + " · d " + std::to_string(d) + " · window " + seed});
        }
    }
    return plan.take();
}

std::vector<StudyTable> UtilityDataStudy::tables(std::span<const StoredRun> runs) const
{
    struct Measure {
        std::string title;
        std::string note;
        std::string key;
        double scale;
        int decimals;
        bool curves;  // drawn over d (positive, spanning orders of magnitude)
    };
    const std::vector<Measure> measures = {
        {"Experiment 6, overall completion time (h)", "last completion from 0; means over the windows", "makespan",
         1 / kSecondsPerHour, kHoursDecimals, true},
        {"Experiment 6, total transfer time (h)",
         "every task's first input transfer and each move of its input to another cluster, summed; means over the "
         "windows",
         "transferTime", 1 / kSecondsPerHour, kHoursDecimals, true},
        {"Experiment 6, migrated tasks", "tasks moved to other nodes after a checkpoint; means over the windows",
         "migratedJobs", 1, kCountDecimals, false},
        {"Experiment 6, credit-delay correlation",
         "Pearson correlation of each task's best credit with its startup delay (eq. 4.12; -1: the valuable tasks "
         "start first); means over the windows",
         "valueDelayCorrelation", 1, kCorrelationDecimals, false},
    };
    // (measure, d, scheme) -> the windows' values.
    std::map<std::tuple<std::size_t, int, std::string>, SeedMean> cells;
    for (const StoredRun& run : runs) {
        const std::string scheme = schemeOf(run.description);
        const int d = scaleOf(run.description);
        if (scheme.empty() || d == 0)
            continue;
        for (std::size_t m = 0; m < measures.size(); ++m)
            cells[{m, d, scheme}].add(run.metric(measures[m].key) * measures[m].scale);
    }
    const std::vector<std::string> labels = schemeLabels();
    std::vector<StudyTable> tables;
    for (std::size_t m = 0; m < measures.size(); ++m) {
        std::vector<std::string> header = {"d"};
        header.insert(header.end(), labels.begin(), labels.end());
        CsvTable table(header);
        for (const int d : scales(false)) {
            std::vector<std::string> row = {std::to_string(d)};
            for (const std::string& label : labels) {
                const auto found = cells.find({m, d, label});
                row.push_back(found == cells.end() ? std::string() : found->second.meanText(measures[m].decimals));
            }
            table.addRow(row);
        }
        StudyChart chart;
        if (measures[m].curves) {
            for (std::size_t column = 1; column <= labels.size(); ++column)
                chart.columns.push_back(column);
            chart.valueLabel = "h";
            chart.logCurves = true;
        }
        tables.push_back({measures[m].title, measures[m].note, std::move(table), std::move(chart)});
    }
    return tables;
}

} // namespace schedlab
