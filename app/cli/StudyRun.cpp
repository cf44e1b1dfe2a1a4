#include "StudyRun.h"

#include "BatchRun.h"
#include "CliError.h"
#include "NumberFormat.h"
#include "StoreOption.h"
#include "StudyArguments.h"
#include "StudyReport.h"
#include "SweepTables.h"
#include "TextWrap.h"

#include "experiment/TraceCache.h"
#include "study/StudyCatalog.h"

#include <thread>

namespace schedlab {

namespace {

const std::string kJobs = BatchRun::kJobs;
const std::string kDryRun = "dry-run";
// A terminal line per second is readable; one per run is not (as `sweep`).
constexpr int kSecondsDecimals = 1;


}  // namespace

std::string StudyRun::summary() const
{
    return "run a study preset into the run store and print its tables";
}

ArgumentParser StudyRun::parser() const
{
    ArgumentParser parser(
        commandLine(),
        "Runs every run of a study preset (see 'study list') on worker threads into the run\n"
        "store, then prints the study's tables as the publication lays them out. Runs already\n"
        "in the store are skipped, whichever sweep or study stored them, so after a cancel or\n"
        "a crash the same command resumes the study. Generated workloads are written once to\n"
        "the generated-workloads folder and reused. Progress goes to stderr.");
    parser.positional(StudyArguments::kStudy, "the study, e.g. pfcfs-months");
    StudyArguments::declareQuick(parser);
    parser.option(kJobs, "N",
                  "worker threads (default: one per core, " + std::to_string(std::thread::hardware_concurrency()) +
                      " here)");
    StudyArguments::declareInputs(parser);
    StudyArguments::declareCsvDir(parser);
    parser.flag(kDryRun, "list the runs without running them");
    parser.epilog("Exit status 1 when any run failed (every failure is listed after the tables).\n"
                  "\n"
                  "Examples:\n"
                  "  schedlab-cli study run pfcfs-months --quick\n"
                  "  schedlab-cli study run grid-overhead --db grid.sqlite --jobs 2 --csv-dir tables\n"
                  "  schedlab-cli study run algorithms-256 --dry-run\n");
    return parser;
}

ExitCode StudyRun::execute(const ParsedArguments& args, std::ostream& out, std::ostream& err)
{
    const unsigned jobs = BatchRun::jobs(args);
    const StudyCatalog catalog;
    const Study& study = StudyArguments::study(catalog, args.positionals().front());
    const std::string storePath = StoreOption::path(args);
    const StudyOptions options = StudyArguments::options(args, storePath);
    TraceCache cache;
    const std::vector<RunSpec> runs = study.runs(options, cache);
    const std::string heading = "Study '" + study.group(options) + "': " + study.title();

    if (args.has(kDryRun)) {
        out << heading << "\n" << TextWrap::wrap(study.description(), "  ") << BatchRun::runsText(runs.size()) << "\n"
            << SweepTables::runList(runs, 0);
        return ExitCode::Success;
    }

    const SweepReport report = BatchRun::run(cache, runs, storePath, jobs, false,
                                             heading + "\n" + TextWrap::wrap(study.description(), "  "), out, err);
    const SweepProgress& counts = report.progress;
    out << counts.done << " done, " << counts.skipped << " skipped (already stored), " << counts.failed
        << " failed\n\n";

    std::vector<StoredRun> stored;
    std::string failures;
    for (std::size_t i = 0; i < report.outcomes.size(); ++i) {
        const RunOutcome& outcome = report.outcomes[i];
        if (outcome.status == RunOutcome::Status::Completed || outcome.status == RunOutcome::Status::Skipped)
            stored.push_back(outcome.run);
        else if (outcome.status == RunOutcome::Status::Failed)
            failures += "run " + std::to_string(i) + " (" + runs[i].name + "): " + outcome.error + "\n";
    }
    const std::vector<StudyTable> tables = study.tables(stored);
    out << StudyReport::text(tables);
    if (const auto directory = args.value(StudyArguments::kCsvDir)) {
        const auto written =
            StudyReport::writeCsv(tables, *directory, StudyReport::filePrefix(study.name(), options.quick));
        out << "Wrote " << written.size() << " CSV tables to " << *directory << "\n";
    }
    out << "Wall time: " << NumberFormat::fixed(report.wallSeconds, kSecondsDecimals) << " s\n";
    if (!failures.empty()) {
        out << "\nFailures:\n" << failures;
        throw CliError::input(std::to_string(counts.failed) + " of " + std::to_string(runs.size()) +
                              " runs failed (listed above); the others are stored");
    }
    return ExitCode::Success;
}

}  // namespace schedlab
