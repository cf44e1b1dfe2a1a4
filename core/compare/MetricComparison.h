#pragma once

#include "compare/ComparisonCell.h"
#include "compare/CsvTable.h"
#include "metrics/MetricsReport.h"

#include <span>
#include <string>
#include <vector>

namespace schedlab {

struct StoredRun;

// Every metric (or a chosen few) of several runs side by side: the absolute
// value per run and its improvement over a reference run (sign convention in
// ComparisonCell.h: positive = better). Summaries from RunStore::list() are
// enough; nothing here needs the jobs or samples.
class MetricComparison {
public:
    struct Row {
        const MetricDefinition* definition = nullptr;
        std::vector<ComparisonCell> cells;  // one per run, in run order
    };

    // `reference` indexes `runs`. `metricKeys` empty: every metric of
    // metricDefinitions(), in its order; otherwise those, in the order given.
    // Throws ConfigurationError for an unknown key (naming the known ones)
    // or a reference out of range.
    MetricComparison(std::span<const StoredRun> runs, std::size_t reference,
                     const std::vector<std::string>& metricKeys = {});

    [[nodiscard]] std::size_t reference() const { return m_reference; }
    [[nodiscard]] const std::vector<std::string>& runLabels() const { return m_runLabels; }
    [[nodiscard]] const std::vector<Row>& rows() const { return m_rows; }
    // The row of a metric key, or nullptr.
    [[nodiscard]] const Row* row(const std::string& key) const;

    // Columns: metric key, unit, then per run its value and (except for the
    // reference) its improvement; formatted by ComparisonFormat. The
    // reference run's header ends in " (ref)".
    [[nodiscard]] CsvTable table() const;

    // The definitions for `keys` (all when empty); ConfigurationError for an
    // unknown key. Shared with the pivot and the workbench's metric choosers.
    [[nodiscard]] static std::vector<const MetricDefinition*> definitionsFor(
        const std::vector<std::string>& keys);
    [[nodiscard]] static const MetricDefinition& definition(const std::string& key);

private:
    std::size_t m_reference = 0;
    std::vector<std::string> m_runLabels;
    std::vector<Row> m_rows;
};

}  // namespace schedlab
