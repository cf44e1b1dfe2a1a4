#include "GenerateCommand.h"

#include "DistinctFiles.h"

#include "CliError.h"
#include "NumberFormat.h"
#include "NumberParser.h"
#include "ParameterArguments.h"
#include "TextTable.h"
#include "TextWrap.h"

#include "generators/GeneratorCatalog.h"
#include "generators/GeneratorParameters.h"
#include "generators/ProbabilisticGenerator.h"
#include "generators/RandomizedGenerator.h"
#include "generators/WorkloadComparison.h"
#include "model/Units.h"
#include "util/Sha256.h"
#include "workload/DecimalSeconds.h"
#include "workload/WorkloadFileReader.h"
#include "workload/WorkloadFileWriter.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <optional>

namespace schedlab {

namespace {

const std::string kModel = "MODEL";
const std::string kFrom = "from";
const std::string kJobs = "jobs";
const std::string kSeed = "seed";
const std::string kNodes = "nodes";
const std::string kMaxNodes = "max-nodes";
const std::string kMaxGap = "max-gap";
const std::string kOut = "out";
const std::string kSummary = "summary";
const std::string kParam = "param";
const std::string kProbabilistic = ProbabilisticGenerator::kName;
const std::string kRandom = RandomizedGenerator::kName;

constexpr int kShareDecimals = 1;
constexpr int kCorrelationDecimals = 3;
constexpr int kKsDecimals = 4;
constexpr int kShapeDecimals = 4;
constexpr int kSecondsDecimals = 2;
using units::kPercent;
std::string option(const std::string& name)
{
    return "--" + name;
}

// An option that belongs to the other model is a mistake worth naming.
void rejectOption(const ParsedArguments& args, const std::string& name, const std::string& model)
{
    if (args.has(name))
        throw CliError::usage("generate " + model + ": " + option(name) + " does not apply to this model (see '"
                              + std::string(kProgramName) + " generate --help')");
}

void rejectSummary(const ParsedArguments& args, const std::string& model)
{
    if (args.has(kSummary))
        throw CliError::usage("generate " + model + ": --summary compares with a source trace, which only the "
                              "probabilistic model has");
}

template <typename Settings>
void readCommon(const ParsedArguments& args, Settings& settings)
{
    if (const auto jobs = args.value(kJobs))
        settings.jobs = static_cast<std::size_t>(NumberParser::integer(
            *jobs, option(kJobs), static_cast<long long>(GeneratorParameters::kMinJobs),
            static_cast<long long>(GeneratorParameters::kMaxJobs)));
    if (const auto seed = args.value(kSeed))
        settings.seed = static_cast<std::uint64_t>(
            NumberParser::integer(*seed, option(kSeed), 0, static_cast<long long>(GeneratorParameters::kMaxSeed)));
}

// "a, b or c" of the model names, for messages and help.
std::string modelList()
{
    std::vector<std::string> names = {kProbabilistic, kRandom};
    for (const std::string& name : GeneratorCatalog::names())
        names.push_back(name);
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
    return text;
}

// --jobs and --seed are the catalog models' "jobs" and "seed" parameters.
void addCommonParameter(const ParsedArguments& args, const std::string& name, ParameterValues& values)
{
    const auto value = args.value(name);
    if (!value)
        return;
    if (!values.emplace(name, *value).second)
        throw CliError::usage("generate: " + option(name) + " and --param " + name + "=... both given");
}

// The catalog's models as the help lists them, named, titled and cited by
// the core so the help cannot drift from the models.
std::string catalogList()
{
    std::vector<TextWrap::Definition> rows;
    for (const GeneratorCatalog::Model& model : GeneratorCatalog::models())
        rows.emplace_back("  " + model.schema.name, model.schema.title + "; " + model.schema.reference + ".");
    return TextWrap::definitionList(rows);
}

std::string elapsedSince(std::chrono::steady_clock::time_point start)
{
    const std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - start;
    return NumberFormat::fixed(seconds.count(), kSecondsDecimals) + " s";
}

}  // namespace

std::string GenerateCommand::summary() const
{
    return "generate a synthetic workload: probability-distributed, randomized, or a grid, QoS or utility model";
}

ArgumentParser GenerateCommand::parser() const
{
    ArgumentParser parser(
        qualifiedName(),
        "Generates a synthetic workload (Yahyapour (2002), ch. 2) and writes it as SWF 2.2\n"
        "(as SchedLab jobs when the output name ends in .jsonl, as a Batsim workload for .json).\n"
        "  probabilistic  derived from a trace (--from): Weibull inter-arrival times fitted\n"
        "                 to the trace, node count, estimate and run time from empirical\n"
        "                 bins (one per node count 1..m) keeping their joint distribution.\n"
        "  random         uniform: inter-arrival 0..3600 s (at least one submission per\n"
        "                 hour), nodes 1..256, estimate 5 min..24 h, run time 1 s..estimate.\n"
        "The grid, QoS and utility models take --param KEY=VALUE (see docs/generators.md)\n"
        "and write SchedLab jobs (.jsonl): SWF cannot hold their sites, deadlines, classes,\n"
        "values, data sizes and options.\n" + catalogList() +
        "The same parameters and seed give the same file, byte for byte, on every machine;\n"
        "its header notes record the generator, parameters, seed and source sha256.");
    parser.positional(kModel, modelList());
    parser.option(kFrom, "TRACE", "probabilistic: the source trace (SWF or SchedLab jobs, plain or .gz)");
    parser.option(kJobs, "N", "jobs to generate (default 50000, up to 2000000; the grid, QoS and\n"
                              "utility models have their own defaults)");
    parser.option(kSeed, "S", "random seed, 0 to 2147483647 (default 1)");
    parser.option(kNodes, "M", "probabilistic: machine size m; wider trace jobs are left out\n"
                               "(default: the trace header's MaxProcs)");
    parser.option(kMaxNodes, "N", "random: widths are 1..N (default 256)");
    parser.option(kMaxGap, "S", "random: inter-arrival times are 0..S seconds (default 3600)");
    parser.repeatableOption(kParam, "KEY=VALUE", "grid, QoS and utility models: a model parameter");
    parser.requiredOption(kOut, "FILE",
                          "output SWF file (.gz: gzip-compressed), SchedLab jobs (.jsonl) or Batsim (.json)");
    parser.flag(kSummary, "probabilistic: print the comparison with the source trace");
    parser.epilog("Examples:\n"
                  "  schedlab-cli generate probabilistic --from sample_traces/CTC-SP2-1996-3.1-cln.swf.gz \\\n"
                  "      --nodes 256 --seed 7 --out ctc-model.swf --summary\n"
                  "  schedlab-cli generate random --jobs 50000 --seed 7 --out uniform.swf\n"
                  "  schedlab-cli generate site-poisson --seed 3 --param speeds=700,600,500,400,300 \\\n"
                  "      --param mean-interarrival=90 --out case2-heavy.jsonl\n");
    return parser;
}

std::string GenerateCommand::comparisonTable(const WorkloadComparison& comparison)
{
    using Q = WorkloadComparison::Quantity;
    const WorkloadComparison::Side& s = comparison.source();
    const WorkloadComparison::Side& g = comparison.generated();
    TextTable table({"Quantity", "Statistic", "Source", "Generated"});
    table.alignRightFrom(2);
    table.addRow({"jobs", "count", std::to_string(s.jobs), std::to_string(g.jobs)});
    using Getter = double WorkloadComparison::Summary::*;
    const std::pair<const char*, Getter> statistics[] = {
        {"mean", &WorkloadComparison::Summary::mean},
        {"median", &WorkloadComparison::Summary::median},
        {"p90", &WorkloadComparison::Summary::p90},
        {"p99", &WorkloadComparison::Summary::p99},
    };
    for (const Q q : WorkloadComparison::kQuantities) {
        table.addSeparator();
        bool first = true;
        for (const auto& [label, member] : statistics) {
            table.addRow({first ? WorkloadComparison::quantityName(q) : std::string(), label,
                          NumberFormat::adaptive(s[q].*member), NumberFormat::adaptive(g[q].*member)});
            first = false;
        }
        table.addRow({"", "KS distance", "", NumberFormat::fixed(comparison.ksDistance(q), kKsDecimals)});
    }
    table.addSeparator();
    table.addRow({"power-of-two widths", "share (%)", NumberFormat::fixed(s.powerOfTwoShare * kPercent, kShareDecimals),
                  NumberFormat::fixed(g.powerOfTwoShare * kPercent, kShareDecimals)});
    table.addRow({"nodes ~ run time", "Spearman", NumberFormat::fixed(s.nodesRunCorrelation, kCorrelationDecimals),
                  NumberFormat::fixed(g.nodesRunCorrelation, kCorrelationDecimals)});
    table.addRow({"estimate ~ run time", "Spearman",
                  NumberFormat::fixed(s.estimateRunCorrelation, kCorrelationDecimals),
                  NumberFormat::fixed(g.estimateRunCorrelation, kCorrelationDecimals)});
    return table.toString();
}

ExitCode GenerateCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::string model = args.positionals().front();
    const std::string output = *args.value(kOut);
    const auto start = std::chrono::steady_clock::now();
    TextTable overview({"", ""});
    overview.setHeaderVisible(false);
    Workload generated;
    std::optional<WorkloadComparison> comparison;

