#include "reproduction/ReproductionMeasurements.h"

#include "model/Units.h"
#include "policies/PolicyRegistry.h"
#include "reproduction/ThesisMonth.h"
#include "store/StoredRun.h"
#include "study/Algorithms256Cells.h"
#include "study/GridStudyScenario.h"
#include "study/GridStudyWorkloads.h"
#include "study/StudyRunFacts.h"
#include "workload/TraceCalendar.h"
#include "workload/Workload.h"

#include <array>
#include <cmath>

namespace schedlab {

namespace {

using Measurements = std::map<std::string, Measurement>;
using units::kPercent;
Measurement valueOrReason(double value, const std::string& reason)
{
    Measurement m;
    if (std::isnan(value))
        m.notRunReason = reason;
    else
        m.value = value;
    return m;
}

double metricOf(const StoredRun* run, const std::string& key)
{
    return run == nullptr ? Measurement::kNone : run->metric(key);
}

// Table 2.2: job counts per month, read off the trace.
void measureJobCounts(const Workload& ctc, Measurements& out)
{
    constexpr int kWide = 256;
    constexpr int kNarrow = 128;
    const TraceCalendar calendar(ctc.header);
    std::map<std::string, std::array<std::int64_t, 3>> counts;
    for (const Job& job : ctc.jobs) {
        auto& c = counts[calendar.monthOf(job.submit).toString()];
        ++c[0];
        c[1] += job.nodes <= kWide ? 1 : 0;
        c[2] += job.nodes <= kNarrow ? 1 : 0;
    }
    for (const ThesisMonth& month : kThesisMonths) {
        const auto& c = counts[month.key];
        const std::string prefix = std::string("T2.2/") + month.label + "/";
        out[prefix + "total"].value = double(c[0]);
        out[prefix + "<=256"].value = double(c[1]);
        out[prefix + "<=128"].value = double(c[2]);
    }
}

// Tables 2.4-2.7 from the algorithms-256 runs.
void measureAlgorithms(std::span<const StoredRun> runs, const std::string& missing, Measurements& out)
{
    using W = Algorithms256Cells::Workload;
    struct Table {
        const char* key;
        W workload;
        bool exact;
    };
    constexpr std::array kTables = {Table{"2.4", W::Ctc, true}, Table{"2.5", W::Ctc, false},
                                    Table{"2.6", W::Probabilistic, false}, Table{"2.7", W::Randomized, false}};
    struct Row {
        const char* token;
        const char* family;
        bool weighted;
    };
    constexpr std::array kRows = {Row{"FCFS", "fcfs", false}, Row{"PSRS", "psrs", true},
                                  Row{"SMART-FFIA", "smart-ffia", true}, Row{"SMART-NFIW", "smart-nfiw", true},
                                  Row{"G&G", "garey-graham", false}};
    struct Column {
        const char* token;
        const char* variant;
    };
    constexpr std::array kColumns = {Column{"list", "list"}, Column{"cons", "conservative"}, Column{"EASY", "easy"}};
    struct Group {
        const char* token;
        const char* metric;
        const char* weight;
    };
    constexpr std::array kGroups = {Group{"U", "art", "unit"}, Group{"W", "weightedResponsePerJob", "area"}};
    const std::string conservativeMissing =
        "conservative backfilling is not run on the 50,000-job randomized workload: its queue grows without "
        "bound and every job end replans every waiting job, hours per run";

    const Algorithms256Cells cells(runs);
    for (const Table& table : kTables) {
        for (const Group& group : kGroups) {
            for (const Row& row : kRows) {
                for (const Column& column : kColumns) {
                    const std::string id = std::string("T") + table.key + "/" + group.token + "/" + row.token + "/" +
                                           column.token;
                    const StoredRun* run = cells.find(table.workload, table.exact, row.family, column.variant,
                                                      row.weighted ? group.weight : "");
                    const bool conservative = std::string(column.variant) == "conservative";
                    const std::string reason =
                        table.workload == W::Randomized && conservative && run == nullptr ? conservativeMissing
                                                                                          : missing;
                    out[id] = valueOrReason(metricOf(run, group.metric), reason);
                }
            }
        }
    }
}

// Tables 4.3-4.5 from the pfcfs-months runs on 128 nodes.
void measurePfcfs(std::span<const StoredRun> runs, const std::string& missing, Measurements& out)
{
    const std::string platform = "single:128";
    const PolicyRegistry registry;
    const std::vector<std::string> policies = {"fcfs", "pfcfs1", "pfcfs2", "pfcfs3"};
    std::map<std::pair<std::string, std::string>, const StoredRun*> cells;  // (policy, month)
    for (const std::string& policy : policies) {
        const ParameterValues complete = registry.completeParameters(policy, {});
        for (const StoredRun& run : runs) {
            const auto month = StudyRunFacts::transformArgument(run.description, "month");
            if (run.description.platformName == platform && month &&
                StudyRunFacts::isPolicy(run.description, policy, complete))
                cells.emplace(std::pair{policy, *month}, &run);
        }
    }
    const auto value = [&cells](const std::string& policy, const std::string& month, const std::string& metric) {
        const auto it = cells.find({policy, month});
        return it == cells.end() ? Measurement::kNone : it->second->metric(metric);
    };
    // Change in %, the thesis's sign: 100 (X / X_FCFS - 1), over one month or the sum of all eleven.
    const auto change = [&](const std::string& policy, const std::vector<std::string>& months,
                            const std::string& metric) {
        double sum = 0;
        double reference = 0;
        for (const std::string& month : months) {
            sum += value(policy, month, metric);
            reference += value("fcfs", month, metric);
        }
        return reference > 0 ? kPercent * (sum / reference - 1) : Measurement::kNone;
    };
    struct Table {
        const char* key;
        const char* metric;
    };
    constexpr std::array kTables = {Table{"4.3", "makespanSpan"}, Table{"4.4", "sumWeightedCompletion"},
                                    Table{"4.5", "sumWeightedFlowTime"}};
    // Printed column -> the strategy it really holds (E1), and as labelled.
    const std::vector<std::array<std::string, 3>> columns = {
        {"PFCFS1", "pfcfs1", "pfcfs1"}, {"PFCFS2", "pfcfs3", "pfcfs2"}, {"PFCFS3", "pfcfs2", "pfcfs3"}};
    std::vector<std::string> allMonths;
    for (const ThesisMonth& month : kThesisMonths)
        allMonths.emplace_back(month.key);
    for (const Table& table : kTables) {
        for (const auto& [printed, actual, labelled] : columns) {
            const std::string prefix = std::string("T") + table.key + "/" + printed + "/";
            for (const ThesisMonth& month : kThesisMonths) {
                Measurement m = valueOrReason(change(actual, {month.key}, table.metric), missing);
                m.asLabelled = change(labelled, {month.key}, table.metric);
                out[prefix + month.label] = m;
            }
            Measurement sum = valueOrReason(change(actual, allMonths, table.metric), missing);
            sum.asLabelled = change(labelled, allMonths, table.metric);
            out[prefix + "Sum"] = sum;
        }
    }
}

// Tables 5.3 and 5.4 from the grid-overhead runs.
void measureMultiSite(std::span<const StoredRun> runs, const std::string& missing, Measurements& out)
{
    constexpr int kOverheadStep = 5;
    constexpr int kMaxOverhead = 60;
    const PolicyRegistry registry;
    for (int p = 0; p <= kMaxOverhead; p += kOverheadStep) {
        GridStudyScenario scenario{"", "m128", "grid-multisite", {{"overhead", std::to_string(p)}},
                                   GridStudyWorkloads::kWideKeep};
        scenario.completeWith(registry);
        for (const std::string& workload : GridStudyWorkloads::labels()) {
            const StoredRun* found = scenario.firstRun(runs, workload);
            const std::string suffix = "/" + workload + "/p=" + std::to_string(p);
            out["T5.3" + suffix] = valueOrReason(metricOf(found, "multiSiteJobs"), missing);
            out["T5.4" + suffix] = valueOrReason(metricOf(found, "multiSiteWorkShare"), missing);
        }
    }
}

}  // namespace

std::map<std::string, Measurement> ReproductionMeasurements::measure(const Inputs& inputs)
{
    Measurements out;
    if (inputs.ctc != nullptr)
        measureJobCounts(*inputs.ctc, out);
    measureAlgorithms(inputs.algorithms, inputs.missingReason, out);
    measurePfcfs(inputs.pfcfsMonths, inputs.missingReason, out);
    measureMultiSite(inputs.gridOverhead, inputs.missingReason, out);
    return out;
}

}  // namespace schedlab
