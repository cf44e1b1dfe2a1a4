#include "platform/PlatformSource.h"

#include "platform/PlatformCatalog.h"
#include "platform/PlatformJson.h"

#include <filesystem>
#include <string_view>

namespace schedlab {

namespace {

constexpr std::string_view kJsonSuffix = ".json";

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
    if (isFile(presetOrFile))
        return checked(PlatformJson::loadFile(presetOrFile), presetOrFile);
    std::string presetError;
    if (auto preset = PlatformCatalog::preset(presetOrFile, presetError))
        return checked(std::move(*preset), presetOrFile);
    // "single:0" is a preset with a wrong count, not an unknown platform.
    if (PlatformCatalog::isSingleMachineName(presetOrFile))
        throw PlatformError("platform " + presetError);
    throw PlatformError("unknown platform '" + presetOrFile + "': not a preset (" + knownPresets() +
                        ", single:N, wiriyaprasit-C-qN) and not a file");
}

std::string PlatformSource::knownPresets()
{
    std::string names;
    for (const PlatformPreset& preset : PlatformCatalog::presets())
        names += (names.empty() ? "" : ", ") + preset.name;
    return names;
}

}  // namespace schedlab