    if (model != kProbabilistic && model != kRandom) {
        const auto catalogModel = GeneratorCatalog::find(model);
        if (!catalogModel)
            throw CliError::usage("generate: unknown model '" + model + "' (expected " + modelList() + ")");
        for (const std::string& name : {kFrom, kNodes, kMaxNodes, kMaxGap})
            rejectOption(args, name, model);
        // A model whose job count follows from its other parameters
        // (qos-periodic: gaps and horizon) has no `jobs`.
        const auto& specs = catalogModel->schema.parameters;
        if (std::ranges::none_of(specs, [](const ParameterSpec& spec) { return spec.name == kJobs; }))
            rejectOption(args, kJobs, model);
        rejectSummary(args, model);
        ParameterValues values = ParameterArguments::read(args, kParam);
        addCommonParameter(args, kJobs, values);
        addCommonParameter(args, kSeed, values);
        generated = catalogModel->generate(values, {});
        // Refused here rather than by the writer, so the message names what
        // would be lost.
        if (!WorkloadFileWriter::isNativeName(output)) {
            const std::vector<std::string> lost = GeneratorCatalog::attributesSwfLoses(generated);
            // Batsim's times are decimal seconds; its jobs have no attributes.
            const bool batsim = WorkloadFileWriter::isBatsimName(output);
            if (!lost.empty() || (!batsim && generated.ticksPerSecond != 1)) {
                std::string what;
                for (const std::string& name : lost)
                    what += (what.empty() ? "" : ", ") + name;
                if (!batsim && generated.ticksPerSecond != 1)
                    what += (what.empty() ? "" : ", ") + std::string("times in ticks of ")
                        + DecimalSeconds::format(1, generated.ticksPerSecond) + " s";
                throw CliError::usage("generate " + model + ": " + (batsim ? "a Batsim workload" : "SWF") +
                                      " cannot hold the jobs' " + what +
                                      "; name the output ...jsonl to write SchedLab jobs");
            }
        }
        overview.addRow({"Model", catalogModel->schema.title + " (" + catalogModel->schema.reference + ")"});
    } else if (model == kProbabilistic) {
        rejectOption(args, kParam, model);
        rejectOption(args, kMaxNodes, model);
        rejectOption(args, kMaxGap, model);
        const auto from = args.value(kFrom);
        if (!from)
            throw CliError::usage("generate probabilistic: --from TRACE is required (the trace the model is derived from)");
        ProbabilisticGenerator::Settings settings;
        readCommon(args, settings);
        if (const auto nodes = args.value(kNodes))
            settings.machineNodes = static_cast<std::int32_t>(
                NumberParser::integer(*nodes, option(kNodes), 1, GeneratorParameters::kMaxNodes));
        DistinctFiles::require("generate", {{"source trace", *from}}, {{"--out", output}});
        const Workload source = WorkloadFileReader().readFile(*from);
        // The model's bins and Weibull fit are in seconds (Yahyapour 2002, ch. 2).
        if (source.ticksPerSecond != 1)
            throw CliError::input("generate probabilistic: '" + *from + "' has times finer than seconds (" +
                                  std::to_string(source.ticksPerSecond) +
                                  " ticks per second); the model is fitted to whole seconds");
        const ProbabilisticGenerator generator(source, settings, Sha256::hexOfFile(*from));
        generated = generator.generate();
        const WeibullFit& fit = generator.interArrivals();
        const EmpiricalJobModel& bins = generator.jobModel();
        overview.addRow({"Source", *from + " (" + std::to_string(source.jobs.size()) + " jobs)"});
        overview.addRow({"Model", std::to_string(bins.sourceJobs()) + " jobs on " + std::to_string(bins.machineNodes())
                                      + " nodes in " + std::to_string(bins.bins().size()) + " node-count bins, "
                                      + std::to_string(bins.cells()) + " run-time cells"});
        overview.addRow({"Left out", std::to_string(bins.excludedWider()) + " jobs wider than "
                                         + std::to_string(bins.machineNodes()) + " nodes; "
                                         + std::to_string(bins.cappedOverruns()) + " overruns capped at the estimate"});
        overview.addRow({"Inter-arrival", "Weibull shape " + NumberFormat::fixed(fit.shape(), kShapeDecimals) + ", scale "
                                              + NumberFormat::fixed(fit.scale(), kSecondsDecimals) + " s; zero gaps "
                                              + NumberFormat::fixed(fit.zeroShare() * kPercent, kShareDecimals) + " %"});
        if (args.has(kSummary))
            comparison = WorkloadComparison::compare(source, generated, bins.machineNodes());
    } else {
        rejectOption(args, kParam, model);
        rejectOption(args, kFrom, model);
        rejectOption(args, kNodes, model);
        rejectSummary(args, model);
        RandomizedGenerator::Settings settings;
        readCommon(args, settings);
        if (const auto maxNodes = args.value(kMaxNodes))
            settings.maxNodes = static_cast<std::int32_t>(
                NumberParser::integer(*maxNodes, option(kMaxNodes), 1, GeneratorParameters::kMaxNodes));
        if (const auto maxGap = args.value(kMaxGap))
            settings.maxGap = NumberParser::integer(*maxGap, option(kMaxGap), 0, RandomizedGenerator::kLongestMaxGap);
        generated = RandomizedGenerator(settings).generate();
    }

    WorkloadFileWriter::writeFile(generated, output);
    overview.addRow({"Written", std::to_string(generated.jobs.size()) + " jobs to " + output});
    overview.addRow({"Took", elapsedSince(start)});
    out << overview.toString();
    if (comparison)
        out << "\n" << comparisonTable(*comparison);
    return ExitCode::Success;
}

}  // namespace schedlab
