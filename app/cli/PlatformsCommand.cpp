#include "PlatformsCommand.h"

#include "NumberFormat.h"
#include "TextTable.h"

#include "platform/PlatformCatalog.h"
#include "platform/PlatformJson.h"

#include <nlohmann/json.hpp>

namespace schedlab {

namespace {

const std::string kJsonFlag = "json";
constexpr int kJsonIndent = 2;
const std::string kSingleMachineNote =
    "Any single machine: single:N (N nodes), or --nodes N on 'run'.\n"
    "Custom platforms: a JSON file {\"name\": ..., \"machines\": [{\"name\": ..., \"nodes\": N, "
    "\"speed\": 1.0}]}.\n";

// Runs of equal machines are grouped ("4 x 64 + 6 x 32"): grids have up to
// 18 machines, too many to list by name in one row.
std::string machinesText(const Platform& platform)
{
    std::string text;
    const std::vector<Machine>& machines = platform.machines();
    for (std::size_t i = 0; i < machines.size();) {
        std::size_t j = i;
        while (j < machines.size() && machines[j].nodes == machines[i].nodes &&
               machines[j].speed == machines[i].speed)
            ++j;
        text += (text.empty() ? "" : " + ") + std::to_string(j - i) + " x " +
                std::to_string(machines[i].nodes);
        if (machines[i].speed != 1.0)
            text += " @" + NumberFormat::shortest(machines[i].speed);
        i = j;
    }
    return text;
}

}  // namespace

std::string PlatformsCommand::summary() const
{
    return "list the platform (machine) presets";
}

ArgumentParser PlatformsCommand::parser() const
{
    ArgumentParser parser(qualifiedName(),
                          "Lists the platform presets usable with --platform, with their machines\n"
                          "(name and node count; a speed factor where it is not 1).");
    parser.flag(kJsonFlag, "print JSON instead of text");
    return parser;
}

ExitCode PlatformsCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::vector<PlatformPreset> presets = PlatformCatalog::presets();
    if (args.has(kJsonFlag)) {
        nlohmann::json list = nlohmann::json::array();
        for (const PlatformPreset& preset : presets) {
            nlohmann::json entry = {{"name", preset.name}, {"description", preset.description}};
            if (const auto platform = PlatformCatalog::preset(preset.name))
                entry["platform"] = nlohmann::json::parse(PlatformJson::toJson(*platform));
            list.push_back(entry);
        }
        out << nlohmann::json{{"presets", list}}.dump(kJsonIndent) << "\n";
        return ExitCode::Success;
    }

    TextTable table({"preset", "nodes", "machines", "description"});
    table.setAlignment(1, TextTable::Align::Right);
    for (const PlatformPreset& preset : presets) {
        const auto platform = PlatformCatalog::preset(preset.name);
        table.addRow({preset.name, platform ? std::to_string(platform->totalNodes()) : "",
                      platform ? machinesText(*platform) : "", preset.description});
    }
    out << table.toString() << "\n" << kSingleMachineNote;
    return ExitCode::Success;
}

}  // namespace schedlab
