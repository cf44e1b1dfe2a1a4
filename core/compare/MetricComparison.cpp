#include "compare/MetricComparison.h"

#include "compare/ComparisonFormat.h"
#include "engine/SimulationError.h"
#include "store/StoredRun.h"

#include <algorithm>

namespace schedlab {

const MetricDefinition& MetricComparison::definition(const std::string& key)
{
    const auto& all = metricDefinitions();
    const auto it = std::ranges::find_if(all, [&](const MetricDefinition& d) { return d.key == key; });
    if (it != all.end())
        return *it;
    std::string known;
    for (const MetricDefinition& d : all)
        known += (known.empty() ? "" : ", ") + d.key;
    throw ConfigurationError("unknown metric '" + key + "'; known metrics: " + known);
}

std::vector<const MetricDefinition*> MetricComparison::definitionsFor(const std::vector<std::string>& keys)
{
    std::vector<const MetricDefinition*> result;
    if (keys.empty()) {
        for (const MetricDefinition& d : metricDefinitions())
            result.push_back(&d);
        return result;
    }
    for (const std::string& key : keys)
        result.push_back(&definition(key));
    return result;
}

MetricComparison::MetricComparison(std::span<const StoredRun> runs, std::size_t reference,
                                   const std::vector<std::string>& metricKeys)
    : m_reference(reference)
{
    if (reference >= runs.size())
        throw ConfigurationError("comparison: the reference run must be one of the " +
                                 std::to_string(runs.size()) + " compared runs");
    for (const StoredRun& run : runs)
        m_runLabels.push_back(ComparisonFormat::runLabel(run));
    for (const MetricDefinition* d : definitionsFor(metricKeys)) {
        Row row{d, {}};
        const double base = runs[reference].metric(d->key);
        for (const StoredRun& run : runs) {
            ComparisonCell cell;
            cell.value = run.metric(d->key);
            cell.improvement = improvementPercent(cell.value, base, d->lowerIsBetter);
            row.cells.push_back(cell);
        }
        m_rows.push_back(std::move(row));
    }
}

const MetricComparison::Row* MetricComparison::row(const std::string& key) const
{
    const auto it = std::ranges::find_if(m_rows, [&](const Row& r) { return r.definition->key == key; });
    return it == m_rows.end() ? nullptr : &*it;
}

CsvTable MetricComparison::table() const
{
    std::vector<std::string> headers = {"metric", "unit"};
    for (std::size_t i = 0; i < m_runLabels.size(); ++i) {
        if (i == m_reference) {
            headers.push_back(ComparisonFormat::referenceHeader(m_runLabels[i]));
        } else {
            headers.push_back(m_runLabels[i]);
            headers.push_back(ComparisonFormat::improvementHeader(m_runLabels[i]));
        }
    }
    CsvTable table(std::move(headers));
    for (const Row& row : m_rows) {
        std::vector<std::string> cells = {row.definition->key, row.definition->unit};
        for (std::size_t i = 0; i < row.cells.size(); ++i) {
            cells.push_back(ComparisonFormat::value(row.cells[i].value, row.definition->integral));
            if (i != m_reference)
                cells.push_back(ComparisonFormat::improvement(row.cells[i].improvement));
        }
        table.addRow(std::move(cells));
    }
    return table;
}

}  // namespace schedlab
