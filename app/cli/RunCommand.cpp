#include "RunCommand.h"

#include "CliError.h"
#include "Experiment.h"
#include "JobsCsvWriter.h"
#include "LoadReportJson.h"
#include "NumberFormat.h"
#include "PlatformResolver.h"
#include "RunRecord.h"
#include "TextTable.h"
#include "TraceRunTimes.h"

#include "metrics/MetricsCalculator.h"
#include "workload/SwfReader.h"
#include "workload/WorkloadTransform.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>

namespace schedlab {

namespace {

const std::string kTrace = "trace";
const std::string kPlatform = "platform";
const std::string kNodes = "nodes";
const std::string kPolicy = "policy";
const std::string kParam = "param";
const std::string kExactEstimates = "exact-estimates";
const std::string kDropWider = "drop-wider";
const std::string kTransform = "transform";
const std::string kJobsOut = "jobs-out";
const std::string kMetricsOut = "metrics-out";
const std::string kValidate = "validate";
const std::string kJson = "json";
constexpr int kJsonIndent = 2;
constexpr int kSecondsDecimals = 3;

void writeTextFile(const std::string& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary);
    if (out)
        out << text;
    out.flush();
    if (!out)
        throw CliError::input("cannot write '" + path + "': " + std::strerror(errno));
}

nlohmann::json validationJson(const ValidationReport& report)
{
    return {{"ok", report.ok()}, {"problemCount", report.problemCount}, {"messages", report.messages}};
}

std::string parametersText(const ParameterValues& values)
{
    std::string text;
    for (const auto& [key, value] : values)
        text += (text.empty() ? "" : " ") + key + "=" + value;
    return text.empty() ? "no parameters" : text;
}

}  // namespace

std::string RunCommand::summary() const
{
    return "simulate one policy on a trace and report its metrics";
}

ArgumentParser RunCommand::parser() const
{
    ArgumentParser parser(
        qualifiedName(),
        "Loads an SWF trace, applies transforms in the order given, simulates one policy\n"
        "on a platform, and prints the load report, the transforms and the metrics.");
    parser.requiredOption(kTrace, "FILE", "SWF trace, plain or .gz")
        .option(kPlatform, "PRESET|FILE.json", "platform preset (see 'platforms') or JSON file")
        .option(kNodes, "N", "one machine of N nodes (instead of --platform)")
        .requiredOption(kPolicy, "NAME", "scheduling policy (see 'policies')")
        .repeatableOption(kParam, "KEY=VALUE", "policy parameter")
        .flag(kExactEstimates, "transform exact-estimates: estimate := run time")
        .flag(kDropWider, "transform drop-wider:N, N = nodes of the largest machine")
        .repeatableOption(kTransform, "SPEC", "workload transform (specs below)")
        .option(kJobsOut, "FILE", "write one row per job in Batsim's jobs.csv layout")
        .option(kMetricsOut, "FILE", "write the metrics and a record of the run as JSON")
        .flag(kValidate, "check the schedule independently; exit 3 if it is invalid")
        .flag(kJson, "print JSON instead of text");
    parser.epilog(
        "Transform specs, applied in command-line order together with --exact-estimates\n"
        "and --drop-wider:\n"
        "  drop-wider:N       remove jobs wider than N nodes\n"
        "  exact-estimates    estimate := run time\n"
        "  overrun:complete   (default) jobs run to completion; schedulers see the\n"
        "                     estimate and treat an overrunning job as ending next instant\n"
        "  overrun:kill       jobs running past their estimate are killed at it\n"
        "  window:FROM:TO     keep jobs submitted in [FROM, TO) seconds\n"
        "  month:YYYY-MM      keep jobs submitted in that month (trace time zone)\n"
        "  range:FIRST:LAST   keep jobs FIRST..LAST by 1-based position\n"
        "  rebase             shift submit times so the first job is submitted at 0\n"
        "\n"
        "Examples:\n"
        "  schedlab-cli run --trace sample_traces/CTC-SP2-1996-3.1-cln.swf.gz \\\n"
        "      --platform ctc-sp2 --policy easy --validate\n"
        "  schedlab-cli run --trace t.swf --nodes 128 --drop-wider --policy fcfs \\\n"
        "      --transform month:1996-07 --jobs-out jobs.csv --metrics-out metrics.json\n");
    return parser;
}

ParameterValues RunCommand::parameterValues(const ParsedArguments& args)
{
    ParameterValues values;
    for (const std::string& text : args.values(kParam)) {
        const std::size_t equals = text.find('=');
        if (equals == std::string::npos || equals == 0)
            throw CliError::usage("--param: expected KEY=VALUE, got '" + text + "'");
        const std::string key = text.substr(0, equals);
        if (!values.emplace(key, text.substr(equals + 1)).second)
            throw CliError::usage("--param: '" + key + "' given more than once");
    }
    return values;
}

std::vector<std::string> RunCommand::transformSpecs(const ParsedArguments& args,
                                                    const Platform& platform)
{
    std::vector<std::string> specs;
    for (const ParsedArguments::Occurrence& occurrence : args.occurrences()) {
        if (occurrence.name == kExactEstimates)
            specs.emplace_back("exact-estimates");
        else if (occurrence.name == kDropWider)
            specs.push_back("drop-wider:" + std::to_string(platform.largestMachineNodes()));
        else if (occurrence.name == kTransform)
            specs.push_back(occurrence.value);
    }
    return specs;
}

