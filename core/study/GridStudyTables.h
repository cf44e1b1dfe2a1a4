#pragma once

#include "compare/CsvTable.h"
#include "study/GridStudyScenario.h"

#include <span>
#include <string>
#include <vector>

namespace schedlab {

struct StoredRun;

// The tables of the grid studies: one row per scenario, one column per
// workload (10_20k, 30_40k, 60_70k, syn, those that have runs), each run
// compared with the reference scenario's run of the same workload.
class GridStudyTables {
public:
    // Places the runs; the first run given for a cell wins. A swept
    // scenario without any run (quick) is left out of the tables.
    GridStudyTables(std::vector<GridStudyScenario> scenarios, std::span<const StoredRun> runs);

    [[nodiscard]] const std::vector<std::string>& columns() const { return m_columns; }

    // Per workload the value and its improvement over the reference run of
    // the same workload; the reference row shows its values.
    [[nodiscard]] CsvTable metricTable(const std::string& metricKey) const;
    // For the scenarios of `policy` (and, when given, of wide-job rule
    // `wideRule`): per workload the number of multi-site jobs and the share
    // of the work they carry (%).
    [[nodiscard]] CsvTable multiSiteTable(const std::string& policy, const std::string& wideRule = {}) const;

private:
    std::vector<GridStudyScenario> m_scenarios;
    std::vector<std::string> m_columns;
    std::vector<std::vector<const StoredRun*>> m_cells;  // [scenario][column]
};

}  // namespace schedlab
