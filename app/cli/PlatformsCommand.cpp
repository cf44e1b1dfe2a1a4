#include "PlatformsCommand.h"

#include "CliError.h"
#include "NumberFormat.h"
#include "PlatformResolver.h"
#include "TextTable.h"

#include "platform/PlatformCatalog.h"
#include "platform/PlatformJson.h"

#include <nlohmann/json.hpp>

namespace schedlab {

namespace {

const std::string kJsonFlag = "json";
const std::string kShow = "show";
const std::string kOut = "out";
constexpr int kJsonIndent = 2;
const std::string kSingleMachineNote =
    "Any single machine: single:N (N nodes), or --nodes N on 'run'.\n"
    "Families by pattern: wiriyaprasit-C-qN, vanderster-medium-speeds-SEED,\n"
    "vanderster-medium-rescaled-SEED (the same speeds scaled to the homogeneous grid's capacity;\n"
    "Vanderster 2008, eq. 4.13), and phosphorus-f1-DIST-M-SEED (M processors of their own capacity, DIST one of narrow, wide,\n"
    "uniform, halves, low20, low80; Phosphorus D5.2, sec. 2.1.10).\n"
    "Custom platforms: a JSON file {\"name\": ..., \"machines\": [{\"name\": ..., \"nodes\": N, "
    "\"speed\": 1.0}]};\n"
    "start one from a preset with 'platforms --show PRESET --out FILE.json'.\n";

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
    return "list the platform (machine) presets, or print one as JSON";
}

ArgumentParser PlatformsCommand::parser() const
{
    ArgumentParser parser(qualifiedName(),
                          "Lists the platform presets usable with --platform, with their machines\n"
                          "(name and node count; a speed factor where it is not 1).\n"
                          "With --show, prints one platform as the JSON that --platform FILE.json\n"
                          "reads, or writes it to --out: the start of a custom platform file.");
    parser.flag(kJsonFlag, "print JSON instead of text")
        .option(kShow, "NAME", "print preset NAME (or single:N, or a platform file) as platform JSON")
        .option(kOut, "FILE.json", "with --show: write the JSON to FILE.json instead");
    parser.epilog("Example:\n"
                  "  schedlab-cli platforms --show m128 --out my-grid.json\n"
                  "  (edit my-grid.json, then) schedlab-cli run --platform my-grid.json ...\n");
    return parser;
}

ExitCode PlatformsCommand::show(const std::string& name, const std::optional<std::string>& path,
                                std::ostream& out)
{
    const Platform platform = PlatformResolver::resolve(name);
    if (!path) {
        out << PlatformJson::toJson(platform);
        return ExitCode::Success;
    }
    PlatformJson::saveFile(platform, *path);
    out << "Wrote " << PlatformResolver::describe(platform) << " to " << *path << "\n";
    return ExitCode::Success;
}

ExitCode PlatformsCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    if (const auto name = args.value(kShow))
        return show(*name, args.value(kOut), out);
    if (args.has(kOut))
        throw CliError::usage("platforms: --out needs --show NAME (see '" + qualifiedName() + " --help')");
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
