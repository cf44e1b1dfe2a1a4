#include "StudyReproductionReport.h"

#include "BatchRun.h"
#include "CliError.h"
#include "NumberFormat.h"
#include "OutputFile.h"
#include "StoreOption.h"
#include "StudyArguments.h"

#include "experiment/TraceCache.h"
#include "reproduction/HtmlReportWriter.h"
#include "reproduction/MarkdownReportWriter.h"
#include "reproduction/ReproductionPlan.h"
#include "study/StudyCatalog.h"

#include <chrono>
#include <ctime>
#include <iomanip>
#include <sstream>
#include <thread>

namespace schedlab {

namespace {

const std::string kOut = "out";
constexpr int kSecondsDecimals = 1;

std::string utcNow()
{
    const std::time_t now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
    std::tm utc{};
    gmtime_r(&now, &utc);
    std::ostringstream text;
    text << std::put_time(&utc, "%Y-%m-%d %H:%M UTC");
    return text.str();
}

}  // namespace

std::string StudyReproductionReport::summary() const
{
    return "compare every published figure with SchedLab's value (reproduction report)";
}

ArgumentParser StudyReproductionReport::parser() const
{
    ArgumentParser parser(
        commandLine(),
        "Runs the study presets that repeat the published tables (algorithms-256, pfcfs-months,\n"
        "grid-overhead) into the run store, skipping runs already stored, then compares every\n"
        "published figure of Yahyapour (2002), Tables 2.2, 2.4-2.7, 4.3-4.5, 5.3 and 5.4 with\n"
        "SchedLab's value: the difference and a verdict (R: reproduced within 10 %, Q: same\n"
        "direction, N: not reproduced, NOT RUN), checks the 55 claims of its text, and lists the\n"
        "errata of the sources and the known causes of differences. The report is printed as\n"
        "Markdown on stdout; progress goes to stderr.");
    StudyArguments::declareQuick(parser);
    parser.option(BatchRun::kJobs, "N",
                  "worker threads (default: one per core, " + std::to_string(std::thread::hardware_concurrency()) +
                      " here)");
    StudyArguments::declareInputs(parser);
    parser.option(kOut, "FILE.html", "also write the report as one self-contained HTML page");
    parser.epilog("The full report runs every study in full: about half an hour on two cores the first\n"
                  "time, seconds once its runs are stored.\n"
                  "\n"
                  "Examples:\n"
                  "  schedlab-cli study report --quick\n"
                  "  schedlab-cli study report --out report.html > report.md\n");
    return parser;
}

ExitCode StudyReproductionReport::execute(const ParsedArguments& args, std::ostream& out, std::ostream& err)
{
    const unsigned jobs = BatchRun::jobs(args);
    const StudyCatalog catalog;
    const std::string storePath = StoreOption::path(args);
    const ReproductionPlan plan(catalog, StudyArguments::options(args, storePath));
    TraceCache cache;
    const std::vector<RunSpec> runs = plan.runs(cache);

    // stdout carries only the report, so the batch's heading goes to stderr with its progress.
    const SweepReport batch = BatchRun::run(cache, runs, storePath, jobs, false,
                                            std::string("Reproduction report") +
                                                (plan.options().quick ? " (quick)" : "") + "\n",
                                            err, err);
    const SweepProgress& counts = batch.progress;
    err << counts.done << " done, " << counts.skipped << " skipped (already stored), " << counts.failed
        << " failed in " << NumberFormat::fixed(batch.wallSeconds, kSecondsDecimals) << " s\n";

    ReproductionRunInfo info;
    info.when = utcNow();
    info.durationSeconds = batch.wallSeconds;
    info.runsSimulated = static_cast<std::int64_t>(counts.done);
    info.runsStored = static_cast<std::int64_t>(counts.skipped);
    const ReproductionReport report = plan.report(runs, batch.outcomes, cache, std::move(info));
    MarkdownReportWriter::write(report, out);
    if (const auto path = args.value(kOut)) {
        OutputFile::write(*path, [&report](std::ostream& file) { HtmlReportWriter::write(report, file); });
        err << "Wrote " << *path << "\n";
    }
    if (counts.failed > 0) {
        throw CliError::input(std::to_string(counts.failed) + " of " + std::to_string(runs.size()) +
                              " runs failed (their figures are NOT RUN in the report); the others are stored");
    }
    return ExitCode::Success;
}

}  // namespace schedlab
