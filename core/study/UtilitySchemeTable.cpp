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
    if (const auto scheme = UtilityStudyScheme::labelOf(run.description))
        add(setting, *scheme, run);
}

void UtilitySchemeTable::add(
    const std::string& setting, const std::string& row, const StoredRun& run)
{
    Cell& cell = m_cells[{ setting, row }];
    cell.completion.add(run.metric("makespan") / kSecondsPerHour);
    cell.response.add(run.metric("art") / kSecondsPerHour);
    cell.delay.add(run.metric("meanWait") / kSecondsPerHour);
    cell.correlation.add(run.metric("valueDelayCorrelation"));
    // A mean speedup of exactly 0 means FCFS could not run the workload at
    // the requested widths (SpeedupReference), so there is no speedup to
    // correlate: the cell stays empty rather than show 0.
    if (run.metric("meanSpeedup") != 0)
        cell.speedupCorrelation.add(run.metric("valueSpeedupCorrelation"));
    ++cell.seeds;
}

CsvTable UtilitySchemeTable::table(
    const std::string& setting, const std::vector<std::string>& periods) const
{
    std::vector<std::string> rows;
    for (const UtilityStudyScheme& scheme : UtilityStudyScheme::all(periods))
        rows.push_back(scheme.label);
    return tableOfRows(setting, rows, "scheme");
}

CsvTable UtilitySchemeTable::tableOfRows(const std::string& setting,
    const std::vector<std::string>& rows, const std::string& rowHeader) const
{
    CsvTable table({ rowHeader, "completion h", "completion SE", "response h", "response SE",
        "startup delay h", "startup delay SE", "value-delay r", "value-delay r SE",
        "value-speedup r", "value-speedup r SE", "seeds" });
    for (const std::string& row : rows) {
        const auto found = m_cells.find({ setting, row });
        if (found == m_cells.end()) {
            table.addRow({ row });
            continue;
        }
        const Cell& c = found->second;
        table.addRow({ row, c.completion.meanText(kHoursDecimals),
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
