#include "RunCommand.h"

#include "DistinctFiles.h"

#include "CliError.h"
#include "BatsimScheduleWriter.h"
#include "JobsCsvWriter.h"
#include "LoadReportJson.h"
#include "LoadSummary.h"
#include "MetricsBreakdown.h"
#include "NumberFormat.h"
#include "ParameterArguments.h"
#include "OutputFile.h"
#include "PlatformResolver.h"
#include "SegmentsCsvWriter.h"
#include "RunRecord.h"
#include "CyclesCsvWriter.h"
#include "SamplesCsvWriter.h"
#include "StoreAccess.h"
#include "StoreOption.h"
#include "StoreRecorder.h"
#include "TextTable.h"
#include "TransformPipeline.h"

#include "engine/Simulator.h"
#include "metrics/MetricsCalculator.h"
#include "qos/GsRegistration.h"
#include "run/RunPipeline.h"
#include "run/Trace.h"
#include "store/StoredRunConversion.h"

#include <nlohmann/json.hpp>

#include <chrono>

namespace schedlab {

namespace {

const std::string kTrace = "trace";
const std::string kPlatform = "platform";
const std::string kNodes = "nodes";
const std::string kPolicy = "policy";
const std::string kParam = "param";
const std::string kJobsOut = "jobs-out";
const std::string kScheduleOut = "schedule-out";
const std::string kSegmentsOut = "segments-out";
const std::string kMetricsOut = "metrics-out";
const std::string kSamplesOut = "samples-out";
const std::string kCyclesOut = "cycles-out";
const std::string kPerMachine = "per-machine";
const std::string kPerUser = "per-user";
const std::string kPerSite = "per-site";
const std::string kValidate = "validate";
const std::string kJson = "json";
const std::string kNoStore = "no-store";
constexpr int kJsonIndent = 2;
constexpr int kSecondsDecimals = 3;

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
    parser.requiredOption(kTrace, "FILE", "trace: SWF, SchedLab jobs, Batsim or sacct, plain or .gz")
        .option(kPlatform, "PRESET|FILE.json", "platform preset (see 'platforms') or JSON file")
        .option(kNodes, "N", "one machine of N nodes (instead of --platform)")
        .requiredOption(kPolicy, "NAME", "scheduling policy (see 'policies')")
        .repeatableOption(kParam, "KEY=VALUE", "policy parameter");
    TransformPipeline::declareOptions(parser, {},
                                      "transform drop-wider:N, N = nodes of the largest machine");
    parser.option(kJobsOut, "FILE", "write one row per job in Batsim's jobs.csv layout")
        .option(kScheduleOut, "FILE", "write the run's summary in Batsim's schedule.csv layout")
        .option(kSegmentsOut, "FILE", "write every execution segment of every job (preempted, migrated,\n"
                                      "multi-site jobs have several) as CSV")
        .option(kMetricsOut, "FILE", "write the metrics and a record of the run as JSON")
        .option(kSamplesOut, "FILE.csv", "write the time series (utilization, queue, ...) as CSV")
        .option(kCyclesOut, "FILE.csv", "write the policy's periodic allocations (utility: the knapsack\n"
                                        "solver's time per cycle) as CSV")
        .flag(kPerMachine, "add a per-machine table (always shown for several machines)")
        .flag(kPerUser, "add the per-user table: the " +
                            std::to_string(MetricsBreakdown::kTopUsers) + " users with most work")
        .flag(kPerSite, "add the per-origin-site table (jobs, mean response, AWRT, wait)")
        .flag(kValidate, "check the schedule independently; exit 3 if it is invalid")
        .flag(kJson, "print JSON instead of text (lists every machine and user)")
        .flag(kNoStore, "do not keep the run in the run store (see 'runs')");
    StoreOption::declare(parser);
    parser.epilog(
        TransformPipeline::specHelp() +
        "\n"
        "--samples-out columns: time, busy_nodes, utilization (0..1), queue_length,\n"
        "running_jobs, completed_jobs, awrt_so_far (s), and busy_<machine> for each\n"
        "machine when there are several. One row every max(1 s, submit span / " +
        std::to_string(SimulationOptions::kDefaultSampleCount) +
        ")\n"
        "from the first submission to the end of the last job.\n"
        "\n"
        "--cycles-out columns: time, tasks, ways (options offered to the solver),\n"
        "solver_seconds; one row per cycle of a periodic policy (utility), none\n"
        "for the others.\n"
        "\n"
        "Examples:\n"
        "  schedlab-cli run --trace sample_traces/CTC-SP2-1996-3.1-cln.swf.gz \\\n"
        "      --platform ctc-sp2 --policy easy --validate --per-user\n"
        "  schedlab-cli run --trace t.swf --nodes 128 --drop-wider --policy fcfs \\\n"
        "      --transform month:1996-07 --jobs-out jobs.csv --metrics-out metrics.json \\\n"
        "      --samples-out samples.csv\n");
    return parser;
}

ParameterValues RunCommand::parameterValues(const ParsedArguments& args)
{
    return ParameterArguments::read(args, kParam);
}

ExitCode RunCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream& err)
{
    const auto started = std::chrono::steady_clock::now();
    const std::string startedAt = StoredRunConversion::utcNowIso8601();
    // Cheap checks first, so a typo never waits for a large trace to load.
    const Platform platform = PlatformResolver::fromArguments(args, std::nullopt);
    const TransformPipeline transforms(args, [&platform](const std::string&) {
        return "drop-wider:" + std::to_string(platform.largestMachineNodes());
    });
    RunSpec spec;
    spec.tracePath = *args.value(kTrace);
    spec.transforms = transforms.specs();
    spec.platform = args.value(kPlatform).value_or("single:" + args.value(kNodes).value_or(""));
    spec.policy = *args.value(kPolicy);
    spec.parameters = parameterValues(args);
    const RunPipeline pipeline;
    (void)pipeline.check(spec);
    requireDistinctFiles(args, spec.tracePath);

    const TracePtr trace = Trace::load(spec.tracePath);
    // Metrics of nothing read as zeros, which look like a result.
    if (trace->workload->jobs.empty()) {
        throw CliError::input("'" + spec.tracePath + "' has no job to simulate (" +
                              std::to_string(trace->workload->report.skipped()) +
                              " records skipped; 'schedlab-cli inspect' says why)");
    }
    const RunDescription description = pipeline.describe(spec, *trace, platform);
    // Open (create or migrate) the store before simulating: a file that
    // cannot take the run fails now, not after a long simulation whose run
    // would then be lost. Not before the trace loaded, so that a mistyped
    // trace path does not leave a new empty store behind.
    std::unique_ptr<RunStore> store;
    if (!args.has(kNoStore)) {
        try {
            store = StoreAccess::open(args, RunStore::Mode::ReadWrite);
        } catch (const StoreError& e) {
            throw StoreAccess::toCliError(e);
        }
    }
    const FinishedRun run = TransformPipeline::failsAsInput(
        [&] { return pipeline.run(*trace, platform, description, RunOptions{.validate = args.has(kValidate)}); });
    if (run.workload->jobs.empty())
        throw CliError::input("the transforms leave no job of '" + spec.tracePath + "' to simulate");
    const std::vector<TransformStep> steps = TransformPipeline::steps(run.description.transforms, run.transformSummaries);
    const Workload& workload = *run.workload;
    const bool valid = !run.validation || run.validation->ok();

    // Every completed run is stored (a schedule that failed validation is
    // a bug, not a result). A store problem must not cost the run's output:
    // it is reported after everything else was written.
    std::optional<StoreRecorder::Stored> stored;
    std::optional<CliError> storeFailure;
    if (valid && store) {
        try {
            stored = StoreRecorder::record(
                *store, run, startedAt,
                std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count());
        } catch (const StoreError& e) {
            storeFailure = StoreAccess::toCliError(e);
        } catch (const CliError& e) {
            storeFailure = e;
        }
    }
    writeOutputs(args, workload, platform, run);

    if (args.has(kJson)) {
        printJson(workload, steps, run, stored, out);
    } else {
        // One machine's row would only repeat the metrics table.
        const Breakdowns breakdowns{args.has(kPerMachine) || platform.machineCount() > 1,
                                    args.has(kPerUser), args.has(kPerSite)};
        printText(workload, platform, steps, run, breakdowns, out);
    }

    if (run.validation && !run.validation->ok()) {
        out.flush();
        err << kProgramName << ": schedule validation failed with "
            << run.validation->problemCount << " problem(s):\n"
            << run.validation->toText();
        return ExitCode::ValidationFailed;
    }
    out.flush();
    if (storeFailure)
        throw *storeFailure;
    if (stored && !args.has(kJson))
        err << "stored as run " << stored->id << " in " << stored->path << "\n";
    return ExitCode::Success;
}

