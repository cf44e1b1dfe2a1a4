#include "study/UtilityRandomStudy.h"

#include "reproduction/ReportNumberFormat.h"
#include "study/SeedMean.h"
#include "study/StudyPlan.h"
#include "study/UtilityStudyScheme.h"

#include <map>

namespace schedlab {

namespace {

const std::string kPlatform = "vanderster-small";
const std::string kTracePrefix = "generate:utility-bimodal:jobs=";
const std::string kInterArrivalKey = ",mean-interarrival=";
const std::string kSeedKey = ",seed=";
// The thesis's mean inter-arrival times, h (0: every task at time 0).
const std::vector<std::string> kInterArrivals = {"0", "0.64", "1.6", "1.92", "6.4"};
const std::vector<std::string> kQuickInterArrivals = {"0", "1.6"};
const std::vector<std::string> kPeriods = {"6", "9", "30"};
const std::vector<std::string> kQuickPeriods = {"6"};
constexpr double kSecondsPerHour = 3600;
constexpr int kHoursDecimals = 1;
constexpr int kCorrelationDecimals = 3;

struct Cell {
    SeedMean completion;  // h
    SeedMean response;
    SeedMean delay;
    SeedMean correlation;
    SeedMean speedupCorrelation;
    int seeds = 0;
};

// The mean inter-arrival time of a run of this study's workload, as written
// in its trace spec; empty for any other run.
std::string interArrivalOf(const RunDescription& description)
{
    if (!description.tracePath.starts_with(kTracePrefix))
        return {};
    const std::size_t at = description.tracePath.find(kInterArrivalKey);
    if (at == std::string::npos)
        return {};
    const std::size_t from = at + kInterArrivalKey.size();
    return description.tracePath.substr(from, description.tracePath.find(',', from) - from);
}

}  // namespace

std::string UtilityRandomStudy::name() const
{
    return "utility-random";
}

std::string UtilityRandomStudy::title() const
{
    return "Utility allocation on the random workload (experiment 4.1)";
}

std::string UtilityRandomStudy::description() const
{
    return "Source: Vanderster (2008), PhD thesis, sec. 4.3-4.4, experiment 4.1. The small grid (clusters of 4, 8, "
           "16 and 32 CPUs, vanderster-small); " +
           std::to_string(kTasks) +
           " tasks of the random bimodal workload (generate:utility-bimodal: single-processor lengths 50 % N(1 d, "
           "12 h) and 50 % N(8 d, 2 d), widths powers of two up to 32 with two halvings as options, credits N(10, "
           "4) with value exponent 1.1), mean inter-arrival 0, 0.64, 1.60, 1.92 and 6.40 h. Schemes: FCFS "
           "(cluster-fcfs), BF (grid-sharing, first fit), min-min, Gang(tau) (gang) with slices of 6, 9 and 30 h, "
           "and UM and UM+BF with utilities P1-P5 at periods of 6, 9 and 30 h. " +
           std::to_string(kSeeds) +
           " seeds per cell. Tables per inter-arrival time: overall completion time, mean response and mean startup "
           "delay in hours, and the Pearson correlation of credit with startup delay (eq. 4.12; -1 ideal) and with "
           "speedup against FCFS on the same workload (sec. 4.4; a paired FCFS run is made with every run; "
           "positive good), means over the seeds with their standard errors. Quick: " +
           std::to_string(kQuickTasks) + " tasks, inter-arrival 0 and 1.60 h, period 6 h, one seed.";
}

std::vector<RunSpec> UtilityRandomStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    StudyPlan plan(name(), group(options));
    const int tasks = options.quick ? kQuickTasks : kTasks;
    const int seeds = options.quick ? 1 : kSeeds;
    const std::vector<UtilityStudyScheme> schemes = UtilityStudyScheme::all(options.quick ? kQuickPeriods : kPeriods);
    for (const std::string& lambda : options.quick ? kQuickInterArrivals : kInterArrivals) {
        for (int seed = 1; seed <= seeds; ++seed) {
            const std::string trace = kTracePrefix + std::to_string(tasks) + kInterArrivalKey + lambda + kSeedKey +
                                      std::to_string(seed);
            for (const UtilityStudyScheme& scheme : schemes) {
                plan.add({trace, {}, kPlatform, scheme.policy, scheme.parameters,
                          scheme.label + " · " + lambda + " h · seed " + std::to_string(seed)});
            }
        }
    }
    return plan.take();
}

std::vector<StudyTable> UtilityRandomStudy::tables(std::span<const StoredRun> runs) const
{
    std::map<std::pair<std::string, std::string>, Cell> cells;  // (inter-arrival, scheme)
    for (const StoredRun& run : runs) {
        const std::string lambda = interArrivalOf(run.description);
        const auto scheme = UtilityStudyScheme::labelOf(run.description);
        if (lambda.empty() || !scheme)
            continue;
        Cell& cell = cells[{lambda, *scheme}];
        cell.completion.add(run.metric("makespan") / kSecondsPerHour);
        cell.response.add(run.metric("art") / kSecondsPerHour);
        cell.delay.add(run.metric("meanWait") / kSecondsPerHour);
        cell.correlation.add(run.metric("valueDelayCorrelation"));
        cell.speedupCorrelation.add(run.metric("valueSpeedupCorrelation"));
        ++cell.seeds;
    }
    // Every table and row, cells empty where a run is missing: a partly run
    // (or quick) study shows what it has in the full study's layout.
    std::vector<StudyTable> tables;
    for (const std::string& lambda : kInterArrivals) {
        CsvTable table({"scheme", "completion h", "completion SE", "response h", "response SE", "startup delay h",
                        "startup delay SE", "value-delay r", "value-delay r SE", "value-speedup r",
                        "value-speedup r SE", "seeds"});
        for (const UtilityStudyScheme& scheme : UtilityStudyScheme::all(kPeriods)) {
            const auto found = cells.find({lambda, scheme.label});
            if (found == cells.end()) {
                table.addRow({scheme.label});
                continue;
            }
            const Cell& c = found->second;
            table.addRow({scheme.label, c.completion.meanText(kHoursDecimals), c.completion.errorText(kHoursDecimals),
                          c.response.meanText(kHoursDecimals), c.response.errorText(kHoursDecimals),
                          c.delay.meanText(kHoursDecimals), c.delay.errorText(kHoursDecimals),
                          c.correlation.meanText(kCorrelationDecimals), c.correlation.errorText(kCorrelationDecimals),
                          c.speedupCorrelation.meanText(kCorrelationDecimals),
                          c.speedupCorrelation.errorText(kCorrelationDecimals), std::to_string(c.seeds)});
        }
        tables.push_back({"Experiment 4.1, mean inter-arrival " + lambda + " h",
                          "small grid; means over the seeds, each with its standard error (SE: sample standard "
                          "deviation / sqrt(seeds)); value-delay r: Pearson correlation of each task's credit with "
                          "its startup delay (-1: the valuable tasks start first); value-speedup r: its correlation "
                          "with the task's speedup against FCFS on the same workload (positive: the valuable tasks "
                          "gain most)",
                          std::move(table)});
    }
    return tables;
}

}  // namespace schedlab
