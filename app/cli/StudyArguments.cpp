#include "StudyArguments.h"

#include "ArgumentParser.h"
#include "CliError.h"
#include "ParsedArguments.h"
#include "SampleTraceLocator.h"
#include "StoreOption.h"

#include "study/StudyCatalog.h"

#include <filesystem>

namespace schedlab {

void StudyArguments::declareQuick(ArgumentParser& parser)
{
    parser.flag(kQuick, "the reduced study: every kind of run and every table, a fraction of the runs");
}

void StudyArguments::declareInputs(ArgumentParser& parser)
{
    parser.option(kTrace, "CTC.swf.gz",
                std::string("the CTC SP2 trace (default: the bundled sample_traces/") +
                    SampleTraceLocator::kDefaultTrace + ")")
        .option(kGeneratedDir, "DIR",
                "folder for the generated workloads, written once and reused (default: '" + std::string(StudyOptions::kGeneratedFolder) +
                    "' beside the run store)");
    StoreOption::declare(parser);
}

void StudyArguments::declareCsvDir(ArgumentParser& parser)
{
    parser.option(kCsvDir, "DIR", "also write every table as CSV into DIR (created when missing)");
}

const Study& StudyArguments::study(const StudyCatalog& catalog, const std::string& name)
{
    if (const Study* found = catalog.find(name))
        return *found;
    throw CliError::input("unknown study '" + name + "'; the studies are " + catalog.names());
}

std::string StudyArguments::tracePath(const ParsedArguments& args)
{
    if (const auto path = args.value(kTrace))
        return *path;
    if (const auto path = SampleTraceLocator::find(SampleTraceLocator::kDefaultTrace))
        return *path;
    std::string searched;
    for (const std::string& directory : SampleTraceLocator::searchDirectories())
        searched += (searched.empty() ? "" : ", ") + directory;
    throw CliError::input(std::string("cannot find the bundled trace ") + SampleTraceLocator::kDefaultTrace +
                          " (looked in " + searched + "); give --" + kTrace + " FILE");
}

StudyOptions StudyArguments::options(const ParsedArguments& args, const std::string& storePath)
{
    StudyOptions options;
    options.ctcTracePath = tracePath(args);
    options.sdscTracePath = SampleTraceLocator::find(SampleTraceLocator::kSdscTrace).value_or(std::string());
    options.quick = args.has(kQuick);
    if (const auto directory = args.value(kGeneratedDir))
        options.generatedDirectory = *directory;
    else
        options.generatedDirectory = StudyOptions::generatedDirectoryBeside(storePath);
    return options;
}

}  // namespace schedlab
