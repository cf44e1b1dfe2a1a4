#pragma once

#include "ArgumentParser.h"
#include "ExitCode.h"
#include "ParsedArguments.h"

#include <ostream>
#include <span>
#include <string>

namespace schedlab {

inline constexpr std::string_view kProgramName = "schedlab-cli";

// One subcommand of schedlab-cli. Subclasses declare their arguments in
// parser() and do the work in execute(); run() handles --help for all.
// Errors are thrown (CliError or the core's exceptions) and reported by
// CliApplication, so a command never prints an error itself.
class Command {
public:
    virtual ~Command() = default;

    [[nodiscard]] virtual std::string name() const = 0;
    [[nodiscard]] virtual std::string summary() const = 0;  // one line for the command list
    [[nodiscard]] virtual ArgumentParser parser() const = 0;

    // Virtual so that a command with subcommands (`runs`) can pick the
    // subcommand before any parsing.
    [[nodiscard]] virtual ExitCode run(std::span<const std::string> args, std::ostream& out,
                                       std::ostream& err);

protected:
    // "schedlab-cli run": the command as typed, for help and messages.
    [[nodiscard]] std::string qualifiedName() const;

    virtual ExitCode execute(const ParsedArguments& args, std::ostream& out,
                             std::ostream& err) = 0;
};

}  // namespace schedlab
