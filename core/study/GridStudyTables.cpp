#include "study/GridStudyTables.h"

#include "compare/ComparisonFormat.h"
#include "compare/MetricComparison.h"
#include "metrics/MetricsReport.h"
#include "policies/PolicyRegistry.h"
#include "store/StoredRun.h"
#include "study/GridStudyWorkloads.h"
#include "study/StudyTableBuilder.h"

#include <algorithm>
#include <set>

namespace schedlab {

namespace {

const std::string kRowHeader = "scenario";
const std::string kMultiSiteJobs = "multiSiteJobs";
const std::string kMultiSiteShare = "multiSiteWorkShare";

}  // namespace

GridStudyTables::GridStudyTables(std::vector<GridStudyScenario> scenarios, std::span<const StoredRun> runs)
{
    const PolicyRegistry registry;
    for (GridStudyScenario& scenario : scenarios)
        scenario.completeWith(registry);

    std::set<std::string> present;
    for (const StoredRun& run : runs) {
        if (const auto label = GridStudyWorkloads::labelOf(run.description))
            present.insert(*label);
    }
    for (const std::string& label : GridStudyWorkloads::labels()) {
        if (present.contains(label))
            m_columns.push_back(label);
    }

    for (GridStudyScenario& scenario : scenarios) {
        std::vector<const StoredRun*> cells(m_columns.size(), nullptr);
        for (const StoredRun& run : runs) {
            const auto label = GridStudyWorkloads::labelOf(run.description);
            if (!label || !scenario.matches(run.description))
                continue;
            const auto column = std::size_t(std::ranges::find(m_columns, *label) - m_columns.begin());
            if (cells[column] == nullptr)
                cells[column] = &run;
        }
        const bool any = std::ranges::any_of(cells, [](const StoredRun* run) { return run != nullptr; });
        if (scenario.swept && !any)
            continue;
        m_scenarios.push_back(std::move(scenario));
        m_cells.push_back(std::move(cells));
    }
}

CsvTable GridStudyTables::metricTable(const std::string& metricKey) const
{
    StudyTableBuilder builder(metricKey, kRowHeader, m_columns);
    for (std::size_t s = 0; s < m_scenarios.size(); ++s) {
        const bool reference = m_scenarios[s].reference;
        if (reference)
            builder.setColumnReferences(m_cells[s]);
        builder.addRow(m_scenarios[s].label, m_cells[s],
                       reference ? StudyTableBuilder::RowKind::Values : StudyTableBuilder::RowKind::Compared);
    }
    return builder.table(StudyTableBuilder::Layout::ValueAndImprovement);
}

CsvTable GridStudyTables::multiSiteTable(const std::string& policy, const std::string& wideRule) const
{
    const MetricDefinition& jobs = MetricComparison::definition(kMultiSiteJobs);
    const MetricDefinition& share = MetricComparison::definition(kMultiSiteShare);
    std::vector<std::string> headers = {kRowHeader};
    for (const std::string& column : m_columns) {
        headers.push_back(column + " jobs");
        headers.push_back(column + " work %");
    }
    CsvTable table(std::move(headers));
    for (std::size_t s = 0; s < m_scenarios.size(); ++s) {
        if (m_scenarios[s].policy != policy || (!wideRule.empty() && m_scenarios[s].wideRule != wideRule))
            continue;
        std::vector<std::string> cells = {m_scenarios[s].label};
        for (const StoredRun* run : m_cells[s]) {
            cells.push_back(run ? ComparisonFormat::value(run->metric(jobs.key), jobs.integral) : std::string());
            cells.push_back(run ? ComparisonFormat::value(run->metric(share.key), share.integral) : std::string());
        }
        table.addRow(std::move(cells));
    }
    return table;
}

}  // namespace schedlab
