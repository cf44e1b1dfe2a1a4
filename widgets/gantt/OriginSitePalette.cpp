#include "OriginSitePalette.h"

#include <array>
#include <set>

namespace schedlab {

namespace {

// Okabe-Ito, without black: distinguishable with the common colour vision
// deficiencies, which matters when the whole point is telling sites apart.
// Beyond seven sites colours repeat (the legend still names each site).
constexpr std::array<QRgb, 7> kSiteColours = {0xffe69f00, 0xff56b4e9, 0xff009e73, 0xfff0e442,
                                              0xff0072b2, 0xffd55e00, 0xffcc79a7};
constexpr QRgb kNoSite = 0xffa8adb5;

}  // namespace

QRgb OriginSitePalette::colour(MachineIndex site)
{
    if (site < 0)  // kNoMachine
        return kNoSite;
    return kSiteColours[std::size_t(site) % kSiteColours.size()];
}

bool OriginSitePalette::hasOriginSites(const RunSnapshot& snapshot)
{
    if (!snapshot.workload)
        return false;
    for (const Job& job : snapshot.workload->jobs) {
        if (job.originSite != kNoMachine)
            return true;
    }
    return false;
}

OriginSitePalette::Legend OriginSitePalette::legend(const RunSnapshot* snapshot)
{
    Legend entries;
    if (!snapshot || !snapshot->workload)
        return entries;
    std::set<MachineIndex> sites;
    bool someWithout = false;
    for (const Job& job : snapshot->workload->jobs) {
        if (job.originSite == kNoMachine)
            someWithout = true;
        else
            sites.insert(job.originSite);
    }
    const auto& machines = snapshot->platform.machines();
    for (const MachineIndex site : sites) {
        const bool named = site >= 0 && std::size_t(site) < machines.size() && !machines[std::size_t(site)].name.empty();
        entries.append({named ? QString::fromStdString(machines[std::size_t(site)].name) : tr("Site %1").arg(site),
                        QColor::fromRgb(colour(site))});
    }
    if (someWithout)
        entries.append({tr("No origin site"), QColor::fromRgb(kNoSite)});
    return entries;
}

}  // namespace schedlab
