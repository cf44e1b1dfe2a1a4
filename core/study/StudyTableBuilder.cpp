#include "study/StudyTableBuilder.h"

#include "compare/ComparisonFormat.h"
#include "compare/MetricComparison.h"
#include "metrics/MetricsReport.h"
#include "store/StoredRun.h"

namespace schedlab {

StudyTableBuilder::StudyTableBuilder(const std::string& metricKey, std::string rowHeader,
                                     std::vector<std::string> columns)
    : m_metric(&MetricComparison::definition(metricKey)), m_rowHeader(std::move(rowHeader)),
      m_columns(std::move(columns))
{
}

void StudyTableBuilder::addRow(std::string label, std::vector<const StoredRun*> cells, RowKind kind)
{
    cells.resize(m_columns.size(), nullptr);
    m_rows.push_back({std::move(label), std::move(cells), kind});
}

void StudyTableBuilder::setReference(const StoredRun* reference)
{
    m_reference = reference;
}

void StudyTableBuilder::setColumnReferences(std::vector<const StoredRun*> references)
{
    references.resize(m_columns.size(), nullptr);
    m_columnReferences = std::move(references);
}

void StudyTableBuilder::addWinCount(std::string header)
{
    m_winHeader = std::move(header);
}

void StudyTableBuilder::addSumColumn(std::string header, std::vector<bool> included)
{
    included.resize(m_columns.size(), false);
    m_sumHeader = std::move(header);
    m_sumIncluded = std::move(included);
}

ComparisonCell StudyTableBuilder::sumCell(std::size_t row) const
{
    double sum = 0;
    double referenceSum = 0;
    bool any = false;
    if (m_sumIncluded.empty())
        return {};
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        if (!m_sumIncluded[c])
            continue;
        const StoredRun* run = m_rows.at(row).cells.at(c);
        const StoredRun* reference = referenceOf(c);
        if (run == nullptr || reference == nullptr)
            return {};
        sum += run->metric(m_metric->key);
        referenceSum += reference->metric(m_metric->key);
        any = true;
    }
    ComparisonCell result;
    if (!any)
        return result;
    result.value = sum;
    result.improvement = improvementPercent(sum, referenceSum, m_metric->lowerIsBetter);
    return result;
}

const StoredRun* StudyTableBuilder::referenceOf(std::size_t column) const
{
    return m_columnReferences.empty() ? m_reference : m_columnReferences.at(column);
}

ComparisonCell StudyTableBuilder::cell(std::size_t row, std::size_t column) const
{
    ComparisonCell result;
    const StoredRun* run = m_rows.at(row).cells.at(column);
    if (run == nullptr)
        return result;
    result.value = run->metric(m_metric->key);
    if (const StoredRun* reference = referenceOf(column))
        result.improvement = improvementPercent(result.value, reference->metric(m_metric->key), m_metric->lowerIsBetter);
    return result;
}

std::string StudyTableBuilder::winCount(const Row& row, std::size_t index) const
{
    if (row.kind == RowKind::Values)
        return {};
    int compared = 0;
    int wins = 0;
    for (std::size_t c = 0; c < m_columns.size(); ++c) {
        const ComparisonCell comparison = cell(index, c);
        if (!comparison.improvement)
            continue;
        ++compared;
        wins += *comparison.improvement > 0.0 ? 1 : 0;
    }
    return compared == 0 ? std::string() : std::to_string(wins) + "/" + std::to_string(compared);
}

CsvTable StudyTableBuilder::table(Layout layout) const
{
    const bool withValues = layout == Layout::ValueAndImprovement;
    std::vector<std::string> headers = {m_rowHeader};
    for (const std::string& column : m_columns) {
        headers.push_back(column);
        if (withValues)
            headers.push_back(ComparisonFormat::improvementHeader(column));
    }
    if (!m_sumHeader.empty()) {
        headers.push_back(m_sumHeader);
        if (withValues)
            headers.push_back(ComparisonFormat::improvementHeader(m_sumHeader));
    }
    if (!m_winHeader.empty())
        headers.push_back(m_winHeader);

    CsvTable table(std::move(headers));
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const Row& row = m_rows[r];
        std::vector<std::string> cells = {row.label};
        const auto write = [&](const ComparisonCell& comparison) {
            const std::string value =
                comparison.hasValue() ? ComparisonFormat::value(comparison.value, m_metric->integral) : std::string();
            const std::string improvement =
                comparison.hasValue() ? ComparisonFormat::improvement(comparison.improvement) : std::string();
            if (withValues) {
                cells.push_back(value);
                cells.push_back(row.kind == RowKind::Values ? std::string() : improvement);
            } else {
                cells.push_back(row.kind == RowKind::Values ? value : improvement);
            }
        };
        for (std::size_t c = 0; c < m_columns.size(); ++c)
            write(cell(r, c));
        if (!m_sumHeader.empty())
            write(sumCell(r));
        if (!m_winHeader.empty())
            cells.push_back(winCount(row, r));
        table.addRow(std::move(cells));
    }
    return table;
}

}  // namespace schedlab
