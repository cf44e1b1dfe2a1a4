#include "StudyCommand.h"

#include "CliError.h"
#include "StoreAccess.h"
#include "StudyList.h"
#include "StudyReproductionReport.h"
#include "StudyRun.h"
#include "StudyShow.h"
#include "TextTable.h"

#include <sstream>

namespace schedlab {

namespace {

const std::string kHelpLong = "--help";
const std::string kHelpShort = "-h";
const std::string kHelpCommand = "help";

}  // namespace

std::vector<std::unique_ptr<Command>> StudyCommand::subcommands()
{
    std::vector<std::unique_ptr<Command>> commands;
    commands.push_back(std::make_unique<StudyList>());
    commands.push_back(std::make_unique<StudyRun>());
    commands.push_back(std::make_unique<StudyShow>());
    commands.push_back(std::make_unique<StudyReproductionReport>());
    return commands;
}

std::string StudyCommand::summary() const
{
    return "reproduce a published study: run its runs and print its tables";
}

ArgumentParser StudyCommand::parser() const
{
    ArgumentParser parser(qualifiedName(), usage());
    parser.positional("SUBCOMMAND", "list, run, show or report");
    return parser;
}

std::string StudyCommand::usage() const
{
    std::ostringstream out;
    out << "Usage: " << qualifiedName() << " SUBCOMMAND [arguments]\n\n"
        << "Study presets repeat a published study in one step: every run it needs goes into\n"
        << "the run store (runs already stored are skipped, so a study resumes), and its\n"
        << "tables are printed as the publication lays them out.\n\nSubcommands:\n";
    TextTable table({"", ""});
    table.setHeaderVisible(false);
    for (const auto& subcommand : subcommands())
        table.addRow({"  " + subcommand->name(), subcommand->summary()});
    out << table.toString() << "\nRun '" << qualifiedName() << " SUBCOMMAND --help' for its options.\n";
    return out.str();
}

ExitCode StudyCommand::run(std::span<const std::string> args, std::ostream& out, std::ostream& err)
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
    for (const auto& subcommand : subcommands()) {
        if (subcommand->name() != first)
            continue;
        try {
            return subcommand->run(args.subspan(1), out, err);
        } catch (const StoreError& e) {
            throw StoreAccess::toCliError(e);
        }
    }
    throw CliError::usage(name() + ": unknown subcommand '" + first + "' (see '" + qualifiedName() + " --help')");
}

ExitCode StudyCommand::execute(const ParsedArguments&, std::ostream&, std::ostream& err)
{
    err << usage();
    return ExitCode::UsageError;
}

}  // namespace schedlab
