#include "study/UtilitySchemeTable.h"

#include "store/StoredRun.h"
#include "study/UtilityStudyScheme.h"

namespace schedlab {

namespace {

constexpr double kSecondsPerHour = 3600;
constexpr int kHoursDecimals = 1;
constexpr int kCorrelationDecimals = 3;

} // namespace

void UtilitySchemeTable::add(const std::string& setting, const StoredRun& run)
{
    const auto scheme = UtilityStudyScheme::labelOf(run.description);
    if (!scheme)
        return;
    Cell& cell = m_cells[{ setting, *scheme }];
    cell.completion.add(run.metric("makespan") / kSecondsPerHour);
    cell.response.add(run.metric("art") / kSecondsPerHour);
    cell.delay.add(run.metric("meanWait") / kSecondsPerHour);
    cell.correlation.add(run.metric("valueDelayCorrelation"));
    cell.speedupCorrelation.add(run.metric("valueSpeedupCorrelation"));
    ++cell.seeds;
}

CsvTable UtilitySchemeTable::table(
    const std::string& setting, const std::vector<std::string>& periods) const
{
    CsvTable table({ "scheme", "completion h", "completion SE", "response h", "response SE",
        "startup delay h", "startup delay SE", "value-delay r", "value-delay r SE",
        "value-speedup r", "value-speedup r SE", "seeds" });
    for (const UtilityStudyScheme& scheme : UtilityStudyScheme::all(periods)) {
        const auto found = m_cells.find({ setting, scheme.label });
        if (found == m_cells.end()) {
            table.addRow({ scheme.label });
            continue;
        }
        const Cell& c = found->second;
        table.addRow({ scheme.label, c.completion.meanText(kHoursDecimals),
            c.completion.errorText(kHoursDecimals), c.response.meanText(kHoursDecimals),
            c.response.errorText(kHoursDecimals), c.delay.meanText(kHoursDecimals),
            c.delay.errorText(kHoursDecimals), c.correlation.meanText(kCorrelationDecimals),
            c.correlation.errorText(kCorrelationDecimals),
            c.speedupCorrelation.meanText(kCorrelationDecimals),
            c.speedupCorrelation.errorText(kCorrelationDecimals), std::to_string(c.seeds) });
    }
    return table;
}

std::string UtilitySchemeTable::columnNote()
{
    return "means over the seeds, each with its standard error (SE: sample standard deviation / "
           "sqrt(seeds)); "
           "value-delay r: Pearson correlation of each task's credit with its startup delay (-1: "
           "the valuable "
           "tasks start first); value-speedup r: its correlation with the task's speedup against "
           "FCFS on the same "
           "workload (positive: the valuable tasks gain most)";
}

} // namespace schedlab
