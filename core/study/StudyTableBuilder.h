#pragma once

#include "compare/ComparisonCell.h"
#include "compare/CsvTable.h"

#include <string>
#include <vector>

namespace schedlab {

struct MetricDefinition;
struct StoredRun;

// One metric of a study's runs laid out as the publication lays it out:
// labelled rows x labelled columns, each cell one run (or none), compared
// with a reference run by improvementPercent (ComparisonCell.h: positive =
// better) and written by ComparisonFormat, so the numbers read exactly as
// in every other comparison of the CLI and the workbench.
//
// The reference is one run for the whole table, or one per column (the
// FCFS run of the same month, the m512 run of the same workload). A cell
// whose run or reference is missing stays empty or "n/a", so a study that
// is only partly run still shows what it has.
class StudyTableBuilder {
public:
    enum class Layout {
        ValueAndImprovement,  // per column: the value, then "<column> impr %"
        ImprovementOnly,      // per column: the improvement only
    };
    enum class RowKind {
        Compared,  // cells as the layout says
        Values,    // cells are the runs' values (the reference row of an ImprovementOnly table)
    };

    // ConfigurationError for an unknown metric key.
    StudyTableBuilder(const std::string& metricKey, std::string rowHeader, std::vector<std::string> columns);

    // `cells` index-aligned with the columns (shorter: the rest missing);
    // nullptr is a missing run.
    void addRow(std::string label, std::vector<const StoredRun*> cells, RowKind kind = RowKind::Compared);
    void setReference(const StoredRun* reference);
    void setColumnReferences(std::vector<const StoredRun*> references);
    // Adds a last column `header` that counts, per compared row, the columns
    // in which the run beats the reference (improvement > 0) out of those
    // with an improvement: "7/11".
    void addWinCount(std::string header);
    // Adds a column `header` (before the win count) over the columns marked
    // in `included`: the sum of the values for a Values row, and for a
    // compared row the improvement of the sum over the sum of the
    // references, a ratio of sums as Yahyapour (2002) computes the "Sum"
    // rows of Tables 4.3-4.5, not a mean of percentages. Empty when one of
    // those cells or references is missing.
    void addSumColumn(std::string header, std::vector<bool> included);

    [[nodiscard]] const MetricDefinition& metric() const { return *m_metric; }
    [[nodiscard]] std::size_t rowCount() const { return m_rows.size(); }
    [[nodiscard]] ComparisonCell cell(std::size_t row, std::size_t column) const;
    // The sum column's cell of a row (see addSumColumn); empty without one.
    [[nodiscard]] ComparisonCell sumCell(std::size_t row) const;
    [[nodiscard]] CsvTable table(Layout layout) const;

private:
    struct Row {
        std::string label;
        std::vector<const StoredRun*> cells;
        RowKind kind = RowKind::Compared;
    };
    [[nodiscard]] const StoredRun* referenceOf(std::size_t column) const;
    [[nodiscard]] std::string winCount(const Row& row, std::size_t index) const;

    const MetricDefinition* m_metric = nullptr;
    std::string m_rowHeader;
    std::vector<std::string> m_columns;
    std::vector<Row> m_rows;
    const StoredRun* m_reference = nullptr;
    std::vector<const StoredRun*> m_columnReferences;  // when set, wins over m_reference
    std::string m_winHeader;                           // empty: no win column
    std::string m_sumHeader;                           // empty: no sum column
    std::vector<bool> m_sumIncluded;
};

}  // namespace schedlab
