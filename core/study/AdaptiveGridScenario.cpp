#include "study/AdaptiveGridScenario.h"

#include "platform/AdaptiveGridPlatforms.h"
#include "platform/PlatformCatalog.h"

#include <charconv>

namespace schedlab {

namespace {

const std::string kTracePrefix = "generate:site-poisson:jobs=" + std::to_string(AdaptiveGridScenario::kJobs);
const std::string kMeanInterArrival = "mean-interarrival=";
const std::string kSeed = "seed=";
const std::string kSpeeds = "speeds=";
const std::string kWeight = "a";

// The integer after `key` in `text` ("seed=" in "...,seed=4,...").
std::optional<std::int64_t> numberAfter(const std::string& text, const std::string& key)
{
    const std::size_t at = text.find(key);
    if (at == std::string::npos)
        return std::nullopt;
    std::int64_t value = 0;
    const char* first = text.data() + at + key.size();
    const auto [end, error] = std::from_chars(first, text.data() + text.size(), value);
    if (error != std::errc() || end == first)
        return std::nullopt;
    return value;
}

std::string speedsOf(int caseNumber)
{
    std::string speeds;
    const Platform grid = AdaptiveGridPlatforms::make(caseNumber, 0);
    for (const Machine& site : grid.machines())
        speeds += (speeds.empty() ? "" : ",") + std::to_string(int(site.speed));
    return speeds;
}

}  // namespace

std::string AdaptiveGridScenario::trace() const
{
    return kTracePrefix + "," + kSpeeds + speedsOf(caseNumber) + "," + kMeanInterArrival +
           std::to_string(interArrival) + "," + kSeed + std::to_string(seed);
}

std::string AdaptiveGridScenario::platform() const
{
    return AdaptiveGridPlatforms::name(caseNumber, localFirstSites);
}

std::string AdaptiveGridScenario::label() const
{
    return "case " + std::to_string(caseNumber) + " · g " + std::to_string(interArrival) + " s · Q" +
           std::to_string(localFirstSites) + " · seed " + std::to_string(seed);
}

std::string AdaptiveGridScenario::loadName(int interArrival)
{
    const std::string g = " (g = " + std::to_string(interArrival) + " s)";
    switch (interArrival) {
    case kHeavy: return "heavy" + g;
    case kMedium: return "medium" + g;
    case kLight: return "light" + g;
    default: return "g = " + std::to_string(interArrival) + " s";
    }
}

std::optional<AdaptiveGridScenario> AdaptiveGridScenario::of(const RunDescription& description)
{
    if (!description.tracePath.starts_with(kTracePrefix))
        return std::nullopt;
    const auto platform = AdaptiveGridPlatforms::byName(description.platformName);
    if (!platform)
        return std::nullopt;
    AdaptiveGridScenario scenario;
    for (int c = 1; c <= AdaptiveGridPlatforms::kCases; ++c) {
        for (int q = 0; q <= AdaptiveGridPlatforms::kSites; ++q) {
            if (AdaptiveGridPlatforms::name(c, q) == description.platformName) {
                scenario.caseNumber = c;
                scenario.localFirstSites = q;
            }
        }
    }
    const auto interArrival = numberAfter(description.tracePath, kMeanInterArrival);
    const auto seed = numberAfter(description.tracePath, kSeed);
    if (!interArrival || !seed)
        return std::nullopt;
    scenario.interArrival = int(*interArrival);
    scenario.seed = std::uint64_t(*seed);
    scenario.policy = description.policy;
    if (const auto it = description.parameters.find(kWeight); it != description.parameters.end())
        scenario.weight = it->second;
    return scenario;
}

}  // namespace schedlab
