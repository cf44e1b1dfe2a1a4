#include "study/UtilityFtStudy.h"

#include "reproduction/ReportNumberFormat.h"
#include "study/SeedMean.h"
#include "study/StudyPlan.h"
#include "study/StudyRunFacts.h"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <optional>

namespace schedlab {

namespace {

const std::string kTracePrefix = "generate:utility-values:jobs=";
const std::string kSeedKey = ",seed=";
const std::string kPlatformPrefix = "vanderster-medium-speeds-";
const std::string kOptionsPrefix = "ft-options:4:";
const std::string kFcfs = "ft-fcfs";
const std::string kUtility = "utility";
const std::string kForm = "utility";
// The thesis's cycle of 100 s, in the hours the utility policy's period is
// given in.
const std::string kPeriodHours = "0.0277777777777778";
const std::vector<int> kTasks = {10, 20, 40, 80, 160, 320, 640};
const std::vector<int> kQuickTasks = {20, 160};
constexpr double kPercent = 100;
constexpr int kPercentDecimals = 1;
constexpr int kCorrelationDecimals = 3;

struct Scheme {
    std::string label;
    std::string form;  // empty: FCFS
};

// Table 7.1's heuristics, after the FCFS baseline.
const std::array<Scheme, 4> kSchemes = {{
    {"FCFS", ""},
    {"Value", "ft-value"},
    {"Value/Cost", "ft-value-cost"},
    {"Value/ERT", "ft-value-ert"},
}};

struct Cell {
    SeedMean faulted;  // shares of the tasks
    SeedMean failed;
    SeedMean profit;
    SeedMean correlation;
    SeedMean none;
    SeedMean retry;
    SeedMean replica;
    int seeds = 0;
};

std::optional<std::string> schemeOf(const RunDescription& description)
{
    if (description.policy == kFcfs)
        return kSchemes[0].label;
    if (description.policy != kUtility)
        return std::nullopt;
    const std::string form = StudyRunFacts::parameter(description, kForm);
    for (const Scheme& scheme : kSchemes) {
        if (!scheme.form.empty() && scheme.form == form)
            return scheme.label;
    }
    return std::nullopt;
}

// The task count of a run of this study's workload; 0 for any other run.
int tasksOf(const RunDescription& description)
{
    if (!description.tracePath.starts_with(kTracePrefix) ||
        !StudyRunFacts::transformArgument(description, "ft-options"))
        return 0;
    const std::string rest = description.tracePath.substr(kTracePrefix.size());
    return std::atoi(rest.substr(0, rest.find(',')).c_str());
}

}  // namespace

std::string UtilityFtStudy::name() const
{
    return "utility-ft";
}

std::string UtilityFtStudy::title() const
{
    return "Fault-tolerant utility allocation (experiment 7)";
}

std::string UtilityFtStudy::description() const
{
    return "Source: Vanderster (2008), PhD thesis, ch. 7, Tables 7.1-7.2. The medium grid (clusters of 16, 16, 32 "
           "and 128 CPUs) with cluster speeds drawn from U[0.5, 1.5] per seed (vanderster-medium-speeds-SEED); "
           "n = 10, 20, 40, 80, 160, 320 and 640 one-processor tasks at t = 0 (generate:utility-values: length "
           "L ~ U[0, 86400] s, credit v ~ U[0, L]), each with 12 options (ft-options:4:SEED: every cluster with no "
           "recovery, retry and replication, fault probability N(0.1, 0.05) per task and cluster, redrawn outside "
           "(0, 1)). Schemes: FCFS (ft-fcfs, a random option among those that fit) and the utility allocation "
           "without preemption every 100 s with Value, Value/Cost and Value/ERT. " +
           std::to_string(kSeeds) +
           " seeds (the thesis: 1000). Tables with n as columns, means over the seeds with their standard errors: % of tasks faulted, % "
           "failed, profit share (credit of the completed tasks / all credit) and the value-delay correlation; "
           "and the share of tasks run with no recovery, retry and a replica at n = " +
           std::to_string(kMixTasks) + ". Quick: n = 20 and 160, " + std::to_string(kQuickSeeds) + " seeds.";
}

std::vector<RunSpec> UtilityFtStudy::runs(const StudyOptions& options, TraceCache& /*cache*/) const
{
    StudyPlan plan(name(), group(options));
    std::vector<std::uint64_t> seeds;  // of each run, in plan order
    const int seedCount = options.quick ? kQuickSeeds : kSeeds;
    for (const int n : options.quick ? kQuickTasks : kTasks) {
        for (int seed = 1; seed <= seedCount; ++seed) {
            const std::string s = std::to_string(seed);
            const std::string trace = kTracePrefix + std::to_string(n) + kSeedKey + s;
            const std::string label = "n " + std::to_string(n) + " · seed " + s;
            for (const Scheme& scheme : kSchemes) {
                if (scheme.form.empty())
                    plan.add({trace, {kOptionsPrefix + s}, kPlatformPrefix + s, kFcfs, {{"seed", s}},
                              scheme.label + " · " + label});
                else
                    plan.add({trace, {kOptionsPrefix + s}, kPlatformPrefix + s, kUtility,
                              {{kForm, scheme.form}, {"period", kPeriodHours}, {"preempt", "false"}},
                              scheme.label + " · " + label});
                seeds.push_back(std::uint64_t(seed));
            }
        }
    }
    std::vector<RunSpec> runs = plan.take();
    // The run's seed draws its faults (FaultDraw): each seed its own.
    for (std::size_t i = 0; i < runs.size(); ++i)
        runs[i].seed = seeds[i];
    return runs;
}

std::vector<StudyTable> UtilityFtStudy::tables(std::span<const StoredRun> runs) const
{
    std::map<std::pair<int, std::string>, Cell> cells;  // (n, scheme)
    for (const StoredRun& run : runs) {
        const int n = tasksOf(run.description);
        const auto scheme = schemeOf(run.description);
        if (n <= 0 || !scheme)
            continue;
        Cell& cell = cells[{n, *scheme}];
        cell.faulted.add(run.metric("faultedJobs") / n);
        cell.failed.add(run.metric("failedJobs") / n);
        cell.profit.add(run.metric("profitShare") / kPercent);
        cell.correlation.add(run.metric("valueDelayCorrelation"));
        const double retry = run.metric("retryJobs") / n;
        const double replica = run.metric("replicaJobs") / n;
        cell.none.add(1 - retry - replica);
        cell.retry.add(retry);
        cell.replica.add(replica);
        ++cell.seeds;
    }
    // A column per task count, each followed by its standard error.
    const auto perTask = [&](const std::string& title, const std::string& note, SeedMean Cell::*field, bool share) {
        std::vector<std::string> header = {"scheme"};
        for (const int n : kTasks) {
            header.push_back("n=" + std::to_string(n));
            header.push_back("n=" + std::to_string(n) + " SE");
        }
        const int decimals = share ? kPercentDecimals : kCorrelationDecimals;
        const double scale = share ? kPercent : 1;
        CsvTable table(header);
        for (const Scheme& scheme : kSchemes) {
            std::vector<std::string> row = {scheme.label};
            for (const int n : kTasks) {
                const auto found = cells.find({n, scheme.label});
                if (found == cells.end()) {
                    row.insert(row.end(), 2, std::string());
                    continue;
                }
                const SeedMean& value = found->second.*field;
                row.push_back(value.meanText(decimals, scale));
                row.push_back(value.errorText(decimals, scale));
            }
            table.addRow(row);
        }
        return StudyTable{title, note + "; means over the seeds, each with its standard error (SE)", std::move(table)};
    };
    std::vector<StudyTable> tables = {
        perTask("Experiment 7, tasks faulted %", "tasks that met a fault, recovered or not", &Cell::faulted, true),
        perTask("Experiment 7, tasks failed %", "tasks that faulted without recovery", &Cell::failed, true),
        perTask("Experiment 7, profit share %", "credit of the completed tasks / credit of all tasks", &Cell::profit,
                true),
        perTask("Experiment 7, value-delay correlation",
                "Pearson correlation of credit with startup delay (-1: the valuable tasks start first)",
                &Cell::correlation, false),
    };
    CsvTable mix({"scheme", "none %", "none SE", "retry %", "retry SE", "replica %", "replica SE", "seeds"});
    for (const Scheme& scheme : kSchemes) {
        const auto found = cells.find({kMixTasks, scheme.label});
        if (found == cells.end()) {
            mix.addRow({scheme.label});
            continue;
        }
        const Cell& c = found->second;
        std::vector<std::string> row = {scheme.label};
        for (const SeedMean* share : {&c.none, &c.retry, &c.replica}) {
            row.push_back(share->meanText(kPercentDecimals, kPercent));
            row.push_back(share->errorText(kPercentDecimals, kPercent));
        }
        row.push_back(std::to_string(c.seeds));
        mix.addRow(std::move(row));
    }
    tables.push_back({"Experiment 7, technique mix at n = " + std::to_string(kMixTasks),
                      "share of the tasks run with no recovery, retry and a replica; means over the seeds, each "
                      "with its standard error (SE)",
                      std::move(mix)});
    return tables;
}

}  // namespace schedlab
