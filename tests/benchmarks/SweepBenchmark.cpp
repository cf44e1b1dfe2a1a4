// schedlab-sweep-bench: how well a sweep uses several cores.
//
//   build/release/tests/benchmarks/schedlab-sweep-bench [TRACE] [--policy P]... [--jobs N] [--repeat R]
//
// Runs a sweep of every calendar month of the trace (CTC by default: 12
// months) times the policies (easy and conservative by default: 24 runs)
// with 1 worker thread and with N (default 2), each time into a fresh
// temporary run store, and prints the median wall time of each and the
// speed-up. The trace is loaded once, before timing, as a sweep shares it;
// storing every run (one transaction each) is part of the time. Also checks
// that both thread counts stored the same results.

#include "ArgumentParser.h"
#include "CliError.h"
#include "NumberFormat.h"
#include "NumberParser.h"
#include "SampleTraceLocator.h"
#include "TextTable.h"

#include "experiment/TraceCache.h"
#include "sweep/SweepRunner.h"
#include "sweep/SweepSpec.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <iostream>
#include <unistd.h>

using namespace schedlab;

namespace {

const std::vector<std::string> kDefaultPolicies = {"easy", "conservative"};
const std::string kPlatform = "ctc-sp2";
constexpr int kDefaultRepeat = 3;
constexpr int kMaxRepeat = 100;
constexpr int kDefaultJobs = 2;
constexpr int kMaxJobs = 256;
constexpr int kSecondsDecimals = 3;
constexpr int kRatioDecimals = 2;
constexpr int kRateDecimals = 1;
constexpr int kExitFailure = 1;

ArgumentParser makeParser()
{
    ArgumentParser parser("schedlab-sweep-bench",
                          "Times a month-by-month sweep with 1 worker thread and with N threads.");
    parser.positional("TRACE", "SWF trace (default: the bundled CTC SP2 trace)", false)
        .repeatableOption("policy", "NAME", "policy to sweep (default: easy, conservative)")
        .option("jobs", "N", "worker threads of the parallel sweep (default 2)")
        .option("repeat", "R", "sweeps per thread count; the median is reported (default 3)");
    return parser;
}

std::string specText(const std::string& trace, const std::vector<std::string>& policies)
{
    const nlohmann::json spec = {{"group", "sweep-benchmark"},
                                 {"traces", {trace}},
                                 {"transforms", {{{"each-month", true}}}},
                                 {"platforms", {kPlatform}},
                                 {"policies", policies}};
    return spec.dump();
}

struct Timing {
    std::vector<double> wallSeconds;
    SweepReport lastReport;
};

Timing timeSweeps(TraceCache& cache, const std::vector<RunSpec>& runs, unsigned jobs, int repeat,
                  const std::filesystem::path& folder)
{
    Timing timing;
    for (int r = 0; r < repeat; ++r) {
        const std::filesystem::path store =
            folder / ("jobs" + std::to_string(jobs) + "-" + std::to_string(r) + ".sqlite");
        SweepOptions options;
        options.storePath = store.string();
        options.jobs = jobs;
        SweepRunner runner(cache, runs, options);
        const auto start = std::chrono::steady_clock::now();
        timing.lastReport = runner.run();
        timing.wallSeconds.push_back(
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
        if (timing.lastReport.progress.done != runs.size())
            throw CliError::input("the sweep with " + std::to_string(jobs) + " threads completed only " +
                                  std::to_string(timing.lastReport.progress.done) + " of " +
                                  std::to_string(runs.size()) + " runs");
    }
    return timing;
}

double median(std::vector<double> values)
{
    std::ranges::sort(values);
    const std::size_t n = values.size();
    return n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
}

// The parallel sweep must store what the serial one stored.
bool sameResults(const SweepReport& a, const SweepReport& b)
{
    for (std::size_t i = 0; i < a.outcomes.size(); ++i) {
        const StoredRun& x = a.outcomes[i].run;
        const StoredRun& y = b.outcomes[i].run;
        if (x.runKey != y.runKey)
            return false;
        for (const auto& [key, value] : x.metrics) {
            if (key != "schedulerCpuSeconds" && y.metric(key) != value)
                return false;
        }
    }
    return a.outcomes.size() == b.outcomes.size();
}

int benchmark(const ParsedArguments& args)
{
    std::string trace;
    if (!args.positionals().empty()) {
        trace = args.positionals().front();
    } else if (const auto found = SampleTraceLocator::find(SampleTraceLocator::kDefaultTrace)) {
        trace = *found;
    } else {
        throw CliError::usage("no trace given and the bundled CTC trace was not found");
    }
    std::vector<std::string> policies = args.values("policy");
    if (policies.empty())
        policies = kDefaultPolicies;
    const auto jobs = static_cast<unsigned>(
        args.has("jobs") ? NumberParser::integer(*args.value("jobs"), "--jobs", 1, kMaxJobs) : kDefaultJobs);
    const auto repeat = static_cast<int>(
        args.has("repeat") ? NumberParser::integer(*args.value("repeat"), "--repeat", 1, kMaxRepeat) : kDefaultRepeat);

    const std::filesystem::path folder =
        std::filesystem::temp_directory_path() / ("schedlab-sweep-bench-" + std::to_string(getpid()));
    std::filesystem::create_directories(folder);

    TraceCache cache;
    const auto loadStart = std::chrono::steady_clock::now();
    const std::vector<RunSpec> runs =
        SweepSpec::parse(specText(std::filesystem::absolute(trace).string(), policies), "benchmark spec").expand(cache);
    const double loadSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - loadStart).count();
    std::cout << "Sweep: " << runs.size() << " runs (" << policies.size() << " policies x "
              << runs.size() / policies.size() << " months of " << std::filesystem::path(trace).filename().string()
              << ", " << kPlatform << "), trace loaded once in " << NumberFormat::fixed(loadSeconds, kSecondsDecimals)
              << " s (not timed below); " << repeat << " sweeps per thread count\n\n";

    const Timing serial = timeSweeps(cache, runs, 1, repeat, folder);
    const Timing parallel = timeSweeps(cache, runs, jobs, repeat, folder);
    std::filesystem::remove_all(folder);

    const double serialMedian = median(serial.wallSeconds);
    const double parallelMedian = median(parallel.wallSeconds);
    TextTable table({"threads", "median wall (s)", "min wall (s)", "runs/s", "speed-up"});
    table.alignRightFrom(0);
    for (const auto& [threads, timing] : {std::pair{1U, &serial}, std::pair{jobs, &parallel}}) {
        const double m = median(timing->wallSeconds);
        table.addRow({std::to_string(threads), NumberFormat::fixed(m, kSecondsDecimals),
                      NumberFormat::fixed(*std::ranges::min_element(timing->wallSeconds), kSecondsDecimals),
                      NumberFormat::fixed(static_cast<double>(runs.size()) / m, kRateDecimals),
                      NumberFormat::fixed(serialMedian / m, kRatioDecimals)});
    }
    std::cout << table.toString();
    double simulating = 0;
    for (const RunOutcome& outcome : serial.lastReport.outcomes)
        simulating += outcome.run.durationSeconds;
    std::cout << "\nWith 1 thread, " << NumberFormat::fixed(simulating, kSecondsDecimals)
              << " s of the last sweep were spent in the runs themselves (transform, simulate, measure);\n"
                 "the rest is checking the store for each run key and writing each run.\n";
    const bool same = sameResults(serial.lastReport, parallel.lastReport);
    std::cout << "\nSpeed-up with " << jobs << " threads: " << NumberFormat::fixed(serialMedian / parallelMedian, kRatioDecimals)
              << "x (ideal " << jobs << "x); results identical: " << (same ? "yes" : "NO") << "\n";
    return same ? 0 : kExitFailure;
}

}  // namespace

int main(int argc, char** argv)
{
    const std::vector<std::string> args(argv + 1, argv + argc);
    const ArgumentParser parser = makeParser();
    try {
        const ParsedArguments parsed = parser.parse(args);
        if (parsed.helpRequested()) {
            std::cout << parser.help();
            return 0;
        }
        return benchmark(parsed);
    } catch (const std::exception& e) {
        std::cerr << "schedlab-sweep-bench: " << e.what() << "\n";
        return kExitFailure;
    }
}
