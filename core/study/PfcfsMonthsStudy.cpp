#include "study/PfcfsMonthsStudy.h"

#include "experiment/TraceCache.h"
#include "policies/PolicyRegistry.h"
#include "study/StudyPlan.h"
#include "study/StudyRunFacts.h"
#include "study/StudyTableBuilder.h"
#include "sweep/DecimalRange.h"
#include "workload/TraceCalendar.h"

#include <algorithm>
#include <set>

namespace schedlab {

namespace {

const std::string kPfcfs = "pfcfs";
const std::string kReferencePolicy = "fcfs";
const std::string kMonthTransform = "month";
const std::string kN = "n";
const std::string kX = "x";
// The studied values of Yahyapour (2002), §4.2 and Table 4.2. Each sweep varies one
// parameter from the pfcfs defaults (x = 50 %, n = 3, delta = 60 s,
// Delta = 600 s), so the value where both sweeps meet (x = 50, n = 3) is one run.
const std::vector<std::string> kNValues = {"1", "2", "3", "10", "11"};
const std::vector<std::string> kQuickNValues = {"1", "2"};
constexpr double kXFrom = 40;
constexpr double kXTo = 60;
constexpr double kXStep = 5;
constexpr std::size_t kMaxXValues = 100;
const std::string kDefaultX = "50";
const std::vector<std::string> kQuickXValues = {"40"};

struct Metric {
    const char* key;
    const char* title;
    const char* note;
};
// Yahyapour (2002), Tables 4.3 (makespan), 4.4 (completion time) and 4.5
// (flow time, weighted as in its §4.1), plus the unweighted flow time its
// text discusses.
const std::vector<Metric> kMetrics = {
    {"makespanSpan", "Makespan", "makespan = last completion - first submission of the month (Table 4.3)"},
    {"sumWeightedCompletion", "Weighted completion time",
     "weighted completion time = sum w_i t_i with t_i counted from the month's first submission (Table 4.4)"},
    {"sumWeightedFlowTime", "Weighted flow time", "weighted flow time = sum w_i (t_i - r_i) (Table 4.5)"},
    {"sumFlowTime", "Sum of flow times", "sum of flow times = sum (t_i - r_i)"},
};
// The thesis's months: July 1996 to May 1997. The cleaned log's few June
// 1996 jobs are in none of its tables, so its Sum rows leave them out.
const std::string kFirstThesisMonth = "1996-07";
const std::string kLastThesisMonth = "1997-05";
const std::string kSumHeader = "Sum Jul96-May97";
const std::string kRebase = "rebase";

struct Row {
    std::string label;
    std::string policy;
    ParameterValues parameters;
    bool swept = false;  // a sweep value: shown only when some run has it (quick runs fewer)
};

std::string platformFor(std::int32_t nodes)
{
    return "single:" + std::to_string(nodes);
}

std::vector<std::string> xValues(bool quick)
{
    if (quick)
        return kQuickXValues;
    std::vector<std::string> values = DecimalRange::expand(kXFrom, kXTo, kXStep, kMaxXValues);
    std::erase(values, kDefaultX);  // the n sweep has it
    return values;
}

// The rows of one machine size, reference first. With `quick`, the sweeps
// are cut short; without, they are complete (what tables() lays out).
std::vector<Row> rowsFor(std::int32_t nodes, bool quick)
{
    std::vector<Row> rows = {
        {"FCFS (reference, value)", kReferencePolicy, {}},
        {"EASY", "easy", {}},
        {"conservative", "conservative", {}},
        {"PFCFS1", "pfcfs1", {}},
        {"PFCFS2", "pfcfs2", {}},
        {"PFCFS3", "pfcfs3", {}},
        {"PFCFS best for " + std::to_string(nodes), "pfcfs-best" + std::to_string(nodes), {}},
    };
    for (const std::string& n : quick ? kQuickNValues : kNValues)
        rows.push_back({"PFCFS n=" + n, kPfcfs, {{kN, n}}, true});
    for (const std::string& x : xValues(quick))
        rows.push_back({"PFCFS x=" + x + " %", kPfcfs, {{kX, x}}, true});
    return rows;
}

}  // namespace

std::string PfcfsMonthsStudy::title() const
{
    return "Preemptive FCFS (PFCFS) against FCFS and backfilling, month by month on CTC";
}

std::string PfcfsMonthsStudy::description() const
{
    return "Source: Yahyapour (2002), PhD thesis, ch. 4 and Tables 4.3-4.5; Schwiegelshohn & Yahyapour (1998), "
           "JSSPP. Workload: every calendar month of the CTC SP2 trace separately (month:YYYY-MM, in the trace's "
           "time zone, as a sweep's each-month set), each on an empty machine of 128 and of 256 nodes with the "
           "jobs wider than the machine removed (drop-wider:N) and the month rebased to start at 0 (rebase). Policies: FCFS (the reference), EASY and conservative backfilling, the presets "
           "PFCFS1, PFCFS2, PFCFS3, the best setting for the machine size (pfcfs-best128: x = 40 %, "
           "pfcfs-best256: x = 45 %, both n = 1, delta = 60 s), and pfcfs sweeps of one parameter at a time "
           "from its defaults (x = 50 %, n = 3, delta = 60 s, Delta = 600 s, s = 0, nothing starts during a "
           "gang cycle): n = 1, 2, 3, 10, 11 and x = 40, 45, 55, 60 %. Tables, per machine size: makespan "
           "(last completion - first submission of the month, Table 4.3), weighted completion time (sum w_i t_i "
           "with t_i from the month's first submission, Table 4.4), weighted flow time (sum w_i (t_i - r_i), "
           "Table 4.5) and the sum of flow times, one row per policy or setting, one column per month: the first "
           "row is FCFS's value, the others the improvement over FCFS in the same month on the same machine in "
           "percent (positive = better; the thesis prints the change, negative = better), a Sum column over the "
           "eleven months July 1996 to May 1997 (a ratio of sums, as the thesis's Sum rows), and the last column "
           "says in how many months the row beats FCFS. Quick: the first two "
           "calendar months, n = 1, 2 and x = 40 %, every other run kept.";
}

std::vector<RunSpec> PfcfsMonthsStudy::runs(const StudyOptions& options, TraceCache& cache) const
{
    std::vector<std::string> months = cache.get(options.ctcTracePath)->summary.months;
    if (options.quick && months.size() > kQuickMonths)
        months.resize(kQuickMonths);

    StudyPlan plan(name(), group(options));
    for (const std::string& month : months) {
        for (const std::int32_t nodes : kMachineSizes) {
            // Rebased so that completion times count from the month's first
            // submission (Table 4.4); makespan and flow times do not change.
            const std::vector<std::string> transforms = {kMonthTransform + ":" + month,
                                                         "drop-wider:" + std::to_string(nodes), kRebase};
            for (const Row& row : rowsFor(nodes, options.quick))
                plan.add({options.ctcTracePath, transforms, platformFor(nodes), row.policy, row.parameters,
                          month + StudyPlan::kNameSeparator + platformFor(nodes)});
        }
    }
    return plan.take();
}

std::vector<StudyTable> PfcfsMonthsStudy::tables(std::span<const StoredRun> runs) const
{
    const PolicyRegistry registry;
    std::set<std::string> monthSet;
    for (const StoredRun& run : runs) {
        if (const auto month = StudyRunFacts::transformArgument(run.description, kMonthTransform))
            monthSet.insert(*month);
    }
    const std::vector<std::string> months(monthSet.begin(), monthSet.end());  // "YYYY-MM" sorts by date

    std::vector<StudyTable> tables;
    for (const std::int32_t nodes : kMachineSizes) {
        const std::string platform = platformFor(nodes);
        const std::vector<Row> rows = rowsFor(nodes, false);
        // cells[row][month]: the first run given for it.
        std::vector<std::vector<const StoredRun*>> cells(rows.size(),
                                                         std::vector<const StoredRun*>(months.size(), nullptr));
        std::vector<ParameterValues> complete;
        for (const Row& row : rows)
            complete.push_back(registry.completeParameters(row.policy, row.parameters));
        for (const StoredRun& run : runs) {
            const RunDescription& d = run.description;
            const auto month = StudyRunFacts::transformArgument(d, kMonthTransform);
            if (d.platformName != platform || !month)
                continue;
            const auto column = std::size_t(std::ranges::find(months, *month) - months.begin());
            for (std::size_t r = 0; r < rows.size(); ++r) {
                if (StudyRunFacts::isPolicy(d, rows[r].policy, complete[r]) && cells[r][column] == nullptr)
                    cells[r][column] = &run;
            }
        }

        std::vector<bool> thesisMonths;
        for (const std::string& month : months)
            thesisMonths.push_back(month >= kFirstThesisMonth && month <= kLastThesisMonth);
        for (const Metric& metric : kMetrics) {
            StudyTableBuilder builder(metric.key, "policy", months);
            builder.setColumnReferences(cells.front());
            builder.addSumColumn(kSumHeader, thesisMonths);
            builder.addWinCount("beats FCFS");
            for (std::size_t r = 0; r < rows.size(); ++r) {
                const bool any = std::ranges::any_of(cells[r], [](const StoredRun* run) { return run != nullptr; });
                if (rows[r].swept && !any)
                    continue;
                builder.addRow(rows[r].label, cells[r],
                               r == 0 ? StudyTableBuilder::RowKind::Values : StudyTableBuilder::RowKind::Compared);
            }
            tables.push_back({std::string(metric.title) + " on " + std::to_string(nodes) +
                                  " nodes, CTC month by month: change against FCFS",
                              std::string("First row: FCFS's value (s); other rows: improvement over FCFS in the "
                                          "same month on the same machine, in percent (positive = better); beats "
                                          "FCFS: months better than FCFS / months compared; " + kSumHeader +
                                          ": change of the sum over the eleven months July 1996 to May 1997, "
                                          "a ratio of sums as in Yahyapour (2002), Tables 4.3-4.5. ") +
                                  metric.note + ".",
                              builder.table(StudyTableBuilder::Layout::ImprovementOnly)});
        }
    }
    return tables;
}

}  // namespace schedlab
