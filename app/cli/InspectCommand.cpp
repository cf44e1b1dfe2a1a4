#include "InspectCommand.h"

#include "LoadReportJson.h"
#include "LoadSummary.h"
#include "NumberFormat.h"
#include "TextTable.h"
#include "TraceStatistics.h"

#include "workload/DecimalSeconds.h"
#include "workload/WorkloadFileReader.h"

#include <array>
#include <ctime>
#include <sstream>
#include <nlohmann/json.hpp>

namespace schedlab {

namespace {

const std::string kJsonFlag = "json";
constexpr int kJsonIndent = 2;
constexpr int kLoadDecimals = 4;
constexpr int kStatDecimals = 1;

template <typename T>
nlohmann::json optionalJson(const std::optional<T>& value)
{
    return value ? nlohmann::json(*value) : nlohmann::json(nullptr);
}

std::string utcText(std::int64_t unixTime)
{
    const auto seconds = static_cast<std::time_t>(unixTime);
    std::tm utc{};
    if (gmtime_r(&seconds, &utc) == nullptr)
        return {};
    std::array<char, 32> buffer{};
    const std::size_t length = std::strftime(buffer.data(), buffer.size(), "%Y-%m-%d %H:%M:%S UTC", &utc);
    return {buffer.data(), length};
}

void addHeaderRow(TextTable& table, const std::string& key, const std::optional<std::string>& value)
{
    if (value)
        table.addRow({"  " + key, *value});
}

void addHeaderRow(TextTable& table, const std::string& key, const std::optional<std::int64_t>& value)
{
    if (value)
        table.addRow({"  " + key, std::to_string(*value)});
}

// A note may continue over several comment lines; each gets its own row.
void addNoteRows(TextTable& table, const std::string& note)
{
    std::istringstream lines(note);
    std::string line;
    bool first = true;
    while (std::getline(lines, line)) {
        const std::size_t begin = line.find_first_not_of(" \t");
        table.addRow({first ? "  Note" : "", begin == std::string::npos ? "" : line.substr(begin)});
        first = false;
    }
}

// `perUnit`: how many of the summary's units make one of the row's (ticks
// per second for times, 1 for widths).
void addStatRow(TextTable& table, const std::string& label, const ValueSummary& summary, double perUnit = 1)
{
    table.addRow({label, NumberFormat::fixed(summary.minimum / perUnit, kStatDecimals),
                  NumberFormat::fixed(summary.median / perUnit, kStatDecimals),
                  NumberFormat::fixed(summary.mean / perUnit, kStatDecimals),
                  NumberFormat::fixed(summary.maximum / perUnit, kStatDecimals)});
}

}  // namespace

std::string InspectCommand::summary() const
{
    return "summarise a trace and report what loading it skipped";
}

ArgumentParser InspectCommand::parser() const
{
    ArgumentParser parser(
        qualifiedName(),
        "Reads a trace (SWF or SchedLab jobs, plain or .gz) and prints its header fields,\n"
        "its tick when finer than a second, job count, submit span, width / run time /\n"
        "estimate statistics in seconds (--json: in ticks, with ticksPerSecond), the offered load\n"
        "(sum of nodes x run time / (machine size x submit span), machine size from the\n"
        "header's MaxProcs, else MaxNodes) and the load report: records read, and records\n"
        "skipped or adjusted by reason with example file:line locations.");
    parser.positional("TRACE", "trace file, SWF or SchedLab jobs, plain or gzip-compressed");
    parser.flag(kJsonFlag, "print JSON instead of text");
    return parser;
}

ExitCode InspectCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const Workload workload = WorkloadFileReader().readFile(args.positionals().front());
    if (args.has(kJsonFlag))
        printJson(workload, out);
    else
        printText(workload, out);
    return ExitCode::Success;
}

