// schedlab-bench: how fast the core replays the full CTC SP2 trace.
//
//   build/release/tests/benchmarks/schedlab-bench sample_traces/CTC-SP2-1996-3.1-cln.swf.gz
//
// For each policy (fcfs, easy, conservative unless --policy is given), runs
// --repeat times, each in a fresh child process, and prints median and
// minimum wall time (reading the .gz included), jobs per second, CPU time,
// the scheduler's time and peak memory, against the targets of issue 2.
// --platform and --transform make grid policies measurable:
//
//   schedlab-bench --platform m128 --transform sites:round-robin --transform wide:local --policy grid-local
//
// --phases splits a run as `schedlab-cli run --jobs-out` does it into phases
// (load, transform, simulate, metrics, jobs.csv; --validate and --store add
// theirs) and prints CPU time per phase and memory per job; --callgrind runs
// the same under valgrind's callgrind and prints instructions per phase
// (issue 19).

#include "ArgumentParser.h"
#include "CliError.h"
#include "policies/PolicyRegistry.h"
#include "IsolatedRun.h"
#include "PhaseReport.h"
#include "PhasedChild.h"
#include "PhasedRun.h"
#include "NumberFormat.h"
#include "NumberParser.h"
#include "ParameterArguments.h"
#include "SampleTraceLocator.h"
#include "TextTable.h"

#include "engine/SimulationError.h"
#include "workload/WorkloadTransform.h"

#include <algorithm>
#include <iostream>
#include <map>
#include <vector>

using namespace schedlab;

