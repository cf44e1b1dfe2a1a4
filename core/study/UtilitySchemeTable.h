#pragma once

#include "compare/CsvTable.h"
#include "study/SeedMean.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace schedlab {

struct StoredRun;

// The result table of the utility studies (Vanderster 2008, ch. 4), one per
// workload setting (an inter-arrival time, an arrival scaling): a row per
// scheme (UtilityStudyScheme), and per row the overall completion time, the
// mean response and the mean startup delay in hours and the value-delay
// and value-speedup correlations, each the mean over the seeds with its
// standard error. Cells stay empty where no run is stored, so a partly run
// (or quick) study shows the full study's layout.
class UtilitySchemeTable {
public:
    // Adds a stored run to the cell of (setting, its scheme); a run of no
    // scheme of these studies is left out.
    void add(const std::string& setting, const StoredRun& run);
    // Adds a stored run to the cell of (setting, row), for tables whose rows
    // are not schemes (a parameter's values).
    void add(const std::string& setting, const std::string& row, const StoredRun& run);
    // The table of one setting, a row per scheme with these periods (h).
    [[nodiscard]] CsvTable table(
        const std::string& setting, const std::vector<std::string>& periods) const;
    // The table of one setting with these rows, labelled as given under
    // the first column's header `rowHeader`.
    [[nodiscard]] CsvTable tableOfRows(const std::string& setting,
        const std::vector<std::string>& rows, const std::string& rowHeader) const;
    // What the columns mean, for the tables' notes.
    [[nodiscard]] static std::string columnNote();

private:
    struct Cell {
        SeedMean completion; // h
        SeedMean response;
        SeedMean delay;
        SeedMean correlation;
        SeedMean speedupCorrelation;
        int seeds = 0;
    };
    std::map<std::pair<std::string, std::string>, Cell> m_cells; // (setting, scheme label)
};

} // namespace schedlab
