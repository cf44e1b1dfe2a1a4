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
                          "Runs that are already there (same uuid) are skipped, so importing twice adds\n"
                          "nothing. The file is only read.");
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
        << " into " << store->path() << " (" << summary.skippedExisting << " already there)\n";
    return ExitCode::Success;
}

}  // namespace schedlab