std::vector<RunCommand::TransformStep> RunCommand::applyAll(Workload& workload,
                                                            const std::vector<std::string>& specs)
{
    // Parse every spec before applying any, so a typo in the last one fails
    // at once and names the spec; the canonical specs label the summaries.
    std::vector<TransformStep> steps;
    for (const std::string& spec : specs) {
        try {
            steps.push_back({WorkloadTransform::parse(spec)->spec(), {}});
        } catch (const std::invalid_argument& e) {
            throw CliError::input(e.what());  // names the spec and the bad part
        }
    }
    std::vector<std::string> summaries;
    try {
        summaries = applyTransforms(workload, specs);
    } catch (const std::invalid_argument& e) {
        throw CliError::input(std::string("transform failed: ") + e.what());
    }
    for (std::size_t i = 0; i < steps.size() && i < summaries.size(); ++i)
        steps[i].summary = summaries[i];
    return steps;
}

ExitCode RunCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream& err)
{
    // Cheap checks first, so a typo never waits for a large trace to load.
    const Platform platform = PlatformResolver::fromArguments(args, std::nullopt);
    const Experiment experiment(*args.value(kPolicy), parameterValues(args));
    const std::vector<std::string> specs = transformSpecs(args, platform);

    Workload workload = SwfReader().readFile(*args.value(kTrace));
    const TraceRunTimes loadedRunTimes(workload);
    const std::vector<TransformStep> steps = applyAll(workload, specs);
    const ExperimentOutcome outcome = experiment.run(workload, platform, args.has(kValidate));

    if (const auto path = args.value(kJobsOut))
        JobsCsvWriter::writeFile(workload, platform, outcome.result, loadedRunTimes, *path);
    if (const auto path = args.value(kMetricsOut)) {
        nlohmann::json metrics = MetricsCalculator::toJson(outcome.metrics);
        metrics["run"] = RunRecord::toJson(workload, platform, outcome);
        writeTextFile(*path, metrics.dump(kJsonIndent) + "\n");
    }

    if (args.has(kJson))
        printJson(workload, platform, steps, outcome, out);
    else
        printText(workload, platform, steps, outcome, out);

    if (outcome.validation && !outcome.validation->ok()) {
        out.flush();
        err << kProgramName << ": schedule validation failed with "
            << outcome.validation->problemCount << " problem(s):\n"
            << outcome.validation->toText();
        return ExitCode::ValidationFailed;
    }
    return ExitCode::Success;
}

void RunCommand::printText(const Workload& workload, const Platform& platform,
                           const std::vector<TransformStep>& steps,
                           const ExperimentOutcome& outcome, std::ostream& out)
{
    const SimulationResult& result = outcome.result;
    TextTable overview({"", ""});
    overview.setHeaderVisible(false);
    overview.addRow({"Trace", workload.sourcePath});
    overview.addRow({"Loaded", std::to_string(workload.report.jobsLoaded) + " jobs from " +
                                   std::to_string(workload.report.recordsRead) + " records, " +
                                   std::to_string(workload.report.skipped()) + " skipped"});
    if (steps.empty())
        overview.addRow({"Transforms", "none"});
    for (std::size_t i = 0; i < steps.size(); ++i)
        overview.addRow({i == 0 ? "Transforms" : "", steps[i].summary});
    overview.addRow({"Simulated", std::to_string(workload.jobs.size()) + " jobs"});
    overview.addRow({"Platform", PlatformResolver::describe(platform)});
    overview.addRow({"Policy", outcome.policy + " (" + parametersText(outcome.parameters) + ")"});
    overview.addRow({"Simulation", std::to_string(result.eventCount) + " events, " +
                                       std::to_string(result.schedulingPasses) + " passes, " +
                                       NumberFormat::fixed(result.wallSeconds, kSecondsDecimals) +
                                       " s wall, " +
                                       NumberFormat::fixed(result.schedulerCpuSeconds, kSecondsDecimals) +
                                       " s scheduler CPU"});
    if (outcome.validation) {
        overview.addRow({"Validation", outcome.validation->ok()
                                           ? std::string("ok")
                                           : std::to_string(outcome.validation->problemCount) +
                                                 " problem(s)"});
    }
    out << overview.toString() << "\nLoad report\n" << workload.report.toText();
    if (!workload.report.toText().ends_with('\n'))
        out << "\n";

    TextTable metrics({"metric", "value", "unit"});
    metrics.setAlignment(1, TextTable::Align::Right);
    for (const MetricDefinition& definition : metricDefinitions())
        metrics.addRow({definition.label, NumberFormat::adaptive(definition.value(outcome.metrics)),
                        definition.unit});
    out << "\nMetrics\n" << metrics.toString();
}

void RunCommand::printJson(const Workload& workload, const Platform& platform,
                           const std::vector<TransformStep>& steps,
                           const ExperimentOutcome& outcome, std::ostream& out)
{
    nlohmann::json transforms = nlohmann::json::array();
    for (const TransformStep& step : steps)
        transforms.push_back({{"spec", step.spec}, {"summary", step.summary}});
    nlohmann::json json = {
        {"run", RunRecord::toJson(workload, platform, outcome)},
        {"loadReport", LoadReportJson::toJson(workload.report)},
        {"transforms", transforms},
        {"simulation",
         {{"jobs", workload.jobs.size()},
          {"events", outcome.result.eventCount},
          {"schedulingPasses", outcome.result.schedulingPasses},
          {"wallSeconds", outcome.result.wallSeconds},
          {"schedulerCpuSeconds", outcome.result.schedulerCpuSeconds}}},
        {"metrics", MetricsCalculator::toJson(outcome.metrics)}};
    if (outcome.validation)
        json["validation"] = validationJson(*outcome.validation);
    out << json.dump(kJsonIndent) << "\n";
}

}  // namespace schedlab
