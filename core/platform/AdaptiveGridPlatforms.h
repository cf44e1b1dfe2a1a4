#pragma once

#include "platform/Platform.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// The grids of Wiriyaprasit (2004), sec. 3.4: five sites A..E of four
// nodes each, at the speeds (MIPS) of Case 1 (all 500), Case 2 (700 down to
// 300) or Case 3 (300 up to 700), with the local-first queue at the first
// 0..5 sites (configurations Q0..Q5, Table 3.2). Named
// "wiriyaprasit-C-qN", e.g. "wiriyaprasit-2-q3".
class AdaptiveGridPlatforms {
public:
    static constexpr int kCases = 3;
    static constexpr int kSites = 5;
    static constexpr int kNodesPerSite = 4;

    // Case 1..3, Q0..Q5 (the number of local-first sites, from A).
    [[nodiscard]] static Platform make(int caseNumber, int localFirstSites);
    [[nodiscard]] static std::string name(int caseNumber, int localFirstSites);
    [[nodiscard]] static std::optional<Platform> byName(const std::string& name);
    // Every name with a one-line description, in case then Q order.
    [[nodiscard]] static std::vector<std::pair<std::string, std::string>> list();
};

}  // namespace schedlab
