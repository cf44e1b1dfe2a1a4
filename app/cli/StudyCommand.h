#pragma once

#include "Command.h"

#include <memory>
#include <span>
#include <string>
#include <vector>

namespace schedlab {

// `study`: the study presets of core/study ("Reproduce a study"). The first
// argument picks the subcommand (list, run, show), which does its own
// parsing and --help.
class StudyCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "study"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;
    [[nodiscard]] ExitCode run(std::span<const std::string> args, std::ostream& out, std::ostream& err) override;

    [[nodiscard]] static std::vector<std::unique_ptr<Command>> subcommands();

protected:
    // Never reached: run() dispatches before any parsing.
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    [[nodiscard]] std::string usage() const;
};

}  // namespace schedlab
