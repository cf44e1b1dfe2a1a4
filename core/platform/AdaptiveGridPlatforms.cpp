#include "platform/AdaptiveGridPlatforms.h"

#include <array>
#include <stdexcept>

namespace schedlab {

namespace {

const std::string kPrefix = "wiriyaprasit-";
const std::string kQueueMark = "-q";
constexpr std::array<std::array<double, AdaptiveGridPlatforms::kSites>, AdaptiveGridPlatforms::kCases> kSpeeds = {{
    {500, 500, 500, 500, 500},
    {700, 600, 500, 400, 300},
    {300, 400, 500, 600, 700},
}};
constexpr std::array<const char*, AdaptiveGridPlatforms::kSites> kSiteNames = {"A", "B", "C", "D", "E"};

}  // namespace

Platform AdaptiveGridPlatforms::make(int caseNumber, int localFirstSites)
{
    if (caseNumber < 1 || caseNumber > kCases || localFirstSites < 0 || localFirstSites > kSites)
        throw std::invalid_argument("no such Wiriyaprasit grid: case " + std::to_string(caseNumber) + ", Q" +
                                    std::to_string(localFirstSites));
    std::vector<Machine> sites;
    for (int s = 0; s < kSites; ++s) {
        Machine site{kSiteNames[std::size_t(s)], kNodesPerSite, kSpeeds[std::size_t(caseNumber - 1)][std::size_t(s)]};
        site.queue = s < localFirstSites ? LocalQueue::LocalFirst : LocalQueue::Single;
        sites.push_back(std::move(site));
    }
    return {name(caseNumber, localFirstSites), std::move(sites)};
}

std::string AdaptiveGridPlatforms::name(int caseNumber, int localFirstSites)
{
    return kPrefix + std::to_string(caseNumber) + kQueueMark + std::to_string(localFirstSites);
}

std::optional<Platform> AdaptiveGridPlatforms::byName(const std::string& name)
{
    for (int c = 1; c <= kCases; ++c) {
        for (int q = 0; q <= kSites; ++q) {
            if (name == AdaptiveGridPlatforms::name(c, q))
                return make(c, q);
        }
    }
    return std::nullopt;
}

std::vector<std::pair<std::string, std::string>> AdaptiveGridPlatforms::list()
{
    static const std::array<const char*, kCases> kCaseText = {"all sites 500 MIPS", "700 to 300 MIPS",
                                                                "300 to 700 MIPS"};
    std::vector<std::pair<std::string, std::string>> out;
    for (int c = 1; c <= kCases; ++c) {
        for (int q = 0; q <= kSites; ++q) {
            const std::string dual = q == 0 ? "no local-first site"
                                            : "local-first at " + std::string(kSiteNames[0]) +
                                                  (q > 1 ? ".." + std::string(kSiteNames[std::size_t(q - 1)]) : "");
            out.emplace_back(name(c, q), "Wiriyaprasit (2004) grid, 5 x 4 nodes, case " + std::to_string(c) + " (" +
                                             kCaseText[std::size_t(c - 1)] + "), Q" + std::to_string(q) + ": " + dual);
        }
    }
    return out;
}

}  // namespace schedlab
