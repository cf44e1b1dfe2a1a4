#pragma once

#include "ParsedArguments.h"

#include <span>
#include <string>
#include <vector>

namespace schedlab {

// One subcommand's arguments: long options ("--name value", "--name=value"),
// flags, repeatable options and positional arguments, split by
// Boost.Program_options. It writes the subcommand's --help text from the
// same declarations, so help and behaviour cannot drift apart, and its own
// one-line messages (docs/cli.md lists them).
class ArgumentParser {
public:
    struct Option {
        std::string name;       // without "--"
        std::string valueName;  // empty for a flag
        std::string help;
        bool required = false;
        bool repeatable = false;
    };
    struct Positional {
        std::string name;  // e.g. "TRACE"
        std::string help;
        bool required = true;
        bool repeatable = false;  // the last positional only: takes every remaining argument
    };

    // `command` is the full command as typed, e.g. "schedlab-cli run".
    ArgumentParser(std::string command, std::string description);

    ArgumentParser& flag(const std::string& name, const std::string& help);
    ArgumentParser& option(const std::string& name, const std::string& valueName,
                           const std::string& help);
    ArgumentParser& requiredOption(const std::string& name, const std::string& valueName,
                                   const std::string& help);
    ArgumentParser& repeatableOption(const std::string& name, const std::string& valueName,
                                     const std::string& help);
    ArgumentParser& positional(const std::string& name, const std::string& help,
                               bool required = true);
    // One or more values at the end: "merge FILE..."
    ArgumentParser& positionalList(const std::string& name, const std::string& help);
    // Free text appended to --help (examples, notes).
    ArgumentParser& epilog(const std::string& text);

    // Throws CliError (usage) for anything it cannot make sense of. With
    // --help anywhere, returns at once with helpRequested() set and checks nothing.
    [[nodiscard]] ParsedArguments parse(std::span<const std::string> args) const;
    [[nodiscard]] std::string help() const;

private:
    [[nodiscard]] const Option* findOption(const std::string& name) const;
    [[nodiscard]] std::string usageLine() const;
    [[noreturn]] void fail(const std::string& message) const;

    std::string m_command;
    std::string m_description;
    std::string m_epilog;
    std::vector<Option> m_options;
    std::vector<Positional> m_positionals;
};

}  // namespace schedlab
