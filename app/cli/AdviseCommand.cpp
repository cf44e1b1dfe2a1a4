#include "AdviseCommand.h"

#include "BatchRun.h"
#include "CliError.h"
#include "OutputFile.h"
#include "PlatformResolver.h"
#include "StoreOption.h"

#include "advice/AdviceRuns.h"
#include "experiment/TraceCache.h"
#include "workload/TraceCalendar.h"
#include "workload/WorkloadTransform.h"

#include <charconv>
#include <thread>

namespace schedlab {

namespace {

const std::string kTrace = "trace";
const std::string kPlatform = "platform";
const std::string kNodes = "nodes";
const std::string kObjective = "objective";
const std::string kBudget = "budget";
const std::string kBaseline = "baseline";
const std::string kOut = "out";
const std::string kTransform = "transform";

std::string objectiveKeys()
{
    std::string keys;
    for (const AdviceObjective o : AdviceObjectives::all())
        keys += (keys.empty() ? "" : ", ") + AdviceObjectives::key(o);
    return keys;
}

// "mean-wait" or "mean-wait=2".
WeightedObjective parseObjective(const std::string& text)
{
    const auto equals = text.find('=');
    const std::string key = text.substr(0, equals);
    const auto objective = AdviceObjectives::parse(key);
    if (!objective)
        throw CliError::usage("--objective: unknown objective '" + key + "' (known: " + objectiveKeys() + ")");
    double weight = 1;
    if (equals != std::string::npos) {
        const std::string number = text.substr(equals + 1);
        const auto [end, error] = std::from_chars(number.data(), number.data() + number.size(), weight);
        if (error != std::errc() || end != number.data() + number.size() || !(weight > 0))
            throw CliError::usage("--objective " + text + ": the weight must be a number above 0");
    }
    return {*objective, weight};
}

AdviceBudget parseBudget(const std::optional<std::string>& text)
{
    if (!text || *text == "quick")
        return AdviceBudget::Quick;
    if (*text == "full")
        return AdviceBudget::Full;
    throw CliError::usage("--budget: expected quick or full, got '" + *text + "'");
}

}  // namespace

std::string AdviseCommand::summary() const
{
    return "recommend a policy for a log: ranking, months, trade-offs, who gains";
}

ArgumentParser AdviseCommand::parser() const
{
    ArgumentParser parser(
        qualifiedName(),
        "Runs every policy that applies to the platform on the whole log, on each calendar\n"
        "month, with exact estimates and on a machine 10 % smaller and larger, through the run\n"
        "store on worker threads (a second call finds the runs there), and prints a ranking\n"
        "by the objectives, its spread over the months, the sensitivity rankings, the Pareto\n"
        "front of mean wait and utilization, and who gains and who loses against the baseline.");
    parser.option(kTrace, "FILE", "the log: SWF (plain or .gz) or SchedLab jobs")
        .option(kPlatform, "PRESET|FILE.json", "platform preset (see 'platforms') or JSON file")
        .option(kNodes, "N", "one machine of N nodes (instead of --platform)")
        .repeatableOption(kObjective, "KEY[=WEIGHT]",
                          "what to optimise (repeatable, weighted): " + objectiveKeys() + "; default mean-wait")
        .option(kBudget, "quick|full", "quick: 6 single-machine (3 grid) policies; full: 13 (5)")
        .option(kBaseline, "POLICY", "the policy the log was recorded under (default easy)")
        .repeatableOption(kTransform, "SPEC", "workload transform applied to every run first (see 'run --help')")
        .option(kOut, "FILE.html", "also write the HTML report")
        .option(BatchRun::kJobs, "N",
                "worker threads (default: one per core, " + std::to_string(std::thread::hardware_concurrency()) +
                    " here)");
    StoreOption::declare(parser);
    parser.epilog("Examples:\n"
                  "  schedlab-cli advise --trace sample_traces/CTC-SP2-1996-3.1-cln.swf.gz --platform ctc-sp2\n"
                  "  schedlab-cli advise --trace log.swf --nodes 128 --objective mean-wait=2 \\\n"
                  "      --objective utilization --budget full --out advice.html\n");
    return parser;
}

ExitCode AdviseCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream& err)
{
    const auto trace = args.value(kTrace);
    if (!trace)
        throw CliError::usage("advise needs --trace FILE");
    const Platform platform = PlatformResolver::fromArguments(args, std::nullopt);
    AdviceOptions options;
    options.tracePath = *trace;
    options.platform = args.value(kPlatform).value_or("single:" + args.value(kNodes).value_or(""));
    options.budget = parseBudget(args.value(kBudget));
    options.baseline = args.value(kBaseline).value_or(options.baseline);
    options.transforms = args.values(kTransform);
    std::vector<WeightedObjective> objectives;
    for (const std::string& text : args.values(kObjective))
        objectives.push_back(parseObjective(text));
    if (objectives.empty())
        objectives.push_back({AdviceObjective::MeanWait, 1});

    TraceCache cache;
    AdviceReportInput input;
    input.options = options;
    // The months the runs will see: after the user's transforms.
    Workload workload = *cache.get(options.tracePath)->workload;
    applyTransforms(workload, options.transforms, &platform);
    input.plan = AdvicePlan::make(options, platform, calendarMonthJobs(workload));
    const std::string storePath = StoreOption::path(args);
    const SweepReport report =
        BatchRun::run(cache, input.plan.runs, storePath, BatchRun::jobs(args), false,
                      "Advice for " + options.tracePath + " on " + options.platform + "\n", out, err);
    AdviceRuns::complete(input, report, objectives, storePath);
    out << "\n" << AdviceReport::text(input);
    if (const auto path = args.value(kOut)) {
        OutputFile::writeText(*path, AdviceReport::html(input));
        out << "Wrote the report to " << *path << "\n";
    }
    return ExitCode::Success;
}

}  // namespace schedlab
