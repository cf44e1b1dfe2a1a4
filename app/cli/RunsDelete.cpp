#include "RunsDelete.h"

#include "CliError.h"
#include "StoreAccess.h"
#include "StoreOption.h"

namespace schedlab {

namespace {

const std::string kIds = "IDS";
const std::string kYes = "yes";

}  // namespace

std::string RunsDelete::summary() const
{
    return "delete runs (asks for --yes)";
}

ArgumentParser RunsDelete::parser() const
{
    ArgumentParser parser(commandLine(),
                          "Deletes runs with their metrics, jobs, samples and tags, all or none. This\n"
                          "cannot be undone: without --yes nothing is deleted (exit status 2).");
    parser.positionalList(kIds, "ids of the runs to delete (see 'runs list')")
        .flag(kYes, "really delete them");
    StoreOption::declare(parser);
    return parser;
}

ExitCode RunsDelete::execute(const ParsedArguments& args, std::ostream& out, std::ostream&)
{
    const std::vector<std::int64_t> ids = StoreAccess::runIds(args.positionals());
    if (!args.has(kYes)) {
        // Name what would go, so the user confirms knowingly.
        const std::unique_ptr<RunStore> store = StoreAccess::open(args, RunStore::Mode::ReadOnly);
        std::string runs;
        for (const std::int64_t id : ids) {
            const StoredRun run = store->summary(id);
            runs += (runs.empty() ? "" : ", ") + std::to_string(id) + " '" + run.name + "'";
        }
        throw CliError::usage("runs delete: not deleting run(s) " + runs + " from " + store->path() +
                              ": deleting cannot be undone, add --" + kYes + " to confirm");
    }
    const std::unique_ptr<RunStore> store = StoreAccess::open(args, RunStore::Mode::ReadWrite);
    store->remove(ids);
    out << "deleted " << ids.size() << (ids.size() == 1 ? " run" : " runs") << " from " << store->path()
        << "\n";
    return ExitCode::Success;
}

}  // namespace schedlab