void RunCommand::requireDistinctFiles(const ParsedArguments& args, const std::string& tracePath)
{
    std::vector<DistinctFiles::Input> inputs = {{"input trace", tracePath}};
    if (!args.has(kNoStore))
        inputs.push_back({"run store", StoreOption::path(args)});
    std::vector<DistinctFiles::Output> outputs;
    for (const std::string& option : {kJobsOut, kScheduleOut, kSegmentsOut, kMetricsOut, kSamplesOut, kCyclesOut}) {
        if (const auto path = args.value(option))
            outputs.push_back({"--" + option, *path});
    }
    DistinctFiles::require("run", inputs, outputs);
}

void RunCommand::writeOutputs(const ParsedArguments& args, const Workload& workload,
                              const Platform& platform, const FinishedRun& outcome)
{
    if (const auto path = args.value(kJobsOut))
        JobsCsvWriter::writeFile(workload, platform, outcome.result, *path);
    if (const auto path = args.value(kScheduleOut))
        BatsimScheduleWriter::writeFile(workload, platform, outcome.result, *path);
    if (const auto path = args.value(kSegmentsOut))
        SegmentsCsvWriter::writeFile(workload, platform, outcome.result, *path);
    if (const auto path = args.value(kMetricsOut)) {
        nlohmann::json metrics = MetricsCalculator::toJson(outcome.metrics);
        metrics["run"] = RunRecord::toJson(outcome);
        OutputFile::writeText(*path, metrics.dump(kJsonIndent) + "\n");
    }
    if (const auto path = args.value(kSamplesOut))
        SamplesCsvWriter::writeFile(platform, outcome.result, *path);
    if (const auto path = args.value(kCyclesOut))
        CyclesCsvWriter::writeFile(outcome.result, *path);
}

