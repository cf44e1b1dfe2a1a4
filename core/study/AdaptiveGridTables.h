#pragma once

#include "compare/CsvTable.h"
#include "study/AdaptiveGridScenario.h"

#include <map>
#include <span>
#include <string>
#include <tuple>
#include <vector>

namespace schedlab {

struct StoredRun;

// The tables of Wiriyaprasit (2004), sec. 3.5 and 4.3, from stored runs:
// for one broker, case and load, a row per queue configuration Q0..Q5 with
// the mean completion time of the jobs of each origin site (ACT_A..ACT_E),
// of all jobs (ALL), the worst site (MaxACT), the standard deviation across
// sites (SD, population), and the largest gain and loss of a site against
// Q0 in percent. Seeds are aggregated site means first: each ACT_s is
// averaged over the seeds, then MaxACT, SD, gain and loss are computed.
class AdaptiveGridTables {
public:
    explicit AdaptiveGridTables(std::span<const StoredRun> runs);

    [[nodiscard]] CsvTable configurations(const std::string& policy, const std::string& weight, int caseNumber,
                                          int interArrival) const;
    // The weight sweep (sec. 4.2): a row per weight a with SD and MaxACT at
    // each of `localFirstSites` (Q3, Q4), weighted MCT, one case and load.
    [[nodiscard]] CsvTable weights(int caseNumber, int interArrival, const std::vector<int>& localFirstSites) const;

private:
    struct Cell {
        std::vector<double> siteSums;
        double allSum = 0;
        int seeds = 0;
    };
    struct Summary {
        std::vector<double> acts;
        double all = 0;
        double maxAct = 0;
        double sd = 0;
        int seeds = 0;
    };
    using Key = std::tuple<std::string, std::string, int, int, int>;  // policy, weight, case, g, Q

    [[nodiscard]] const Cell* find(const Key& key) const;
    [[nodiscard]] static Summary summarise(const Cell& cell);

    std::map<Key, Cell> m_cells;
};

}  // namespace schedlab
