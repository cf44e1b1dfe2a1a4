#include "RunsShow.h"

#include "util/JsonInput.h"

#include "CsvWriter.h"
#include "NumberFormat.h"
#include "OutputFile.h"
#include "StoreAccess.h"
#include "StoredRunJson.h"
#include "StoreOption.h"
#include "TextTable.h"

#include "metrics/MetricsReport.h"

#include <cmath>

namespace schedlab {

namespace {

const std::string kId = "ID";
const std::string kJobsOut = "jobs-out";
const std::string kJson = "json";
constexpr int kJsonIndent = 2;

std::string listText(const std::vector<std::string>& items, const std::string& none)
{
    std::string text;
    for (const std::string& item : items)
        text += (text.empty() ? "" : ", ") + item;
    return text.empty() ? none : text;
}

std::string timeField(Time time)
{
    return time == kNoTime ? std::string() : std::to_string(time);
}

const MetricDefinition* definitionOf(const std::string& key)
{
    for (const MetricDefinition& definition : metricDefinitions()) {
        if (definition.key == key)
            return &definition;
    }
    return nullptr;
}

}  // namespace

std::string RunsShow::summary() const
{
    return "show one stored run: description, every metric, per-job results";
}

ArgumentParser RunsShow::parser() const
{
    ArgumentParser parser(commandLine(), "Shows what a stored run simulated and every metric it measured.");
    parser.positional(kId, "run id (see 'runs list')")
        .option(kJobsOut, "FILE.csv",
                "write its per-job results: job_id, submit, start, end, nodes, allocation,\n"
                "multi_site, preempted (start and end empty for a job that never ran)")
        .flag(kJson, "print JSON; \"metrics\" is the same object 'run --json' prints");
    StoreOption::declare(parser);
    return parser;
}

ExitCode RunsShow::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::int64_t id = StoreAccess::runId(args.positionals().front());
    const std::unique_ptr<RunStore> store = StoreAccess::open(args, RunStore::Mode::ReadOnly);
    const StoredRun run = store->load(id);
    if (const auto path = args.value(kJobsOut))
        writeJobsCsv(run, *path);

    if (args.has(kJson)) {
        const nlohmann::json metrics = JsonInput::parseOr(run.metricsJson, nullptr);
        const nlohmann::ordered_json json = {{"store", store->path()},
                                             {"run", StoredRunJson::summary(run)},
                                             {"metrics", metrics},
                                             {"storedJobs", run.jobs.size()},
                                             {"storedSamples", run.samples.size()}};
        out << json.dump(kJsonIndent) << "\n";
    } else {
        printText(run, out);
    }
    return ExitCode::Success;
}

void RunsShow::printText(const StoredRun& run, std::ostream& out)
{
    const RunDescription& description = run.description;
    std::string parameters;
    for (const auto& [key, value] : description.parameters)
        parameters += (parameters.empty() ? "" : " ") + key + "=" + value;

    TextTable overview({"", ""});
    overview.setHeaderVisible(false);
    overview.addRow({"Run", std::to_string(run.id) + ": " + run.name});
    overview.addRow({"Uuid", run.uuid});
    overview.addRow({"Run key", run.runKey});
    // The group that stored it first, then every sweep or study that asked for it.
    overview.addRow({"Group", run.group.empty() ? "-" : run.group});
    if (run.groups.size() > 1 || (run.group.empty() && !run.groups.empty()))
        overview.addRow({"Groups", listText(run.groups, "-")});
    overview.addRow({"Tags", listText(run.tags, "-")});
    overview.addRow({"Notes", run.notes.empty() ? "-" : run.notes});
    overview.addRow(
        {"Trace", description.tracePath + " (" + std::to_string(description.traceJobCount) + " jobs)"});
    overview.addRow({"Trace SHA-256", description.traceSha256.empty() ? "unknown" : description.traceSha256});
    overview.addRow({"Transforms", listText(description.transforms, "none")});
    overview.addRow({"Platform", description.platformName});
    overview.addRow(
        {"Policy", description.policy + " (" + (parameters.empty() ? "no parameters" : parameters) + ")"});
    overview.addRow({"Seed", std::to_string(description.seed)});
    overview.addRow({"SchedLab", run.schedlabVersion});
    overview.addRow(
        {"Started", run.startedAt + ", took " + NumberFormat::secondsWithDuration(run.durationSeconds)});
    overview.addRow(
        {"Stored",
         std::to_string(run.jobs.size()) + " jobs, " + std::to_string(run.samples.size()) + " samples"});
    out << overview.toString();

    TextTable metrics({"metric", "value", "unit"});
    metrics.setAlignment(1, TextTable::Align::Right);
    for (const auto& [key, value] : run.metrics) {
        // A run from an older SchedLab may have metrics this one does not know.
        const MetricDefinition* definition = definitionOf(key);
        metrics.addRow({definition != nullptr ? definition->label : key,
                        std::isnan(value) ? "-" : NumberFormat::adaptive(value),
                        definition != nullptr ? definition->unit : ""});
    }
    out << "\nMetrics\n" << metrics.toString();
}

void RunsShow::writeJobsCsv(const StoredRun& run, const std::string& path)
{
    OutputFile::write(path, [&run](std::ostream& stream) {
        CsvWriter csv(stream);
        csv.writeRow({"job_id", "submit", "start", "end", "nodes", "allocation", "multi_site", "preempted"});
        for (const StoredJob& job : run.jobs) {
            csv.writeRow({std::to_string(job.jobId), std::to_string(job.submit), timeField(job.start),
                          timeField(job.end), std::to_string(job.nodes), job.allocation,
                          job.multiSite ? "1" : "0", job.preempted ? "1" : "0"});
        }
    });
}

}  // namespace schedlab
