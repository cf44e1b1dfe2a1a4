#include "CliApplication.h"

#include "CliError.h"
#include "DemoCommand.h"
#include "GenerateCommand.h"
#include "ImportSlurmCommand.h"
#include "InspectCommand.h"
#include "MergeCommand.h"
#include "PlatformsCommand.h"
#include "PoliciesCommand.h"
#include "RunCommand.h"
#include "RunsCommand.h"
#include "StudyCommand.h"
#include "AdviseCommand.h"
#include "SweepCommand.h"
#include "TextTable.h"
#include "TransformCommand.h"

#include "engine/SimulationError.h"
#include "platform/PlatformJson.h"
#include "workload/SwfReader.h"

#include <iostream>
#include <new>
#include <sstream>

namespace schedlab {

namespace {

const std::string kHelpCommand = "help";
const std::string kHelpLong = "--help";
const std::string kHelpShort = "-h";
const std::string kVersionLong = "--version";

bool isHelp(const std::string& arg)
{
    return arg == kHelpCommand || arg == kHelpLong || arg == kHelpShort;
}

}  // namespace

CliApplication::CliApplication()
{
    m_commands.push_back(std::make_unique<RunCommand>());
    m_commands.push_back(std::make_unique<RunsCommand>());
    m_commands.push_back(std::make_unique<InspectCommand>());
    m_commands.push_back(std::make_unique<TransformCommand>());
    m_commands.push_back(std::make_unique<ImportSlurmCommand>());
    m_commands.push_back(std::make_unique<SweepCommand>());
    m_commands.push_back(std::make_unique<StudyCommand>());
    m_commands.push_back(std::make_unique<AdviseCommand>());
    m_commands.push_back(std::make_unique<MergeCommand>());
    m_commands.push_back(std::make_unique<GenerateCommand>());
    m_commands.push_back(std::make_unique<PoliciesCommand>());
    m_commands.push_back(std::make_unique<PlatformsCommand>());
    m_commands.push_back(std::make_unique<DemoCommand>());
}

Command* CliApplication::find(const std::string& name) const
{
    for (const auto& command : m_commands) {
        if (command->name() == name)
            return command.get();
    }
    return nullptr;
}

std::string CliApplication::usage() const
{
    std::ostringstream out;
    out << "Usage: " << kProgramName << " COMMAND [options]\n\n"
        << "SchedLab's headless front end: simulate parallel job scheduling policies on\n"
        << "Standard Workload Format traces.\n\nCommands:\n";
    TextTable table({"", ""});
    table.setHeaderVisible(false);
    for (const auto& command : m_commands)
        table.addRow({"  " + command->name(), command->summary()});
    out << table.toString() << "\nRun '" << kProgramName
        << " COMMAND --help' for a command's options.\n"
        << "Exit status: 0 success, 1 input or configuration error, 2 usage error,\n"
        << "3 schedule validation failed, 4 internal error.\n";
    return out.str();
}

ExitCode CliApplication::dispatch(std::span<const std::string> args, std::ostream& out,
                                  std::ostream& err)
{
    if (args.empty()) {
        err << usage();
        return ExitCode::UsageError;
    }
    const std::string& first = args.front();
    if (isHelp(first)) {
        // "help run" shows the command's own help.
        if (args.size() > 1) {
            if (Command* command = find(args[1])) {
                const std::vector<std::string> helpArgs = {kHelpLong};
                return command->run(helpArgs, out, err);
            }
            throw CliError::usage("unknown command '" + args[1] + "'");
        }
        out << usage();
        return ExitCode::Success;
    }
    if (first == kVersionLong) {
        out << kProgramName << " " << SCHEDLAB_VERSION << "\n";
        return ExitCode::Success;
    }
    Command* command = find(first);
    if (command == nullptr) {
        throw CliError::usage("unknown command '" + first + "' (see '" + std::string(kProgramName) +
                              " --help')");
    }
    return command->run(args.subspan(1), out, err);
}

int CliApplication::run(std::span<const std::string> args, std::ostream& out, std::ostream& err)
{
    const auto report = [&](ExitCode code, const std::string& message) {
        out.flush();
        err << kProgramName << ": " << message << "\n";
        return toInt(code);
    };
    // Every failure becomes one line and a status; nothing escapes as an
    // uncaught exception or a stack trace.
    try {
        const ExitCode code = dispatch(args, out, err);
        // Output nobody received is a failure: `run --json > /dev/full`
        // exited 0. Only checked after a success, whose output matters.
        out.flush();
        if (code == ExitCode::Success && !out)
            return report(ExitCode::InputError, "cannot write the output (standard output is full or closed)");
        return toInt(code);
    } catch (const CliError& e) {
        return report(e.code(), e.what());
    } catch (const TraceError& e) {
        return report(ExitCode::InputError, e.what());
    } catch (const PlatformError& e) {
        return report(ExitCode::InputError, e.what());
    } catch (const ConfigurationError& e) {
        return report(ExitCode::InputError, e.what());
    } catch (const SimulationError& e) {
        return report(ExitCode::InternalError, std::string("simulation failed: ") + e.what());
    } catch (const std::bad_alloc&) {
        return report(ExitCode::InternalError, "out of memory");
    } catch (const std::exception& e) {
        return report(ExitCode::InternalError, std::string("internal error: ") + e.what());
    }
}

int CliApplication::run(int argc, char** argv)
{
    const std::vector<std::string> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return run(args, std::cout, std::cerr);
}

}  // namespace schedlab
