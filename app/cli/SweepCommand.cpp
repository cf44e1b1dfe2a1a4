#include "SweepCommand.h"

#include "BatchRun.h"
#include "CliError.h"
#include "NumberFormat.h"
#include "NumberParser.h"
#include "StoreOption.h"
#include "SweepTables.h"

#include "experiment/TraceCache.h"
#include "sweep/SlurmExport.h"

#include "SlurmConfig.h"
#include "sweep/SweepSpec.h"

#include <limits>
#include <thread>

namespace schedlab {

namespace {

const std::string kJobs = BatchRun::kJobs;
const std::string kDryRun = "dry-run";
const std::string kTask = "task";
const std::string kSlurm = "slurm";
const std::string kMaxArraySize = "max-array-size";
constexpr long long kLargestArray = 100'000'000;
const std::string kMaxRuns = "max-runs";
constexpr int kSecondsDecimals = 1;

}  // namespace

std::string SweepCommand::summary() const
{
    return "run a parameter sweep from a JSON spec into the run store";
}

ArgumentParser SweepCommand::parser() const
{
    ArgumentParser parser(
        qualifiedName(),
        "Expands a sweep spec (traces x transforms x platforms x policies x parameters x\n"
        "seeds) into runs and simulates them on worker threads, storing every run. Runs\n"
        "already in the store are skipped, so after a cancel or a crash the same command\n"
        "resumes the sweep. Progress goes to stderr, a summary table to stdout.");
    parser.positional("SPEC.json", "sweep spec (format: docs/sweeps.md)")
        .option(kJobs, "N",
                "worker threads (default: one per core, " + std::to_string(std::thread::hardware_concurrency()) +
                    " here)");
    StoreOption::declare(parser);
    parser.flag(kDryRun, "list the runs without running them")
        .option(kTask, "I", "run only run I (0-based), one task of a job array")
        .option(kSlurm, "DIR", "write the sweep as a Slurm job array to DIR instead of running it")
        .option(kMaxArraySize, "N",
                "with --slurm: the most tasks one array may have (default: the cluster's MaxArraySize\n"
                "from 'scontrol show config', else " + std::to_string(SlurmArrayLayout::kDefaultMaxArraySize) +
                    "); a larger sweep gives each task several runs")
        .option(kMaxRuns, "N",
                "allow up to N runs (default: the spec's maxRuns, else " +
                    std::to_string(SweepSpec::kDefaultMaxRuns) + ")");
    parser.epilog(
        "Exit status 1 when any run failed (every failure is listed after the table).\n"
        "\n"
        "Examples:\n"
        "  schedlab-cli sweep sample_traces/sweep-teaching.json --dry-run\n"
        "  schedlab-cli sweep sample_traces/sweep-ctc-months.json --jobs 2 --db ctc.sqlite\n"
        "  schedlab-cli sweep sweep.json --slurm sweep-slurm   # then: cd sweep-slurm && sbatch sweep.sbatch\n"
        "  schedlab-cli merge sweep-slurm/results/task-*.sqlite --db ctc.sqlite\n");
    return parser;
}

ExitCode SweepCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream& err)
{
    if (args.has(kMaxArraySize) && !args.has(kSlurm))
        throw CliError::usage("sweep: --max-array-size only applies to --slurm");
    if (args.has(kSlurm) && (args.has(kTask) || args.has(kDryRun) || args.has(kJobs) || args.has(StoreOption::kName)))
        throw CliError::usage("sweep: --slurm only writes the export; it cannot be combined with --task, "
                              "--dry-run, --jobs or --db");
    const unsigned jobs = BatchRun::jobs(args);

    SweepSpec spec = SweepSpec::loadFile(args.positionals().front());
    if (const auto maxRuns = args.value(kMaxRuns))
        spec.setMaxRuns(static_cast<std::size_t>(
            NumberParser::integer(*maxRuns, "--max-runs", 1, std::numeric_limits<long long>::max())));
    TraceCache cache;
    std::vector<RunSpec> runs = spec.expand(cache);
    if (runs.empty())
        throw CliError::input(spec.sourceName() + ": the sweep expands to no runs");
    if (args.has(kSlurm))
        return exportSlurm(args, spec, runs, out);

    std::size_t first = 0;
    if (const auto task = args.value(kTask)) {
        first = static_cast<std::size_t>(
            NumberParser::integer(*task, "--task", 0, static_cast<long long>(runs.size()) - 1));
        runs = {runs[first]};
    }
    if (args.has(kDryRun)) {
        out << "Sweep '" << spec.group() << "': " << BatchRun::runsText(runs.size()) << "\n"
            << SweepTables::runList(runs, first);
        return ExitCode::Success;
    }

    const SweepReport report = BatchRun::run(cache, runs, StoreOption::path(args), jobs, spec.validate(),
                                             "Sweep '" + spec.group() + "': ", out, err);
    const SweepProgress& counts = report.progress;
    out << "\n" << SweepTables::summary(runs, report, first) << "\n";
    if (spec.seeds().size() > 1 && runs.size() > 1) {
        out << "Replications over " << spec.seeds().size() << " seeds (mean ± standard error):\n"
            << SweepTables::replications(runs, report) << "\n";
    }
    out
        << counts.done << " done, " << counts.skipped << " skipped (already stored), " << counts.failed
        << " failed in " << NumberFormat::fixed(report.wallSeconds, kSecondsDecimals) << " s\n";
    if (counts.failed > 0) {
        throw CliError::input(std::to_string(counts.failed) + " of " + std::to_string(runs.size()) +
                              " runs failed (listed above); the others are stored");
    }
    return ExitCode::Success;
}

ExitCode SweepCommand::exportSlurm(const ParsedArguments& args, const SweepSpec& spec,
                                   const std::vector<RunSpec>& runs, std::ostream& out)
{
    const std::string directory = *args.value(kSlurm);
    SlurmArrayLayout layout;
    if (const auto given = args.value(kMaxArraySize))
        layout.maxArraySize = std::size_t(NumberParser::integer(*given, "--max-array-size", 1, kLargestArray));
    else if (const auto cluster = SlurmConfig::maxArraySize())
        layout.maxArraySize = *cluster;
    try {
        SlurmExport::write(spec, runs, directory, layout);
    } catch (const SlurmExportError& e) {
        throw CliError::input(e.what());
    }
    const std::size_t perTask = layout.runsPerTask(runs.size());
    out << "Wrote sweep '" << spec.group() << "' (" << runs.size() << " runs) as a Slurm job array of "
        << layout.taskCount(runs.size()) << " tasks"
        << (perTask > 1 ? ", " + std::to_string(perTask) + " runs per task (MaxArraySize " +
                              std::to_string(layout.maxArraySize) + ")"
                        : std::string())
        << " to " << directory << "/\n"
        << "  " << SlurmExport::kSpecFile << ", " << SlurmExport::kTaskList << ", " << SlurmExport::kScript << ", "
        << SlurmExport::kMergeScript << ", " << SlurmExport::kReadme << "\n"
        << "Submit:  sbatch " << directory << "/" << SlurmExport::kScript << "   (from any folder)\n"
        << "Merge:   " << directory << "/" << SlurmExport::kMergeScript << " [--allow-partial] [STORE]   (default "
        << SlurmExport::kMergedStore << " there)\n";
    return ExitCode::Success;
}

}  // namespace schedlab
