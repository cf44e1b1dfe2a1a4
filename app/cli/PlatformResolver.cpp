#include "PlatformResolver.h"

#include "CliError.h"
#include "NumberFormat.h"
#include "NumberParser.h"
#include "ParsedArguments.h"

#include "platform/PlatformCatalog.h"
#include "platform/PlatformJson.h"

#include <filesystem>

namespace schedlab {

namespace {

const std::string kPlatformOption = "platform";
const std::string kNodesOption = "nodes";
constexpr std::string_view kJsonSuffix = ".json";

std::string knownPresets()
{
    std::string names;
    for (const PlatformPreset& preset : PlatformCatalog::presets())
        names += (names.empty() ? "" : ", ") + preset.name;
    return names;
}

Platform checked(Platform platform, const std::string& source)
{
    const std::vector<std::string> problems = platform.problems();
    if (!problems.empty())
        throw CliError::input("platform '" + source + "' cannot be simulated: " + problems.front());
    return platform;
}

}  // namespace

Platform PlatformResolver::fromArguments(const ParsedArguments& args,
                                         const std::optional<std::string>& fallbackPreset)
{
    const auto platform = args.value(kPlatformOption);
    const auto nodes = args.value(kNodesOption);
    if (platform && nodes)
        throw CliError::usage("give either --platform or --nodes, not both");
    if (nodes) {
        const int count = NumberParser::positiveInt(*nodes, "--" + kNodesOption);
        return checked(PlatformCatalog::singleMachine(count), "--nodes " + *nodes);
    }
    if (platform)
        return resolve(*platform);
    if (fallbackPreset)
        return resolve(*fallbackPreset);
    throw CliError::usage("missing platform: give --platform PRESET|FILE.json or --nodes N");
}

Platform PlatformResolver::resolve(const std::string& presetOrFile)
{
    std::error_code ignored;
    if (presetOrFile.ends_with(kJsonSuffix) || std::filesystem::is_regular_file(presetOrFile, ignored))
        return checked(PlatformJson::loadFile(presetOrFile), presetOrFile);
    if (auto preset = PlatformCatalog::preset(presetOrFile))
        return checked(std::move(*preset), presetOrFile);
    throw CliError::input("unknown platform '" + presetOrFile + "': not a preset (" + knownPresets() +
                          ", single:N) and not a file");
}

std::string PlatformResolver::describe(const Platform& platform)
{
    const int count = platform.machineCount();
    std::string text = platform.name() + ": " + std::to_string(count) +
                       (count == 1 ? " machine, " : " machines, ") +
                       std::to_string(platform.totalNodes()) + " nodes (";
    for (int m = 0; m < count; ++m) {
        const Machine& machine = platform.machine(m);
        text += (m > 0 ? ", " : "") + machine.name + " " + std::to_string(machine.nodes);
        if (machine.speed != 1.0)
            text += " x" + NumberFormat::shortest(machine.speed);
    }
    return text + ")";
}

}  // namespace schedlab
