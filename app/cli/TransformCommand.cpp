#include "TransformCommand.h"

#include "DistinctFiles.h"

#include "CliError.h"
#include "LoadSummary.h"
#include "NumberParser.h"
#include "TextTable.h"
#include "TransformPipeline.h"

#include "workload/SwfReader.h"
#include "workload/SwfWriter.h"

#include <filesystem>

namespace schedlab {

namespace {

const std::string kInput = "IN";
const std::string kOut = "out";
constexpr std::string_view kGzipSuffix = ".gz";

}  // namespace

std::string TransformCommand::summary() const
{
    return "apply transforms to a trace and write the result as SWF";
}

ArgumentParser TransformCommand::parser() const
{
    ArgumentParser parser(
        qualifiedName(),
        "Loads an SWF trace, applies transforms in the order given and writes the jobs\n"
        "that remain as SWF 2.2: the original header, a note listing every transform\n"
        "applied (also those of an earlier 'transform'), then one record per job, the\n"
        "fields of unchanged jobs as read. The output is gzip-compressed when its name\n"
        "ends in .gz. Prints the load report and what each transform did.");
    parser.positional(kInput, "SWF trace, plain or .gz");
    parser.requiredOption(kOut, "FILE", "output SWF trace (.gz: gzip-compressed)");
    TransformPipeline::declareOptions(parser, "N", "transform drop-wider:N: remove jobs wider than N");
    parser.epilog(TransformPipeline::specHelp() +
                  "\n"
                  "Examples:\n"
                  "  schedlab-cli transform sample_traces/CTC-SP2-1996-3.1-cln.swf.gz \\\n"
                  "      --out ctc-1996-07.swf --drop-wider 338 --transform month:1996-07\n"
                  "  schedlab-cli transform big.swf.gz --out 10_20k.swf.gz \\\n"
                  "      --transform range:10000:20000 --exact-estimates\n");
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

    Workload workload = SwfReader().readFile(input);
    const std::vector<TransformStep> steps = transforms.apply(workload);
    SwfWriter::writeFile(workload, output);

    TextTable overview({"", ""});
    overview.setHeaderVisible(false);
    LoadSummary::addRows(overview, workload, steps);
    overview.addRow({"Written", std::to_string(workload.jobs.size()) + " jobs to " + output +
                                    (output.ends_with(kGzipSuffix) ? " (gzip)" : "")});
    out << overview.toString() << "\n" << LoadSummary::reportText(workload.report);
    return ExitCode::Success;
}

}  // namespace schedlab
