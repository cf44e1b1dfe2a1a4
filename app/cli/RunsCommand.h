#pragma once

#include "Command.h"

#include <functional>
#include <span>
#include <string>
#include <vector>

namespace schedlab {

// `runs`: the stored runs (see core/store/RunStore.h). The first argument
// picks a subcommand from a table of {name, summary, handler}; the handler
// gets the remaining arguments and does its own parsing and --help, so a
// subcommand is one class (RunsList, RunsShow, ...) and one table line.
class RunsCommand : public Command {
public:
    using Handler =
        std::function<ExitCode(std::span<const std::string> args, std::ostream& out, std::ostream& err)>;
    struct Subcommand {
        std::string name;
        std::string summary;
        Handler handler;
    };

    [[nodiscard]] std::string name() const override { return "runs"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;
    [[nodiscard]] ExitCode run(std::span<const std::string> args, std::ostream& out,
                               std::ostream& err) override;

    [[nodiscard]] static std::vector<Subcommand> subcommands();

protected:
    // Never reached: run() dispatches before any parsing.
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    [[nodiscard]] std::string usage() const;
};

}  // namespace schedlab
