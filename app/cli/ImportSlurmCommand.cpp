#include "ImportSlurmCommand.h"

#include "CliError.h"
#include "DistinctFiles.h"
#include "LoadSummary.h"
#include "TextTable.h"

#include "util/TimeZone.h"
#include "workload/SacctReader.h"
#include "workload/WorkloadFileWriter.h"

namespace schedlab {

namespace {

const std::string kInput = "FILE";
const std::string kOut = "out";
const std::string kUnit = "unit";
const std::string kTimeZone = "time-zone";
const std::string kNodes = "nodes";
const std::string kCpus = "cpus";
const std::string kUtc = "UTC";

LoadOptions::SlurmWidth parseUnit(const std::optional<std::string>& text)
{
    if (!text || *text == kNodes)
        return LoadOptions::SlurmWidth::Nodes;
    if (*text == kCpus)
        return LoadOptions::SlurmWidth::Cpus;
    throw CliError::usage("--" + kUnit + ": expected '" + kNodes + "' or '" + kCpus + "', got '" + *text + "'");
}

// Checked here, not only by the reader, so a mistyped zone is a usage error
// (status 2) like any other bad option, not a bad input file.
std::string checkedZone(const std::optional<std::string>& text)
{
    if (!text)
        return kUtc;
    if (*text != kUtc && !TimeZone::load(*text))
        throw CliError::usage("--" + kTimeZone + ": unknown time zone '" + *text + "' (not in "
                              + std::string(TimeZone::kDefaultZoneInfoDir) + ")");
    return *text;
}

}  // namespace

std::string ImportSlurmCommand::summary() const
{
    return "read Slurm accounting (sacct) output and write it as SWF";
}

ArgumentParser ImportSlurmCommand::parser() const
{
    ArgumentParser parser(
        qualifiedName(),
        "Reads Slurm's job accounting as sacct --parsable2 prints it, prints the load report\n"
        "(every record skipped or repaired, with its line) and, with --out, writes the jobs as\n"
        "SWF 2.2 (.gz: gzip-compressed), SchedLab jobs (.jsonl) or Batsim (.json). Job steps, jobs pending or\n"
        "running when the log was taken and jobs cancelled before they started are skipped;\n"
        "the tasks of a job array are separate jobs; the components of a heterogeneous job\n"
        "are one job. A time limit of UNLIMITED or Partition_Limit gives no estimate: the\n"
        "run time stands in, as for SWF. Users, groups, accounts and partitions become\n"
        "numbers in order of first appearance. See docs/workloads.md, \"Slurm accounting\".\n"
        "\n"
        "Run on the cluster (all users need an administrator; -X: jobs, not steps):\n  "
        + std::string(SacctReader::kCommand) + " > jobs.sacct");
    parser.positional(kInput, "sacct --parsable2 output, plain or .gz");
    parser.option(kOut, "FILE", "write the jobs: SWF (.gz: gzip-compressed), SchedLab jobs (.jsonl) or Batsim (.json)");
    parser.option(kUnit, "nodes|cpus",
                  "job width: nodes (NNodes, else ReqNodes; the default) or cpus (NCPUS, else ReqCPUS)");
    parser.option(kTimeZone, "TZ",
                  "zone of sacct's times, e.g. Europe/Berlin (default UTC; sacct prints the cluster's local time)");
    parser.epilog("Examples:\n"
                  "  schedlab-cli import-slurm sample_traces/slurm-sample.sacct --out slurm.swf\n"
                  "  schedlab-cli import-slurm jobs.sacct --unit cpus --time-zone Europe/Berlin --out jobs.swf.gz\n"
                  "  schedlab-cli run --trace slurm.swf --platform single:64 --policy easy\n");
    return parser;
}

ExitCode ImportSlurmCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::string& input = args.positionals().front();
    LoadOptions options;
    options.slurmWidth = parseUnit(args.value(kUnit));
    options.slurmTimeZone = checkedZone(args.value(kTimeZone));
    const auto output = args.value(kOut);
    if (output)
        DistinctFiles::require(name(), {{"input file", input}}, {{"--" + kOut, *output}});

    const Workload workload = SacctReader(options).readFile(input);
    if (output)
        WorkloadFileWriter::writeFile(workload, *output);

    TextTable overview({"", ""});
    overview.setHeaderVisible(false);
    LoadSummary::addRows(overview, workload, {});
    overview.addRow({"Unit", options.slurmWidth == LoadOptions::SlurmWidth::Cpus ? kCpus : kNodes});
    overview.addRow({"Time zone", options.slurmTimeZone});
    overview.addRow({"Written", output ? LoadSummary::writtenText(workload, *output) : "nothing (no --out)"});
    out << overview.toString() << "\n" << LoadSummary::reportText(workload.report);
    return ExitCode::Success;
}

}  // namespace schedlab
