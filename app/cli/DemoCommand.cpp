#include "DemoCommand.h"

#include "CliError.h"
#include "LoadSummary.h"
#include "NumberFormat.h"
#include "PlatformResolver.h"
#include "PolicyComparison.h"
#include "SampleTraceLocator.h"

#include "run/RunPipeline.h"
#include "run/Trace.h"

#include <chrono>
#include <exception>
#include <thread>

namespace schedlab {

namespace {

const std::string kTraceOption = "trace";
const std::string kDefaultPlatform = "ctc-sp2";
// The first is the reference of the relative table.
const std::vector<std::string> kPolicies = {"fcfs", "easy", "conservative"};
constexpr std::size_t kReferencePolicy = 0;
constexpr int kSecondsDecimals = 2;

}  // namespace

std::string DemoCommand::summary() const
{
    return "compare FCFS, EASY and conservative backfilling on the CTC SP2 trace";
}

ArgumentParser DemoCommand::parser() const
{
    ArgumentParser parser(
        qualifiedName(),
        "Simulates FCFS, FCFS with EASY backfilling and FCFS with conservative\n"
        "backfilling on the bundled trace sample_traces/" +
            std::string(SampleTraceLocator::kDefaultTrace) +
            "\n(or --trace FILE) on the ctc-sp2 platform (or --platform), the three runs\n"
            "at once on separate threads, validates each schedule, and prints a\n"
            "comparison table and the change relative to FCFS.");
    parser.option(kTraceOption, "FILE", "trace to use instead of the bundled CTC SP2 trace")
        .option("platform", "PRESET|FILE.json", "platform instead of " + kDefaultPlatform);
    return parser;
}

std::string DemoCommand::tracePath(const ParsedArguments& args)
{
    if (const auto path = args.value(kTraceOption))
        return *path;
    if (const auto path = SampleTraceLocator::find(SampleTraceLocator::kDefaultTrace))
        return *path;
    std::string searched;
    for (const std::string& directory : SampleTraceLocator::searchDirectories())
        searched += (searched.empty() ? "" : ", ") + directory;
    throw CliError::input(std::string("cannot find the bundled trace ") +
                          SampleTraceLocator::kDefaultTrace + " (looked in " + searched +
                          "); give --trace FILE");
}

std::vector<FinishedRun> DemoCommand::runConcurrently(const Trace& trace, const Platform& platform,
                                                      const std::vector<std::string>& transforms)
{
    const RunPipeline pipeline;
    std::vector<RunDescription> descriptions;
    for (const std::string& policy : kPolicies) {
        RunSpec spec;
        spec.tracePath = trace.path;
        spec.transforms = transforms;
        spec.platform = platform.name();
        spec.policy = policy;
        descriptions.push_back(pipeline.describe(spec, trace, platform));
    }

    // Each thread writes only its own slot; the trace and platform are
    // shared read-only, and every run builds its own Policy.
    std::vector<FinishedRun> outcomes(descriptions.size());
    std::vector<std::exception_ptr> failures(descriptions.size());
    std::vector<std::thread> threads;
    for (std::size_t i = 0; i < descriptions.size(); ++i) {
        threads.emplace_back([&, i] {
            try {
                outcomes[i] = pipeline.run(trace, platform, descriptions[i], RunOptions{.validate = true});
            } catch (...) {
                failures[i] = std::current_exception();
            }
        });
    }
    for (std::thread& thread : threads)
        thread.join();
    for (const std::exception_ptr& failure : failures) {
        if (failure)
            std::rethrow_exception(failure);
    }
    return outcomes;
}

ExitCode DemoCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream& err)
{
    const Platform platform = PlatformResolver::fromArguments(args, kDefaultPlatform);
    const TracePtr trace = Trace::load(tracePath(args));
    // Wider jobs could never run; Yahyapour (2002) removes them too.
    const std::vector<std::string> transforms = {"drop-wider:" + std::to_string(platform.largestMachineNodes())};

    out << "SchedLab demo: FCFS vs EASY vs conservative backfilling\n\n"
        << "Trace     " << trace->path << "\n"
        << "Platform  " << PlatformResolver::describe(platform) << "\n"
        << LoadSummary::reportText(trace->workload->report);
    out << "Simulating with " << kPolicies.size() << " policies, one thread each...\n" << std::flush;

    const auto started = std::chrono::steady_clock::now();
    const std::vector<FinishedRun> outcomes = runConcurrently(*trace, platform, transforms);
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - started;
    for (const std::string& summary : outcomes.front().transformSummaries)
        out << "Transform " << summary << "\n";
    out << "Simulated " << outcomes.front().workload->jobs.size() << " jobs in "
        << NumberFormat::fixed(elapsed.count(), kSecondsDecimals)
        << " s wall (simulation, metrics and validation).\n\n";

    const PolicyComparison comparison(outcomes);
    out << comparison.absoluteTable() << "\nChange relative to " << kPolicies[kReferencePolicy]
        << ", (X - X_fcfs) / X_fcfs: negative is better, except for utilization\n"
        << comparison.relativeTable(kReferencePolicy) << "\nValidation\n";

    bool allValid = true;
    for (const FinishedRun& outcome : outcomes) {
        const ValidationReport& report = *outcome.validation;
        allValid = allValid && report.ok();
        out << "  " << outcome.description.policy << ": "
            << (report.ok() ? std::string("ok, schedule is valid")
                            : std::to_string(report.problemCount) + " problem(s)")
            << "\n";
    }
    if (!allValid) {
        out.flush();
        for (const FinishedRun& outcome : outcomes) {
            if (!outcome.validation->ok())
                err << kProgramName << ": " << outcome.description.policy << ": schedule validation failed:\n"
                    << outcome.validation->toText();
        }
        return ExitCode::ValidationFailed;
    }
    return ExitCode::Success;
}

}  // namespace schedlab
