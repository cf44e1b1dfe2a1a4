#include "RunsExport.h"

#include "StoreAccess.h"
#include "StoreOption.h"

namespace schedlab {

namespace {

const std::string kIds = "IDS";
const std::string kOut = "out";

}  // namespace

std::string RunsExport::summary() const
{
    return "export runs into a new store file to share";
}

ArgumentParser RunsExport::parser() const
{
    ArgumentParser parser(commandLine(),
                          "Writes the chosen runs, complete with jobs and samples, into a new SQLite file\n"
                          "that 'runs import' (or 'merge') reads into another store. An existing file is\n"
                          "never overwritten.");
    parser.positionalList(kIds, "ids of the runs to export (see 'runs list')")
        .requiredOption(kOut, "FILE", "the new file");
    StoreOption::declare(parser);
    parser.epilog("Example:\n  schedlab-cli runs export 3 4 5 --out ctc-easy.sqlite\n");
    return parser;
}

ExitCode RunsExport::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::vector<std::int64_t> ids = StoreAccess::runIds(args.positionals());
    const std::string file = *args.value(kOut);
    const std::unique_ptr<RunStore> store = StoreAccess::open(args, RunStore::Mode::ReadOnly);
    store->exportTo(file, ids);
    const RunStore exported(file, RunStore::Mode::ReadOnly);
    const std::size_t count = exported.list().size();
    out << "exported " << count << (count == 1 ? " run" : " runs") << " to " << file << "\n";
    return ExitCode::Success;
}

}  // namespace schedlab