namespace {

const std::vector<std::string> kDefaultPolicies = {"fcfs", "easy", "conservative"};
const std::string kDefaultPlatform = "ctc-sp2";
constexpr int kDefaultRepeat = 3;
constexpr int kMaxRepeat = 1000;
// Targets on a 2-core machine (issue 2), wall seconds including parsing.
const std::map<std::string, double> kWallTargets = {{"fcfs", 0.2}, {"easy", 0.5}, {"conservative", 2.0}};
constexpr double kPeakMemoryTargetBytes = 200.0 * 1024 * 1024;
constexpr int kSecondsDecimals = 3;
constexpr int kRateDecimals = 0;
constexpr double kMicrosecondsPerSecond = 1e6;
constexpr int kExitFailure = 1;
// Callgrind's counts do not depend on the machine's load, so one run each is
// enough unless --repeat asks for more (to show they agree).
constexpr int kDefaultCallgrindRepeat = 1;
// A policy that could not be measured: its row shows this instead of figures.
const std::string kNoFigure = "-";
// Its reason goes under the table: in the last column it would stretch the
// table's rule to the length of the message.
const std::string kFailedVerdict = "failed (below)";
// The table's columns, by position where a row needs it.
const std::vector<std::string> kColumns = {"policy",        "jobs",    "wall median s", "wall min s",
                                           "parse s",       "jobs/s",  "process CPU s", "sched s",
                                           "sched us/job",  "peak MiB", "target",       "verdict"};
constexpr std::size_t kTargetColumn = 10;
constexpr std::size_t kVerdictColumn = 11;

double median(std::vector<double> values)
{
    std::ranges::sort(values);
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

template <typename Field>
std::vector<double> column(const std::vector<BenchmarkSample>& samples, Field field)
{
    std::vector<double> values;
    for (const BenchmarkSample& sample : samples)
        values.push_back(sample.*field);
    return values;
}

ArgumentParser makeParser()
{
    ArgumentParser parser(
        "schedlab-bench",
        "Measures the simulation core on a whole trace: for each policy, --repeat runs,\n"
        "each in a fresh child process. Wall time covers reading the trace (.gz\n"
        "included) and simulating; peak memory is the child's maximum resident set.\n"
        "A policy that fails (e.g. grid-local without sites: transforms) gets a row\n"
        "saying why, and the others are still measured; the exit status is then 1.");
    parser.positional("TRACE", "trace: any the CLI reads, generate:... included (default: the bundled CTC SP2 "
                      "trace)", false)
        .repeatableOption("policy", "NAME", "policy to measure (default: fcfs, easy, conservative)")
        .option("platform", "PRESET|FILE.json", "platform (default: ctc-sp2; a grid preset such as m128 for "
                "the grid policies)")
        .repeatableOption("transform", "SPEC",
                          "workload transform applied after reading, in order, as in 'schedlab-cli run' "
                          "(e.g. sites:round-robin, wide:local, month:1996-07); counted in parse s")
        .repeatableOption("param", "KEY=VALUE", "policy parameter, given to every policy measured")
        .option("repeat", "N", "runs per policy (default: 3; 1 with --callgrind)")
        .flag("phases", "measure a run as 'schedlab-cli run --jobs-out' makes it, phase by phase: CPU time per "
              "phase, peak memory and bytes per job")
        .flag("callgrind", "the phases under valgrind --tool=callgrind: instructions per phase (needs valgrind)")
        .flag("validate", "with --phases or --callgrind: add the validator's phase and its overhead")
        .flag("store", "with --phases or --callgrind: add the run to a fresh run store (time and file size)");
    parser.epilog("Columns: wall = reading (and transforming) the trace + simulating; parse s = the\n"
                  "reading part; process CPU s = user + system CPU of the child; sched s = wall time\n"
                  "spent inside the policy's scheduling passes (monotonic clock: the scheduler time\n"
                  "of the metrics, not CPU time); sched us/job = sched s per job.\n"
                  "\n"
                  "Example, a grid policy:\n"
                  "  schedlab-bench --platform m128 --transform sites:round-robin \\\n"
                  "      --transform wide:local --policy grid-local\n"
                  "A batch of 50,000 QoS tasks on 500 processors (Phosphorus D5.2, sec. 2.1.10):\n"
                  "  schedlab-bench generate:qos-groups:jobs=50000,load=1.5 --platform single:500 \\\n"
                  "      --policy qos-meta --param period=0 --param ordering=mmfs\n"
                  "\n"
                  "--phases: each run in a fresh process (this program again); bytes per job =\n"
                  "(peak resident set - that of a process that stops before loading) / jobs.\n"
                  "--callgrind: valgrind is optional (Debian package 'valgrind'); the counts are\n"
                  "the same from run to run, so they compare commits on a busy machine.\n");
    return parser;
}

// The child's message on one line, without the policy name that the
// failure line starts with (IsolatedRun and some policies both prefix it).
std::string failureReason(const std::string& policy, std::string message)
{
    const std::string prefix = policy + ": ";
    while (message.starts_with(prefix))
        message.erase(0, prefix.size());
    std::ranges::replace(message, '\n', ' ');
    return message;
}

std::string targetText(const std::string& policy)
{
    const auto it = kWallTargets.find(policy);
    return it == kWallTargets.end() ? "-" : "<= " + NumberFormat::fixed(it->second, 1) + " s";
}

std::string verdict(const std::string& policy, double wallMedian, double peakBytes)
{
    const auto it = kWallTargets.find(policy);
    if (it == kWallTargets.end())
        return "-";
    const bool fast = wallMedian <= it->second;
    const bool small = peakBytes < kPeakMemoryTargetBytes;
    if (fast && small)
        return "met";
    return std::string(fast ? "" : "too slow") + (!fast && !small ? ", " : "") +
           (small ? "" : "too much memory");
}

// --phases and --callgrind: one column per policy, one row per phase.
int runPhases(const std::vector<std::string>& policies, const IsolatedRun::Setup& base, const ParsedArguments& parsed,
              int repeat)
{
    const bool callgrind = parsed.has("callgrind");
    const PhasedRun::Tool tool = callgrind ? PhasedRun::Tool::Callgrind : PhasedRun::Tool::None;
    std::vector<PhaseReport::Measured> measured;
    std::vector<std::string> failures;
    for (const std::string& policy : policies) {
        PhasedChild::Setup setup{base.tracePath, base.platform, policy, base.parameters, base.transforms,
                                 parsed.has("validate"), parsed.has("store"), false};
        try {
            PhaseReport::Measured m;
            m.policy = policy;
            for (int i = 0; i < repeat; ++i)
                m.runs.push_back(PhasedRun::measure(setup, tool));
            if (!callgrind) {
                setup.baseline = true;
                m.baseline = PhasedRun::measure(setup, tool);
            }
            measured.push_back(std::move(m));
        } catch (const std::exception& e) {
            failures.push_back(policy + ": " + failureReason(policy, e.what()));
        }
    }
    if (!measured.empty()) {
        std::cout << (callgrind ? PhaseReport::instructionTable(measured) : PhaseReport::cpuTable(measured))
                  << "\nIssue 19's targets:\n" << PhaseReport::targets(measured, callgrind);
    }
    if (!failures.empty()) {
        std::cout << "\nFailed:\n";
        for (const std::string& failure : failures)
            std::cout << "  " << failure << "\n";
    }
    std::cout << (callgrind ? "\nInstructions (callgrind Ir, medians over the runs); policy = the engine's calls of\n"
                              "the policy, inclusive; start-up and exit = the process outside the phases.\n"
                            : "\nMedians over the runs; the policy's time is the engine's monotonic clock, the\n"
                              "rest CPU time of the process; start-up and exit = whole process - the phases.\n");
    return failures.empty() ? 0 : kExitFailure;
}

int run(const std::vector<std::string>& args)
{
    const ArgumentParser parser = makeParser();
    const ParsedArguments parsed = parser.parse(args);
    if (parsed.helpRequested()) {
        std::cout << parser.help();
        return 0;
    }
    std::string trace;
    if (!parsed.positionals().empty())
        trace = parsed.positionals().front();
    else if (const auto found = SampleTraceLocator::find(SampleTraceLocator::kDefaultTrace))
        trace = *found;
    else
        throw CliError::input("cannot find the bundled CTC trace; give TRACE");
    const std::string platform = parsed.value("platform").value_or(kDefaultPlatform);
    const bool phases = parsed.has("phases") || parsed.has("callgrind");
    if (!phases && (parsed.has("validate") || parsed.has("store")))
        throw CliError::usage("--validate and --store need --phases or --callgrind");
    // Optional, not a build dependency: say so before any output.
    if (parsed.has("callgrind") && !PhasedRun::findValgrind())
        throw CliError::input("--callgrind needs valgrind, which is not on PATH (Debian package 'valgrind')");
    const int defaultRepeat = parsed.has("callgrind") ? kDefaultCallgrindRepeat : kDefaultRepeat;
    const int repeat = int(NumberParser::integer(parsed.value("repeat").value_or(std::to_string(defaultRepeat)),
                                                 "--repeat", 1, kMaxRepeat));
    std::vector<std::string> policies = parsed.values("policy");
    if (policies.empty())
        policies = kDefaultPolicies;
    const ParameterValues parameters = ParameterArguments::read(parsed, "param");
    for (const std::string& policy : policies)
        (void)PolicyRegistry().create(policy, parameters);  // an unknown name or value fails here, before any output
    const std::vector<std::string> transforms = parsed.values("transform");
    for (const std::string& spec : transforms) {
        try {
            (void)WorkloadTransform::parse(spec);  // a typo fails here too
        } catch (const std::invalid_argument& e) {
            throw CliError::usage(std::string("--transform: ") + e.what());
        }
    }

    std::cout << "Trace: " << trace << "\nPlatform: " << platform << ", " << repeat
              << " run(s) per policy, each in a fresh process\n";
    if (!parameters.empty()) {
        std::cout << "Parameters:";
        for (const auto& [key, value] : parameters)
            std::cout << " " << key << "=" << value;
        std::cout << "\n";
    }
    if (!transforms.empty()) {
        std::cout << "Transforms:";
        for (const std::string& spec : transforms)
            std::cout << " " << spec;
        std::cout << "\n";
    }
    std::cout << "\n" << std::flush;
    if (phases)
        return runPhases(policies, {trace, platform, "", parameters, transforms}, parsed, repeat);
    TextTable table(kColumns);
    table.alignRightFrom(1);
    table.setAlignment(kTargetColumn, TextTable::Align::Left);
    table.setAlignment(kVerdictColumn, TextTable::Align::Left);
    std::vector<std::string> failures;  // "policy: reason", one line each
    for (const std::string& policy : policies) {
        std::vector<BenchmarkSample> samples;
        try {
            for (int i = 0; i < repeat; ++i)
                samples.push_back(IsolatedRun::measure({trace, platform, policy, parameters, transforms}));
        } catch (const std::exception& e) {
            // One policy that cannot run here (a grid policy without its
            // transforms, a platform it refuses) must not cost the others.
            failures.push_back(policy + ": " + failureReason(policy, e.what()));
            std::vector<std::string> row(kColumns.size(), kNoFigure);
            row.front() = policy;
            row[kTargetColumn] = targetText(policy);
            row[kVerdictColumn] = kFailedVerdict;
            table.addRow(row);
            continue;
        }
        const std::vector<double> walls = column(samples, &BenchmarkSample::wallSeconds);
        const double wallMedian = median(walls);
        const double peak = std::ranges::max(column(samples, &BenchmarkSample::peakResidentBytes));
        table.addRow({policy, std::to_string(samples.front().jobs),
                      NumberFormat::fixed(wallMedian, kSecondsDecimals),
                      NumberFormat::fixed(std::ranges::min(walls), kSecondsDecimals),
                      NumberFormat::fixed(median(column(samples, &BenchmarkSample::loadSeconds)), kSecondsDecimals),
                      NumberFormat::fixed(double(samples.front().jobs) / wallMedian, kRateDecimals),
                      NumberFormat::fixed(median(column(samples, &BenchmarkSample::processCpuSeconds)), kSecondsDecimals),
                      NumberFormat::fixed(median(column(samples, &BenchmarkSample::schedulerCpuSeconds)), kSecondsDecimals),
                      NumberFormat::fixed(median(column(samples, &BenchmarkSample::schedulerCpuSeconds))
                                              * kMicrosecondsPerSecond / double(samples.front().jobs),
                                          kRateDecimals),
                      NumberFormat::mebibytes(peak), targetText(policy),
                      verdict(policy, wallMedian, peak)});
    }
    std::cout << table.toString();
    if (!failures.empty()) {
        std::cout << "\nFailed:\n";
        for (const std::string& failure : failures)
            std::cout << "  " << failure << "\n";
    }
    std::cout << "\nMedians over the runs; jobs/s uses the median wall time; sched s is wall time\n"
                 "inside the policy; peak is the largest maximum resident set of any run.\n"
                 "Targets: wall time on a 2-core machine, peak memory < 200 MiB.\n";
    return failures.empty() ? 0 : kExitFailure;
}

}  // namespace

int main(int argc, char** argv)
{
    // The child of --phases and --callgrind: this program run again.
    if (argc > 1 && argv[1] == PhasedChild::kFlag)
        return PhasedChild::run(std::vector<std::string>(argv + 2, argv + argc));
    try {
        return run(std::vector<std::string>(argv + 1, argv + argc));
    } catch (const CliError& e) {
        std::cerr << "schedlab-bench: " << e.what() << "\n";
        return toInt(e.code());
    } catch (const ConfigurationError& e) {
        std::cerr << "schedlab-bench: " << e.what() << "\n";
        return toInt(ExitCode::InputError);
    } catch (const std::exception& e) {
        std::cerr << "schedlab-bench: " << e.what() << "\n";
        return kExitFailure;
    }
}