void InspectCommand::printText(const Workload& workload, std::ostream& out)
{
    const SwfHeader& header = workload.header;
    const LoadReport& report = workload.report;
    const TraceStatistics stats = TraceStatistics::of(workload);

    TextTable overview({"", ""});
    overview.setHeaderVisible(false);
    overview.addRow({"Trace", workload.sourcePath});
    overview.addRow({"Jobs", std::to_string(stats.jobs) + " loaded from " +
                                 std::to_string(report.recordsRead) + " records, " +
                                 std::to_string(report.skipped()) + " skipped"});
    // Times count ticks (docs/workload-format.md); shown in seconds.
    const std::int64_t perSecond = workload.ticksPerSecond;
    const auto seconds = [perSecond](Time ticks) { return DecimalSeconds::format(ticks, perSecond); };
    if (perSecond != 1)
        overview.addRow({"Tick", seconds(1) + " s"});
    overview.addRow({"Header", ""});
    addHeaderRow(overview, "Version", header.version);
    addHeaderRow(overview, "Computer", header.computer);
    addHeaderRow(overview, "Installation", header.installation);
    addHeaderRow(overview, "MaxNodes", header.maxNodes);
    addHeaderRow(overview, "MaxProcs", header.maxProcs);
    addHeaderRow(overview, "MaxJobs", header.maxJobs);
    addHeaderRow(overview, "MaxRecords", header.maxRecords);
    if (header.unixStartTime) {
        overview.addRow({"  UnixStartTime",
                         std::to_string(*header.unixStartTime) + " (" + utcText(*header.unixStartTime) + ")"});
    }
    addHeaderRow(overview, "TimeZone", header.timeZoneOffset);
    addHeaderRow(overview, "TimeZoneString", header.timeZoneString);
    addHeaderRow(overview, "StartTime", header.startTime);
    addHeaderRow(overview, "EndTime", header.endTime);
    for (const std::string& note : header.notes)
        addNoteRows(overview, note);
    if (stats.jobs > 0) {
        const Time span = stats.lastSubmit - stats.firstSubmit;
        overview.addRow({"Submissions", "first " + seconds(stats.firstSubmit) + " s, last " +
                                            seconds(stats.lastSubmit) + " s, span " +
                                            NumberFormat::secondsWithDuration(double(span) / double(perSecond))});
        overview.addRow({"Work", NumberFormat::fixed(stats.work / double(perSecond), 0) +
                                     " node-seconds (nodes x run time)"});
        overview.addRow({"Overrunning", std::to_string(stats.overrunningJobs) +
                                            " jobs run longer than their estimate"});
    }
    if (stats.offeredLoad) {
        overview.addRow({"Offered load",
                         NumberFormat::fixed(*stats.offeredLoad, kLoadDecimals) + " (work / (" +
                             std::to_string(*stats.machineSize) + " nodes x submit span))"});
    } else {
        overview.addRow({"Offered load", "n/a (needs MaxProcs or MaxNodes and a submit span)"});
    }
    out << overview.toString();

    if (stats.jobs > 0) {
        TextTable table({"", "min", "median", "mean", "max"});
        table.alignRightFrom(1);
        addStatRow(table, "width (nodes)", stats.width);
        addStatRow(table, "run time (s)", stats.runTime, double(perSecond));
        addStatRow(table, "estimate (s)", stats.estimate, double(perSecond));
        out << "\n" << table.toString();
    }
    out << "\n" << LoadSummary::reportText(report);
}

void InspectCommand::printJson(const Workload& workload, std::ostream& out)
{
    const SwfHeader& header = workload.header;
    const nlohmann::json headerJson = {{"version", optionalJson(header.version)},
                                       {"computer", optionalJson(header.computer)},
                                       {"installation", optionalJson(header.installation)},
                                       {"maxNodes", optionalJson(header.maxNodes)},
                                       {"maxProcs", optionalJson(header.maxProcs)},
                                       {"maxJobs", optionalJson(header.maxJobs)},
                                       {"maxRecords", optionalJson(header.maxRecords)},
                                       {"unixStartTime", optionalJson(header.unixStartTime)},
                                       {"timeZone", optionalJson(header.timeZoneOffset)},
                                       {"timeZoneString", optionalJson(header.timeZoneString)},
                                       {"startTime", optionalJson(header.startTime)},
                                       {"endTime", optionalJson(header.endTime)},
                                       {"notes", header.notes}};
    // Transforms an earlier `transform` applied, read back from its note.
    const nlohmann::json json = {{"trace", workload.sourcePath},
                                 {"ticksPerSecond", workload.ticksPerSecond},
                                 {"transforms", workload.transforms},
                                 {"header", headerJson},
                                 {"statistics", TraceStatistics::of(workload).toJson()},
                                 {"loadReport", LoadReportJson::toJson(workload.report)}};
    out << json.dump(kJsonIndent) << "\n";
}

}  // namespace schedlab
