#include "TransformCommand.h"

#include "DistinctFiles.h"

#include "CliError.h"
#include "LoadSummary.h"
#include "NumberParser.h"
#include "TextTable.h"
#include "TransformPipeline.h"

#include "workload/WorkloadFileReader.h"
#include "workload/WorkloadFileWriter.h"

#include <filesystem>

namespace schedlab {

namespace {

const std::string kInput = "IN";
const std::string kOut = "out";

}  // namespace

std::string TransformCommand::summary() const
{
    return "apply transforms to a trace and write the result as SWF or SchedLab jobs";
}

ArgumentParser TransformCommand::parser() const
{
    ArgumentParser parser(
        qualifiedName(),
        "Loads a trace (SWF, SchedLab jobs, Batsim or sacct), applies transforms in the order given and\n"
        "writes the jobs that remain as SWF 2.2: the original header, a note listing every\n"
        "transform applied (also those of an earlier 'transform'), then one record per job,\n"
        "the fields of unchanged jobs as read. The output is gzip-compressed when its name\n"
        "ends in .gz, and SchedLab jobs (JSON Lines, docs/workload-format.md, with every\n"
        "job attribute and sub-second times) when it ends in .jsonl, and a Batsim workload\n"
        "(delay profiles; Dutot et al., JSSPP 2016) when it ends in .json. Prints the load\n"
        "report and what each transform did.");
    parser.positional(kInput, "trace: SWF, SchedLab jobs, Batsim or sacct, plain or .gz");
    parser.requiredOption(kOut, "FILE",
                          "output trace: SWF (.gz: gzip-compressed), SchedLab jobs (.jsonl) or Batsim (.json)");
    TransformPipeline::declareOptions(parser, "N", "transform drop-wider:N: remove jobs wider than N");
    parser.epilog(TransformPipeline::specHelp() +
                  "\n"
                  "Examples:\n"
                  "  schedlab-cli transform sample_traces/CTC-SP2-1996-3.1-cln.swf.gz \\\n"
                  "      --out ctc-1996-07.swf --drop-wider 338 --transform month:1996-07\n"
                  "  schedlab-cli transform big.swf.gz --out 10_20k.swf.gz \\\n"
                  "      --transform range:10000:20000 --exact-estimates\n"
                  "  schedlab-cli transform sample_traces/CTC-SP2-1996-3.1-cln.swf.gz --out ctc.jsonl\n"
                  "  schedlab-cli transform sample_traces/CTC-SP2-1996-3.1-cln.swf.gz --out ctc-batsim.json\n");
    return parser;
}

ExitCode TransformCommand::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::string& input = args.positionals().front();
    const std::string output = *args.value(kOut);
    const TransformPipeline transforms(args, [](const std::string& value) {
        return "drop-wider:" +
               std::to_string(NumberParser::positiveInt(value, "--" + TransformPipeline::kDropWiderOption));
    });
    // Writing over the input would lose the original trace if anything
    // about the transforms was not what the user meant.
    DistinctFiles::require("transform", {{"input trace", input}}, {{"--out", output}});

    Workload workload = WorkloadFileReader().readFile(input);
    const std::vector<TransformStep> steps = transforms.apply(workload);
    WorkloadFileWriter::writeFile(workload, output);

    TextTable overview({"", ""});
    overview.setHeaderVisible(false);
    LoadSummary::addRows(overview, workload, steps);
    overview.addRow({"Written", LoadSummary::writtenText(workload, output)});
    out << overview.toString() << "\n" << LoadSummary::reportText(workload.report);
    return ExitCode::Success;
}

}  // namespace schedlab
