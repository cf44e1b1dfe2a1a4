#include "RunsImport.h"

#include "StoreAccess.h"
#include "StoreOption.h"

namespace schedlab {

namespace {

const std::string kFile = "FILE";

}  // namespace

std::string RunsImport::summary() const
{
    return "import the runs of an export file (skips runs already stored)";
}

ArgumentParser RunsImport::parser() const
{
    ArgumentParser parser(commandLine(),
                          "Copies every run of an export file (or of another run store) into the store.\n"
                          "Runs that are already there are skipped, so importing twice adds nothing:\n"
                          "the same uuid, or the same run computed elsewhere (the same trace,\n"
                          "transforms, platform, policy, parameters and seed). A skipped run's groups\n"
                          "are added to the run already there. The file is only read.");
    parser.positional(kFile, "export or store file");
    StoreOption::declare(parser);
    return parser;
}

ExitCode RunsImport::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::string& file = args.positionals().front();
    const std::unique_ptr<RunStore> store = StoreAccess::open(args, RunStore::Mode::ReadWrite);
    const ImportSummary summary = store->importFrom(file);
    out << "imported " << summary.imported << (summary.imported == 1 ? " run" : " runs") << " from " << file
        << " into " << store->path() << " (" << summary.skipped() << " already there";
    if (summary.skippedSameRun > 0)
        out << ", " << summary.skippedSameRun << " of them the same run under another uuid";
    out << ")\n";
    return ExitCode::Success;
}

}  // namespace schedlab
