#pragma once

#include "compare/ComparisonCell.h"
#include "compare/CsvTable.h"

#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace schedlab {

struct MetricDefinition;
struct StoredRun;

// One metric of many runs laid out like the literature's tables: one row
// per policy, one column per value of a chosen dimension, each cell the
// absolute value and the improvement over a reference run (ComparisonCell.h:
// positive = better). Cells without a run stay empty.
//
// Dimensions:
//  - "variant": the backfilling variant; rows are then policy families
//    (PolicyVariant.h has the rule), columns list, conservative, easy;
//  - "platform" (platform name), "transforms" (the transform specs joined
//    with " | ", "none" without), "trace" (the trace's file name), "seed";
//  - any parameter name of the runs' policies ("gamma", "start"); a run
//    without that parameter goes to the column "(none)".
// For every dimension but "variant", rows are the policy keys.
// Rows keep the order in which the runs name them. Columns of "variant" are
// ordered list, conservative, easy, others; other columns put the values
// that are numbers first, ascending, then the rest in order of appearance. When two runs
// fall into one cell, the first one given is shown and the cell counts both
// (see ambiguousCells()).
class PivotTable {
public:
    static constexpr const char* kVariant = "variant";
    static constexpr const char* kPlatform = "platform";
    static constexpr const char* kTransforms = "transforms";
    static constexpr const char* kTrace = "trace";
    static constexpr const char* kSeed = "seed";
    static constexpr const char* kNoParameter = "(none)";
    static constexpr const char* kNoTransforms = "none";

    struct Cell {
        ComparisonCell comparison;
        std::int64_t runId = 0;   // the run shown
        int runCount = 0;         // runs that fall here; 0 = empty cell
    };

    // Throws ConfigurationError for an unknown metric, a dimension that no
    // run has (naming the available ones) or a reference out of range.
    PivotTable(std::span<const StoredRun> runs, const std::string& dimension, const std::string& metricKey,
               std::size_t reference);

    [[nodiscard]] const std::string& dimension() const { return m_dimension; }
    [[nodiscard]] const MetricDefinition& metric() const { return *m_metric; }
    [[nodiscard]] const std::vector<std::string>& rowKeys() const { return m_rows; }
    [[nodiscard]] const std::vector<std::string>& columnKeys() const { return m_columns; }
    [[nodiscard]] const Cell& cell(std::size_t row, std::size_t column) const;
    [[nodiscard]] int ambiguousCells() const;
    [[nodiscard]] const std::string& referenceLabel() const { return m_referenceLabel; }

    // Columns: "policy" (or "family" for variants), then per dimension value
    // the value and its improvement ("easy", "easy impr %").
    [[nodiscard]] CsvTable table() const;

    // The dimensions these runs can be pivoted by: the built-in ones, then
    // every parameter name some run has, sorted.
    [[nodiscard]] static std::vector<std::string> dimensions(std::span<const StoredRun> runs);
    // The value of `dimension` for one run (its column).
    [[nodiscard]] static std::string dimensionValue(const StoredRun& run, const std::string& dimension);

private:
    std::string m_dimension;
    const MetricDefinition* m_metric = nullptr;
    std::string m_referenceLabel;
    std::vector<std::string> m_rows;
    std::vector<std::string> m_columns;
    std::vector<Cell> m_cells;  // row-major
};

}  // namespace schedlab
