#include "SweepTables.h"

#include "NumberFormat.h"
#include "TextTable.h"

#include "metrics/MetricsReport.h"
#include "sweep/ReplicationSummary.h"

#include <algorithm>
#include <filesystem>

namespace schedlab {

namespace {

const std::string kNone = "-";
constexpr std::size_t kFirstMetricColumn = 5;  // after #, run, policy, parameters, status
constexpr std::size_t kSeedColumn = 7;          // the last column of the run list

std::string transformsText(const std::vector<std::string>& transforms)
{
    std::string text;
    for (const std::string& transform : transforms)
        text += (text.empty() ? "" : " ") + transform;
    return text.empty() ? kNone : text;
}

const MetricDefinition* definition(const std::string& key)
{
    const auto& definitions = metricDefinitions();
    const auto it = std::ranges::find_if(definitions, [&](const MetricDefinition& d) { return d.key == key; });
    return it == definitions.end() ? nullptr : &*it;
}

std::string header(const std::string& key)
{
    const MetricDefinition* found = definition(key);
    if (found == nullptr)
        return key;
    return found->unit.empty() ? found->label : found->label + " (" + found->unit + ")";
}

}  // namespace

std::string SweepTables::parametersText(const ParameterValues& values)
{
    std::string text;
    for (const auto& [key, value] : values)
        text += (text.empty() ? "" : " ") + key + "=" + value;
    return text.empty() ? kNone : text;
}

std::string SweepTables::runList(const std::vector<RunSpec>& runs, std::size_t firstIndex)
{
    TextTable table({"#", "run", "policy", "parameters", "transforms", "platform", "trace", "seed"});
    table.setAlignment(0, TextTable::Align::Right);
    table.setAlignment(kSeedColumn, TextTable::Align::Right);
    for (std::size_t i = 0; i < runs.size(); ++i) {
        const RunSpec& run = runs[i];
        table.addRow({std::to_string(firstIndex + i), run.name, run.policy, parametersText(run.parameters),
                      transformsText(run.transforms), run.platform,
                      std::filesystem::path(run.tracePath).filename().string(), std::to_string(run.seed)});
    }
    return table.toString();
}

std::string SweepTables::progressLine(const SweepProgress& progress)
{
    std::string line = "sweep: " + std::to_string(progress.finished()) + "/" + std::to_string(progress.total) +
                       " (" + std::to_string(progress.done) + " done, " + std::to_string(progress.skipped) +
                       " skipped, " + std::to_string(progress.failed) + " failed), " +
                       NumberFormat::duration(progress.elapsedSeconds) + " elapsed";
    if (progress.etaSeconds && progress.finished() < progress.total)
        line += ", about " + NumberFormat::duration(*progress.etaSeconds) + " left";
    return line;
}

std::string SweepTables::replications(const std::vector<RunSpec>& runs, const SweepReport& report)
{
    std::vector<std::string> headers = {"configuration", "n"};
    for (const std::string& key : kSummaryMetrics)
        headers.push_back(header(key));
    TextTable table(headers);
    table.alignRightFrom(1);
    for (const ReplicationGroup& group : ReplicationSummary::of(runs, report.outcomes, kSummaryMetrics)) {
        std::vector<std::string> row = {group.name, std::to_string(group.measured)};
        for (const std::string& key : kSummaryMetrics) {
            const ReplicationGroup::Estimate& e = group.metrics.at(key);
            row.push_back(group.measured == 0 ? ""
                                              : NumberFormat::adaptive(e.mean) + " ± " +
                                                    NumberFormat::adaptive(e.standardError));
        }
        table.addRow(std::move(row));
    }
    return table.toString();
}

std::string SweepTables::summary(const std::vector<RunSpec>& runs, const SweepReport& report,
                                 std::size_t firstIndex)
{
    std::vector<std::string> headers = {"#", "run", "policy", "parameters", "status"};
    for (const std::string& key : kSummaryMetrics)
        headers.push_back(header(key));
    TextTable table(headers);
    table.setAlignment(0, TextTable::Align::Right);
    table.alignRightFrom(kFirstMetricColumn);

    std::string failures;
    for (std::size_t i = 0; i < runs.size() && i < report.outcomes.size(); ++i) {
        const RunOutcome& outcome = report.outcomes[i];
        std::vector<std::string> row = {std::to_string(firstIndex + i), runs[i].name, runs[i].policy,
                                        parametersText(runs[i].parameters), runStatusName(outcome.status)};
        const bool measured = outcome.status == RunOutcome::Status::Completed ||
                              outcome.status == RunOutcome::Status::Skipped;
        for (const std::string& key : kSummaryMetrics)
            row.push_back(measured ? NumberFormat::adaptive(outcome.run.metric(key)) : "");
        table.addRow(std::move(row));
        if (outcome.status == RunOutcome::Status::Failed)
            failures += "run " + std::to_string(firstIndex + i) + " (" + runs[i].name + "): " + outcome.error + "\n";
    }
    return table.toString() + (failures.empty() ? "" : "\nFailures:\n" + failures);
}

}  // namespace schedlab
