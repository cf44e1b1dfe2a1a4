// schedlab-bench: how fast the core replays the full CTC SP2 trace.
//
//   build/release/tests/benchmarks/schedlab-bench sample_traces/CTC-SP2-1996-3.1-cln.swf.gz
//
// For each policy (fcfs, easy, conservative unless --policy is given), runs
// --repeat times, each in a fresh child process, and prints median and
// minimum wall time (reading the .gz included), jobs per second, CPU time
// and peak memory, against the targets of issue 2.

#include "ArgumentParser.h"
#include "CliError.h"
#include "Experiment.h"
#include "IsolatedRun.h"
#include "NumberFormat.h"
#include "NumberParser.h"
#include "SampleTraceLocator.h"
#include "TextTable.h"

#include "engine/SimulationError.h"

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
        "included) and simulating; peak memory is the child's maximum resident set.");
    parser.positional("TRACE", "trace (default: the bundled CTC SP2 trace)", false)
        .repeatableOption("policy", "NAME", "policy to measure (default: fcfs, easy, conservative)")
        .option("platform", "PRESET|FILE.json", "platform (default: ctc-sp2)")
        .option("repeat", "N", "runs per policy (default: 3)");
    return parser;
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
    const int repeat = int(NumberParser::integer(parsed.value("repeat").value_or(std::to_string(kDefaultRepeat)),
                                                 "--repeat", 1, kMaxRepeat));
    std::vector<std::string> policies = parsed.values("policy");
    if (policies.empty())
        policies = kDefaultPolicies;
    for (const std::string& policy : policies)
        (void)Experiment(policy, {});  // an unknown name fails here, before any output

    std::cout << "Trace: " << trace << "\nPlatform: " << platform << ", " << repeat
              << " run(s) per policy, each in a fresh process\n\n"
              << std::flush;
    TextTable table({"policy", "jobs", "wall median s", "wall min s", "parse s", "jobs/s",
                     "process CPU s", "sched CPU s", "sched us/job", "peak MiB", "target", "verdict"});
    table.alignRightFrom(1);
    table.setAlignment(10, TextTable::Align::Left);
    table.setAlignment(11, TextTable::Align::Left);
    for (const std::string& policy : policies) {
        std::vector<BenchmarkSample> samples;
        for (int i = 0; i < repeat; ++i)
            samples.push_back(IsolatedRun::measure(trace, platform, policy));
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
    std::cout << table.toString()
              << "\nMedians over the runs; jobs/s uses the median wall time; peak is the largest\n"
                 "maximum resident set of any run. Targets: wall time on a 2-core machine,\n"
                 "peak memory < 200 MiB.\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv)
{
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
