#include "RunsCommand.h"

#include "CliError.h"
#include "RunsCompare.h"
#include "RunsDelete.h"
#include "RunsExport.h"
#include "RunsImport.h"
#include "RunsList.h"
#include "RunsOffers.h"
#include "RunsSetText.h"
#include "RunsShow.h"
#include "RunsTag.h"
#include "StoreAccess.h"
#include "StoreOption.h"
#include "TextWrap.h"

#include <sstream>
#include <utility>
#include <vector>

namespace schedlab {

namespace {

const std::string kHelpLong = "--help";
const std::string kHelpShort = "-h";
const std::string kHelpCommand = "help";
const std::string kListIndent = "  ";  // the subcommand list under its heading

// Other names a subcommand answers to, not listed in the help: earlier help
// texts said "annotate" for `note`, so scripts and fingers may use it.
const std::vector<std::pair<std::string, std::string>> kAliases = {{"annotate", "note"}};

const std::string& canonicalName(const std::string& given)
{
    for (const auto& [alias, name] : kAliases) {
        if (alias == given)
            return name;
    }
    return given;
}

// A table entry for a subcommand that is a plain Command.
template <typename Sub, typename... Args> RunsCommand::Subcommand entry(Args... args)
{
    const Sub command(args...);
    return {command.name(), command.summary(),
            [args...](std::span<const std::string> rest, std::ostream& out, std::ostream& err) {
                Sub sub(args...);
                return sub.run(rest, out, err);
            }};
}

}  // namespace

std::vector<RunsCommand::Subcommand> RunsCommand::subcommands()
{
    return {
        entry<RunsList>(),
        entry<RunsShow>(),
        entry<RunsCompare>(),
        entry<RunsOffers>(),
        entry<RunsExport>(),
        entry<RunsImport>(),
        entry<RunsDelete>(),
        entry<RunsTag>(),
        entry<RunsSetText>(RunsSetText::Field::Name),
        entry<RunsSetText>(RunsSetText::Field::Notes),
    };
}

std::string RunsCommand::summary() const
{
    // One line of the program's command list (an 80-column terminal).
    return "list, show, compare, offers, tag, rename, note, export, import, delete runs";
}

ArgumentParser RunsCommand::parser() const
{
    ArgumentParser parser(qualifiedName(), usage());
    parser.positional("SUBCOMMAND", "what to do with the stored runs");
    return parser;
}

std::string RunsCommand::usage() const
{
    std::ostringstream out;
    out << "Usage: " << qualifiedName() << " SUBCOMMAND [arguments]\n\n"
        << "Every completed 'run' is stored in a run store (an SQLite file); these\n"
        << "subcommands work on it. The store is --" << StoreOption::kName << " FILE, else $"
        << StoreOption::kEnvironmentVariable << ", else\n"
        << RunStore::defaultPath() << ".\n\nSubcommands:\n";
    std::vector<TextWrap::Definition> rows;
    for (const Subcommand& subcommand : subcommands())
        rows.emplace_back(kListIndent + subcommand.name, subcommand.summary);
    out << TextWrap::definitionList(rows) << "\nRun '" << qualifiedName()
        << " SUBCOMMAND --help' for its options.\n";
    return out.str();
}

ExitCode RunsCommand::run(std::span<const std::string> args, std::ostream& out, std::ostream& err)
{
    if (args.empty()) {
        err << usage();
        return ExitCode::UsageError;
    }
    const std::string& first = args.front();
    if (first == kHelpLong || first == kHelpShort || first == kHelpCommand) {
        out << usage();
        return ExitCode::Success;
    }
    const std::string& wanted = canonicalName(first);
    for (const Subcommand& subcommand : subcommands()) {
        if (subcommand.name != wanted)
            continue;
        try {
            return subcommand.handler(args.subspan(1), out, err);
        } catch (const StoreError& e) {
            throw StoreAccess::toCliError(e);
        }
    }
    throw CliError::usage(name() + ": unknown subcommand '" + first + "' (see '" + qualifiedName() +
                          " --help')");
}

ExitCode RunsCommand::execute(const ParsedArguments&, std::ostream&, std::ostream& err)
{
    err << usage();
    return ExitCode::UsageError;
}

}  // namespace schedlab
