#include "MetricsBreakdown.h"

#include "NumberFormat.h"
#include "TextTable.h"

#include "metrics/MetricsReport.h"
#include "model/Units.h"
#include "platform/Platform.h"

#include <algorithm>
#include <span>

namespace schedlab {

namespace {

using units::kPercent;
constexpr int kShareDecimals = 1;

// "12.5 %" of `total`, or "n/a" when nothing ran.
std::string share(double part, double total)
{
    return total > 0 ? NumberFormat::fixed(part / total * kPercent, kShareDecimals) + " %"
                     : std::string("n/a");
}

double workOf(std::span<const UserMetrics* const> users)
{
    double sum = 0;
    for (const UserMetrics* user : users)
        sum += user->work;
    return sum;
}

}  // namespace

std::string MetricsBreakdown::machineTable(const MetricsReport& report, const Platform& platform)
{
    TextTable table({"machine", "nodes", "jobs", "work node-s", "utilization %", "AWRT s",
                     "AWWT s", "multi-site jobs"});
    table.alignRightFrom(1);
    // perMachine is index-aligned with the platform's machines.
    for (std::size_t k = 0; k < report.perMachine.size(); ++k) {
        const MachineMetrics& m = report.perMachine[k];
        const std::string nodes = int(k) < platform.machineCount()
                                      ? std::to_string(platform.machine(int(k)).nodes)
                                      : std::string();
        table.addRow({m.name, nodes, std::to_string(m.jobs), NumberFormat::adaptive(m.work),
                      NumberFormat::adaptive(m.utilization * kPercent), NumberFormat::adaptive(m.awrt),
                      NumberFormat::adaptive(m.awwt), std::to_string(m.multiSiteJobs)});
    }
    return table.toString();
}

std::string MetricsBreakdown::userTable(const MetricsReport& report, std::size_t limit)
{
    std::vector<const UserMetrics*> users;
    users.reserve(report.perUser.size());
    for (const UserMetrics& user : report.perUser)
        if (user.jobs > 0)
            users.push_back(&user);
    // perUser is sorted by id, so a stable sort breaks ties in work by id.
    std::ranges::stable_sort(users, std::ranges::greater{},
                             [](const UserMetrics* user) { return user->work; });
    const double totalWork = workOf(users);

    TextTable table({"user", "jobs", "work node-s", "work share", "AWRT s", "mean wait s",
                     "mean bsld"});
    table.alignRightFrom(0);
    const std::size_t shown = std::min(limit, users.size());
    for (std::size_t i = 0; i < shown; ++i) {
        const UserMetrics& u = *users[i];
        table.addRow({std::to_string(u.user), std::to_string(u.jobs), NumberFormat::adaptive(u.work),
                      share(u.work, totalWork), NumberFormat::adaptive(u.awrt),
                      NumberFormat::adaptive(u.meanWait), NumberFormat::adaptive(u.meanBoundedSlowdown)});
    }
    std::string text = table.toString();
    if (shown < users.size()) {
        const double restWork = workOf(std::span(users).subspan(shown));
        text += "... and " + std::to_string(users.size() - shown) + " more users with " +
                share(restWork, totalWork) + " of the work (--json or --metrics-out lists all)\n";
    }
    return text;
}

std::string MetricsBreakdown::siteTable(const MetricsReport& report)
{
    if (report.perSite.empty())
        return "no job names the site it was submitted at (assign sites with --transform sites:...)\n";
    TextTable table({"site", "name", "jobs", "mean response s", "AWRT s", "mean wait s"});
    table.alignRightFrom(2);
    for (const SiteMetrics& site : report.perSite) {
        table.addRow({std::to_string(site.site), site.name, std::to_string(site.jobs),
                      NumberFormat::adaptive(site.meanResponse), NumberFormat::adaptive(site.awrt),
                      NumberFormat::adaptive(site.meanWait)});
    }
    return table.toString() + "std. dev. of the site mean responses: " +
           NumberFormat::adaptive(report.siteResponseStdDev) + " s\n";
}

}  // namespace schedlab
