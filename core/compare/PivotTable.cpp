#include "compare/PivotTable.h"

#include "compare/ComparisonFormat.h"
#include "compare/MetricComparison.h"
#include "compare/PolicyVariant.h"
#include "engine/SimulationError.h"
#include "store/StoredRun.h"

#include <algorithm>
#include <charconv>
#include <set>

namespace schedlab {

namespace {

const std::string kTransformSeparator = " | ";
const std::string kPolicyHeader = "policy";
const std::string kFamilyHeader = "family";

std::vector<std::string> builtInDimensions()
{
    return {PivotTable::kVariant, PivotTable::kPlatform, PivotTable::kTransforms, PivotTable::kTrace,
            PivotTable::kSeed};
}

std::optional<double> asNumber(const std::string& text)
{
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size())
        return std::nullopt;
    return value;
}

std::size_t indexOf(std::vector<std::string>& keys, const std::string& key)
{
    const auto it = std::ranges::find(keys, key);
    if (it != keys.end())
        return std::size_t(it - keys.begin());
    keys.push_back(key);
    return keys.size() - 1;
}

std::string rowKey(const StoredRun& run, bool byVariant)
{
    return byVariant ? PolicyVariant::of(run.description).family : run.description.policy;
}

void sortColumns(std::vector<std::string>& columns, bool byVariant)
{
    if (byVariant) {
        std::ranges::stable_sort(columns, {}, &PolicyVariant::columnRank);
        return;
    }
    // Numbers ascending, then the other values (e.g. "(none)") as they came.
    std::ranges::stable_sort(columns, [](const std::string& x, const std::string& y) {
        const auto nx = asNumber(x);
        const auto ny = asNumber(y);
        if (nx && ny)
            return *nx < *ny;
        return nx.has_value() && !ny.has_value();
    });
}

}  // namespace

std::vector<std::string> PivotTable::dimensions(std::span<const StoredRun> runs)
{
    std::vector<std::string> result = builtInDimensions();
    std::set<std::string> parameters;
    for (const StoredRun& run : runs) {
        for (const auto& [name, value] : run.description.parameters)
            parameters.insert(name);
    }
    for (const std::string& name : parameters) {
        if (std::ranges::find(result, name) == result.end())
            result.push_back(name);
    }
    return result;
}

std::string PivotTable::dimensionValue(const StoredRun& run, const std::string& dimension)
{
    const RunDescription& d = run.description;
    if (dimension == kVariant)
        return PolicyVariant::of(d).variant;
    if (dimension == kPlatform)
        return d.platformName;
    if (dimension == kTransforms) {
        std::string joined;
        for (const std::string& t : d.transforms)
            joined += (joined.empty() ? "" : kTransformSeparator) + t;
        return joined.empty() ? kNoTransforms : joined;
    }
    if (dimension == kTrace) {
        const auto slash = d.tracePath.find_last_of('/');
        return slash == std::string::npos ? d.tracePath : d.tracePath.substr(slash + 1);
    }
    if (dimension == kSeed)
        return std::to_string(d.seed);
    const auto it = d.parameters.find(dimension);
    return it == d.parameters.end() ? kNoParameter : it->second;
}

PivotTable::PivotTable(std::span<const StoredRun> runs, const std::string& dimension,
                       const std::string& metricKey, std::size_t reference)
    : m_dimension(dimension), m_metric(&MetricComparison::definition(metricKey))
{
    if (reference >= runs.size())
        throw ConfigurationError("pivot: the reference run must be one of the " + std::to_string(runs.size()) +
                                 " compared runs");
    const std::vector<std::string> available = dimensions(runs);
    if (std::ranges::find(available, dimension) == available.end()) {
        std::string known;
        for (const std::string& d : available)
            known += (known.empty() ? "" : ", ") + d;
        throw ConfigurationError("pivot: unknown dimension '" + dimension + "'; these runs have: " + known);
    }
    m_referenceLabel = ComparisonFormat::runLabel(runs[reference]);
    const bool byVariant = dimension == kVariant;
    for (const StoredRun& run : runs) {
        indexOf(m_rows, rowKey(run, byVariant));
        indexOf(m_columns, dimensionValue(run, dimension));
    }
    sortColumns(m_columns, byVariant);

    m_cells.assign(m_rows.size() * m_columns.size(), Cell{});
    const double base = runs[reference].metric(metricKey);
    for (const StoredRun& run : runs) {
        const std::size_t row = indexOf(m_rows, rowKey(run, byVariant));
        const std::size_t column = indexOf(m_columns, dimensionValue(run, dimension));
        Cell& cell = m_cells[row * m_columns.size() + column];
        if (cell.runCount++ > 0)
            continue;  // the first run given wins
        cell.runId = run.id;
        cell.comparison.value = run.metric(metricKey);
        cell.comparison.improvement = improvementPercent(cell.comparison.value, base, m_metric->lowerIsBetter);
    }
}

const PivotTable::Cell& PivotTable::cell(std::size_t row, std::size_t column) const
{
    return m_cells.at(row * m_columns.size() + column);
}

int PivotTable::ambiguousCells() const
{
    return int(std::ranges::count_if(m_cells, [](const Cell& c) { return c.runCount > 1; }));
}

CsvTable PivotTable::table() const
{
    std::vector<std::string> headers = {m_dimension == kVariant ? kFamilyHeader : kPolicyHeader};
    for (const std::string& column : m_columns) {
        headers.push_back(column);
        headers.push_back(ComparisonFormat::improvementHeader(column));
    }
    CsvTable table(std::move(headers));
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        std::vector<std::string> cells = {m_rows[r]};
        for (std::size_t c = 0; c < m_columns.size(); ++c) {
            const Cell& pivotCell = cell(r, c);
            if (pivotCell.runCount == 0) {
                cells.insert(cells.end(), 2, std::string());
                continue;
            }
            cells.push_back(ComparisonFormat::value(pivotCell.comparison.value, m_metric->integral));
            cells.push_back(ComparisonFormat::improvement(pivotCell.comparison.improvement));
        }
        table.addRow(std::move(cells));
    }
    return table;
}

}  // namespace schedlab
