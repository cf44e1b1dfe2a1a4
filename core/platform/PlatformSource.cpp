#include "platform/PlatformSource.h"

#include "platform/PlatformCatalog.h"
#include "platform/PlatformJson.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <string_view>

namespace schedlab {

namespace {

constexpr std::string_view kJsonSuffix = ".json";
constexpr std::string_view kScaledPrefix = "scaled:";
constexpr double kMaxScale = 100;

// "scaled:0.9:m128": every machine of m128 with 90 % of its nodes (rounded,
// at least one). The policy advisor's smaller and larger grids.
Platform scaledSpec(const std::string& spec)
{
    const std::string rest = spec.substr(kScaledPrefix.size());
    const std::size_t colon = rest.find(':');
    const std::string factorText = rest.substr(0, colon);
    double factor = 0;
    std::size_t used = 0;
    try {
        factor = std::stod(factorText, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (colon == std::string::npos || used != factorText.size() || !(factor > 0 && factor <= kMaxScale))
        throw PlatformError("platform '" + spec + "': write scaled:FACTOR:PLATFORM with a factor above 0 and at most " +
                            std::to_string(int(kMaxScale)) + ", e.g. scaled:0.9:m128");
    const Platform base = PlatformSource::resolve(rest.substr(colon + 1));
    return PlatformSource::checked(PlatformSource::scaled(base, factor, base.name() + " x" + factorText), spec);
}

}  // namespace

Platform PlatformSource::checked(Platform platform, const std::string& source)
{
    const std::vector<std::string> problems = platform.problems();
    if (!problems.empty())
        throw PlatformError("platform '" + source + "' cannot be simulated: " + problems.front());
    return platform;
}

bool PlatformSource::isFile(const std::string& presetOrFile)
{
    std::error_code ignored;
    return presetOrFile.ends_with(kJsonSuffix) || std::filesystem::is_regular_file(presetOrFile, ignored);
}

Platform PlatformSource::resolve(const std::string& presetOrFile)
{
    if (presetOrFile.starts_with(kScaledPrefix))
        return scaledSpec(presetOrFile);
    if (isFile(presetOrFile))
        return checked(PlatformJson::loadFile(presetOrFile), presetOrFile);
    std::string presetError;
    if (auto preset = PlatformCatalog::preset(presetOrFile, presetError))
        return checked(std::move(*preset), presetOrFile);
    // "single:0" is a preset with a wrong count, not an unknown platform.
    if (PlatformCatalog::isSingleMachineName(presetOrFile))
        throw PlatformError("platform " + presetError);
    throw PlatformError("unknown platform '" + presetOrFile + "': not a preset (" + knownPresets() +
                        ", single:N, wiriyaprasit-C-qN, scaled:FACTOR:PLATFORM) and not a file");
}

Platform PlatformSource::scaled(const Platform& base, double factor, std::string name)
{
    std::vector<Machine> machines = base.machines();
    for (Machine& machine : machines)
        machine.nodes = std::max(1, int(std::lround(double(machine.nodes) * factor)));
    return {std::move(name), std::move(machines)};
}

std::string PlatformSource::knownPresets()
{
    std::string names;
    for (const PlatformPreset& preset : PlatformCatalog::presets())
        names += (names.empty() ? "" : ", ") + preset.name;
    return names;
}

}  // namespace schedlab
