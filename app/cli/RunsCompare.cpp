#include "RunsCompare.h"

#include "CliError.h"
#include "ComparisonJson.h"
#include "NumberParser.h"
#include "OutputFile.h"
#include "StoreAccess.h"
#include "StoreOption.h"
#include "TextTable.h"

#include "compare/ComparisonFormat.h"
#include "compare/CsvTable.h"
#include "compare/JobDifference.h"
#include "compare/MetricComparison.h"
#include "compare/PivotTable.h"
#include "metrics/MetricsReport.h"
#include "store/RunStore.h"

#include <algorithm>
#include <filesystem>
#include <optional>

namespace schedlab {

namespace {

const std::string kIds = "IDS";
const std::string kReference = "reference";
const std::string kMetrics = "metrics";
const std::string kPivot = "pivot";
const std::string kMetric = "metric";
const std::string kJobs = "jobs";
const std::string kTop = "top";
const std::string kCsv = "csv";
const std::string kJson = "json";
const std::string kDefaultPivotMetric = "awrt";
constexpr int kJsonIndent = 2;
constexpr std::size_t kFirstValueColumn = 1;
constexpr long long kMaxTop = 1'000'000;
constexpr std::size_t kMinRuns = 2;

// Text tables right-align everything but the label columns.
std::string asText(const CsvTable& csv, std::size_t labelColumns)
{
    TextTable table(csv.headers());
    table.alignRightFrom(labelColumns);
    for (const auto& row : csv.rows())
        table.addRow(row);
    return table.toString();
}

std::vector<std::string> splitCommas(const std::string& text)
{
    std::vector<std::string> parts;
    std::size_t begin = 0;
    while (begin <= text.size()) {
        const std::size_t comma = std::min(text.find(',', begin), text.size());
        if (comma > begin)
            parts.push_back(text.substr(begin, comma - begin));
        begin = comma + 1;
    }
    return parts;
}

// "out.csv" -> "out-pivot.csv": the extra tables go beside the main one.
std::string siblingCsv(const std::string& path, const std::string& suffix)
{
    std::filesystem::path p(path);
    const std::string stem = p.stem().string();
    return (p.parent_path() / (stem + "-" + suffix + ".csv")).string();
}

}  // namespace

std::string RunsCompare::summary() const
{
    return "compare stored runs: metrics against a reference, pivot tables, per-job start differences";
}

ArgumentParser RunsCompare::parser() const
{
    ArgumentParser parser(commandLine(),
                          "Compares stored runs (see 'runs list'). Prints every metric of each run and its\n"
                          "improvement over a reference run in percent: positive = better than the\n"
                          "reference, negative = worse, whether the metric is better low (AWRT) or high\n"
                          "(utilization).");
    parser.positionalList(kIds, "ids of the runs to compare (at least two)");
    parser.option(kReference, "ID", "reference run for the percentages (default: the first id)");
    parser.option(kMetrics, "KEY,KEY", "only these metrics, in this order (default: all)");
    parser.option(kPivot, "DIMENSION",
                  "also a pivot table: policies as rows, DIMENSION as columns: variant, platform,\n"
                  "transforms, trace, seed or a policy parameter name");
    parser.option(kMetric, "KEY", "the pivot's metric (default " + kDefaultPivotMetric + ")");
    parser.option(kJobs, "ID_A ID_B", "also the per-job start difference of run B against run A");
    parser.option(kTop, "N", "moved jobs listed by --jobs (default " +
                                 std::to_string(JobDifference::kDefaultTopCount) + ")");
    parser.option(kCsv, "FILE",
                  "write the metric table as CSV; --pivot adds FILE-pivot.csv, --jobs\n"
                  "FILE-jobs.csv and FILE-histogram.csv beside it");
    parser.flag(kJson, "print JSON (raw numbers) instead of text tables");
    StoreOption::declare(parser);
    parser.epilog("The pivot's 'variant' dimension splits policy keys into a family and a\n"
                  "backfilling variant: fcfs/conservative/easy are the FCFS family; a key ending\n"
                  "in -cons, -conservative, -easy or -list is that variant of the key before it;\n"
                  "else a parameter 'backfilling' or 'start' gives the variant; else 'list'.\n\n"
                  "Examples:\n"
                  "  schedlab-cli runs compare 1 2 3 --reference 1\n"
                  "  schedlab-cli runs compare 1 2 3 4 5 6 --pivot variant --metric awrt\n"
                  "  schedlab-cli runs compare 1 2 --jobs 1 2 --csv fcfs-easy.csv\n");
    return parser;
}

std::vector<std::string> RunsCompare::joinJobsPair(std::span<const std::string> args)
{
    const std::string option = "--" + kJobs;
    std::vector<std::string> result;
    for (std::size_t i = 0; i < args.size(); ++i) {
        // "--jobs A,B" and "--jobs=A,B" already are what the parser takes.
        if (args[i] == option && i + 2 < args.size() && args[i + 1].find(',') == std::string::npos &&
            !args[i + 2].starts_with("--")) {
            result.push_back(option + "=" + args[i + 1] + "," + args[i + 2]);
            i += 2;
            continue;
        }
        result.push_back(args[i]);
    }
    return result;
}

ExitCode RunsCompare::run(std::span<const std::string> args, std::ostream& out, std::ostream& err)
{
    const std::vector<std::string> joined = joinJobsPair(args);
    return Command::run(joined, out, err);
}

std::int64_t RunsCompare::optionRunId(const std::string& text, const std::string& option)
{
    try {
        return StoreAccess::runId(text);
    } catch (const CliError& e) {
        throw CliError::usage("--" + option + ": " + e.what());
    }
}

std::vector<StoredRun> RunsCompare::loadRuns(const RunStore& store, const std::vector<std::int64_t>& ids)
{
    std::vector<StoredRun> runs;
    runs.reserve(ids.size());
    for (const std::int64_t id : ids)
        runs.push_back(store.load(id));
    return runs;
}

std::vector<std::string> RunsCompare::metricKeys(const ParsedArguments& args)
{
    const auto given = args.value(kMetrics);
    if (!given)
        return {};
    const std::vector<std::string> keys = splitCommas(*given);
    if (keys.empty())
        throw CliError::usage("--metrics: expected metric keys separated by commas, e.g. awrt,utilization");
    return keys;
}

ExitCode RunsCompare::execute(const ParsedArguments& args, std::ostream& out, std::ostream& err)
{
    (void)err;
    const std::vector<std::int64_t> ids = StoreAccess::runIds(args.positionals());
    if (ids.size() < kMinRuns)
        throw CliError::usage("runs compare: give at least two run ids");

    std::size_t reference = 0;
    if (const auto given = args.value(kReference)) {
        const auto it = std::ranges::find(ids, optionRunId(*given, kReference));
        if (it == ids.end())
            throw CliError::usage("--reference: run " + *given + " is not one of the compared runs");
        reference = std::size_t(it - ids.begin());
    }
    std::optional<std::pair<std::int64_t, std::int64_t>> jobPair;
    if (const auto given = args.value(kJobs)) {
        const std::vector<std::string> pair = splitCommas(*given);
        if (pair.size() != 2)
            throw CliError::usage("--jobs: expected two run ids, e.g. --jobs 1 2");
        jobPair = {optionRunId(pair[0], kJobs), optionRunId(pair[1], kJobs)};
    }
    if (args.has(kMetric) && !args.has(kPivot))
        throw CliError::usage("--metric: only used with --pivot DIMENSION");
    std::size_t top = JobDifference::kDefaultTopCount;
    if (const auto given = args.value(kTop))
        top = std::size_t(NumberParser::integer(*given, "--" + kTop, 1, kMaxTop));

    // StoreErrors (no such run, unreadable file) reach `runs`, which words them.
    const std::unique_ptr<RunStore> store = StoreAccess::open(args, RunStore::Mode::ReadOnly);
    const std::string path = store->path();
    const std::vector<StoredRun> runs = loadRuns(*store, ids);
    std::vector<StoredRun> pair;
    if (jobPair)
        pair = loadRuns(*store, {jobPair->first, jobPair->second});

    const MetricComparison comparison(runs, reference, metricKeys(args));
    std::optional<PivotTable> pivot;
    if (const auto dimension = args.value(kPivot))
        pivot.emplace(runs, *dimension, args.value(kMetric).value_or(kDefaultPivotMetric), reference);
    std::optional<JobDifference> difference;
    if (jobPair)
        difference.emplace(pair[0], pair[1], top);

    if (const auto csv = args.value(kCsv)) {
        OutputFile::writeText(*csv, comparison.table().toCsv());
        if (pivot)
            OutputFile::writeText(siblingCsv(*csv, kPivot), pivot->table().toCsv());
        if (difference) {
            OutputFile::writeText(siblingCsv(*csv, kJobs), difference->movedTable().toCsv());
            OutputFile::writeText(siblingCsv(*csv, "histogram"), difference->histogramTable().toCsv());
        }
    }

    const std::string referenceLabel = ComparisonFormat::runLabel(runs[reference]);
    if (args.has(kJson)) {
        nlohmann::json json = {{"store", path},
                               {"reference", runs[reference].id},
                               {"improvement", ComparisonFormat::improvementExplanation(referenceLabel)},
                               {"runs", ComparisonJson::runs(runs)},
                               {"metrics", ComparisonJson::metrics(comparison)}};
        if (pivot)
            json["pivot"] = ComparisonJson::pivot(*pivot);
        if (difference)
            json["jobs"] = ComparisonJson::jobs(*difference);
        out << json.dump(kJsonIndent) << "\n";
        return ExitCode::Success;
    }

    out << "Metrics of " << runs.size() << " runs against reference " << referenceLabel << "\n"
        << asText(comparison.table(), kFirstValueColumn + 1)
        << ComparisonFormat::improvementExplanation(referenceLabel) << "\n";
    if (pivot) {
        const MetricDefinition& metric = pivot->metric();
        out << "\nPivot of " << metric.key << " (" << metric.label
            << (metric.unit.empty() ? "" : ", " + metric.unit) << ") by " << pivot->dimension()
            << ", improvement over " << referenceLabel << "\n"
            << asText(pivot->table(), kFirstValueColumn);
        if (pivot->ambiguousCells() > 0)
            out << "Note: " << pivot->ambiguousCells()
                << " cells hold more than one run; each shows the first run given.\n";
    }
    if (difference) {
        out << "\nStart times of " << difference->labelB() << " against " << difference->labelA()
            << " (delta = start in B - start in A, seconds; negative = earlier in B)\n"
            << asText(difference->summaryTable(), kFirstValueColumn) << "\n"
            << asText(difference->histogramTable(), kFirstValueColumn) << "\n"
            << "Jobs that moved most\n"
            << asText(difference->movedTable(), kFirstValueColumn);
    }
    return ExitCode::Success;
}

}  // namespace schedlab