void RunCommand::printText(const Workload& workload, const Platform& platform,
                           const std::vector<TransformStep>& steps,
                           const FinishedRun& outcome, Breakdowns breakdowns,
                           std::ostream& out)
{
    const SimulationResult& result = outcome.result;
    TextTable overview({"", ""});
    overview.setHeaderVisible(false);
    LoadSummary::addRows(overview, workload, steps);
    overview.addRow({"Simulated", std::to_string(workload.jobs.size()) + " jobs"});
    overview.addRow({"Platform", PlatformResolver::describe(platform)});
    overview.addRow({"Policy", outcome.description.policy + " (" + parametersText(outcome.description.parameters) + ")"});
    // Guaranteed service (qos-gsbe): where each registered user got its rate.
    for (const std::string& line : GsRegistration::describe(
             GsRegistration::of(outcome.description.policy, outcome.description.parameters, platform), platform))
        overview.addRow({"Registration", line});
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
    out << overview.toString() << "\n" << LoadSummary::reportText(workload.report);

    TextTable metrics({"metric", "value", "unit"});
    metrics.setAlignment(1, TextTable::Align::Right);
    for (const MetricDefinition& definition : metricDefinitions()) {
        if (definition.shownFor(outcome.metrics))
            metrics.addRow({definition.label, NumberFormat::adaptive(definition.value(outcome.metrics)),
                            definition.unit});
    }
    out << "\nMetrics\n" << metrics.toString();
    if (breakdowns.perMachine)
        out << "\nPer machine\n" << MetricsBreakdown::machineTable(outcome.metrics, platform);
    if (breakdowns.perUser)
        out << "\nPer user (most work first)\n" << MetricsBreakdown::userTable(outcome.metrics);
    if (breakdowns.perSite)
        out << "\nPer origin site\n" << MetricsBreakdown::siteTable(outcome.metrics);
}

void RunCommand::printJson(const Workload& workload,
                           const std::vector<TransformStep>& steps,
                           const FinishedRun& outcome,
                           const std::optional<StoreRecorder::Stored>& stored, std::ostream& out)
{
    nlohmann::json transforms = nlohmann::json::array();
    for (const TransformStep& step : steps)
        transforms.push_back({{"spec", step.spec}, {"summary", step.summary}});
    nlohmann::json json = {
        {"run", RunRecord::toJson(outcome)},
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
    if (stored)
        json["stored"] = {{"id", stored->id}, {"path", stored->path}};
    out << json.dump(kJsonIndent) << "\n";
}

}  // namespace schedlab
