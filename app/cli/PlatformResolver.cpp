#include "PlatformResolver.h"

#include "CliError.h"
#include "NumberFormat.h"
#include "NumberParser.h"
#include "ParsedArguments.h"

#include "platform/PlatformCatalog.h"
#include "platform/PlatformJson.h"
#include "platform/PlatformSource.h"

namespace schedlab {

namespace {

const std::string kPlatformOption = "platform";
const std::string kNodesOption = "nodes";

}  // namespace

Platform PlatformResolver::fromArguments(const ParsedArguments& args,
                                         const std::optional<std::string>& fallbackPreset)
{
    const auto platform = args.value(kPlatformOption);
    const auto nodes = args.value(kNodesOption);
    if (platform && nodes)
        throw CliError::usage("give either --platform or --nodes, not both");
    if (nodes) {
        // The platform's own limit, so that the message says it.
        const int count = static_cast<int>(NumberParser::integer(*nodes, "--" + kNodesOption, 1, Platform::kMaxNodes));
        return PlatformSource::checked(PlatformCatalog::singleMachine(count), "--nodes " + *nodes);
    }
    if (platform)
        return resolve(*platform);
    if (fallbackPreset)
        return resolve(*fallbackPreset);
    throw CliError::usage("missing platform: give --platform PRESET|FILE.json or --nodes N");
}

Platform PlatformResolver::resolve(const std::string& presetOrFile)
{
    return PlatformSource::resolve(presetOrFile);
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
