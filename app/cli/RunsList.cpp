#include "RunsList.h"

#include "NumberFormat.h"
#include "StoreAccess.h"
#include "StoredRunJson.h"
#include "StoreOption.h"
#include "TextTable.h"

#include <cmath>
#include <filesystem>

namespace schedlab {

namespace {

const std::string kTrace = "trace";
const std::string kPolicy = "policy";
const std::string kTag = "tag";
const std::string kGroup = "group";
const std::string kJson = "json";
constexpr int kJsonIndent = 2;
// The metrics a list line shows; `runs show` and `runs compare` show all.
const std::string kAwrt = "awrt";
const std::string kUtilization = "utilization";
// Right-aligned columns of the text table.
constexpr std::size_t kIdColumn = 0;
constexpr std::size_t kAwrtColumn = 5;
constexpr std::size_t kUtilizationColumn = 6;

std::string metricText(const StoredRun& run, const std::string& key)
{
    const double value = run.metric(key);
    return std::isnan(value) ? "-" : NumberFormat::adaptive(value);
}

std::string joined(const std::vector<std::string>& items)
{
    std::string text;
    for (const std::string& item : items)
        text += (text.empty() ? "" : ",") + item;
    return text;
}

}  // namespace

std::string RunsList::summary() const
{
    return "list stored runs (filter by trace, policy, tag, group)";
}

ArgumentParser RunsList::parser() const
{
    ArgumentParser parser(commandLine(),
                          "Lists the stored runs, oldest first, with their AWRT and utilization.");
    parser.option(kTrace, "TEXT", "only runs whose trace path contains TEXT (any case)")
        .option(kPolicy, "NAME", "only runs of this policy")
        .option(kTag, "TAG", "only runs with this tag")
        .option(kGroup, "NAME",
                "only runs of this sweep or study group (every group that asked for a run)")
        .flag(kJson, "print JSON: every run with its description and metric values");
    StoreOption::declare(parser);
    parser.epilog("Examples:\n"
                  "  schedlab-cli runs list --policy easy --trace ctc\n"
                  "  schedlab-cli runs list --tag paper --json\n");
    return parser;
}

ExitCode RunsList::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const RunFilter filter {args.value(kTrace).value_or(""), args.value(kPolicy).value_or(""),
                            args.value(kTag).value_or(""), args.value(kGroup).value_or("")};
    const std::unique_ptr<RunStore> store = StoreAccess::open(args, RunStore::Mode::ReadOnly);
    const std::vector<StoredRun> runs = store->list(filter);

    if (args.has(kJson)) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const StoredRun& run : runs)
            list.push_back(StoredRunJson::summary(run));
        const nlohmann::ordered_json json = {{"store", store->path()}, {"runs", list}};
        out << json.dump(kJsonIndent) << "\n";
        return ExitCode::Success;
    }
    TextTable table(
        {"id", "name", "policy", "platform", "trace", "AWRT (s)", "util (%)", "started", "group", "tags"});
    for (const std::size_t column : {kIdColumn, kAwrtColumn, kUtilizationColumn})
        table.setAlignment(column, TextTable::Align::Right);
    for (const StoredRun& run : runs) {
        table.addRow({std::to_string(run.id), run.name, run.description.policy, run.description.platformName,
                      std::filesystem::path(run.description.tracePath).filename().string(),
                      metricText(run, kAwrt), metricText(run, kUtilization), run.startedAt,
                      joined(run.groups),  // the first group leads; the others asked for it later
                      joined(run.tags)});
    }
    out << table.toString() << runs.size() << (runs.size() == 1 ? " run" : " runs") << " in " << store->path()
        << "\n";
    return ExitCode::Success;
}

}  // namespace schedlab
