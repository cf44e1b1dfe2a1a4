#pragma once

#include <cstddef>
#include <string>

namespace schedlab {

class Platform;
struct MetricsReport;

// The per-machine, per-user and per-origin-site tables of `run`'s text
// output, from MetricsReport::perMachine, ::perUser and ::perSite. (JSON
// output always carries the lists in full.)
class MetricsBreakdown {
public:
    // A real trace has hundreds of users; the heaviest twenty carry most of
    // the work and fit on a screen.
    static constexpr std::size_t kTopUsers = 20;

    [[nodiscard]] static std::string machineTable(const MetricsReport& report,
                                                  const Platform& platform);
    // The `limit` users with the most work, heaviest first (ties by user id),
    // then a line saying how many more there are and their share of the work.
    [[nodiscard]] static std::string userTable(const MetricsReport& report,
                                               std::size_t limit = kTopUsers);
    // One row per origin site that submitted jobs, then the spread of the
    // site mean responses (Wiriyaprasit 2004, sec. 5).
    [[nodiscard]] static std::string siteTable(const MetricsReport& report);
};

}  // namespace schedlab
