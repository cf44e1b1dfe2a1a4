#pragma once

#include "Command.h"

#include <memory>
#include <ostream>
#include <span>
#include <string>
#include <vector>

namespace schedlab {

// The schedlab-cli program: picks the subcommand, runs it, and turns every
// error into one "schedlab-cli: <message>" line on stderr and an exit status.
class CliApplication {
public:
    CliApplication();

    [[nodiscard]] int run(int argc, char** argv);
    [[nodiscard]] int run(std::span<const std::string> args, std::ostream& out, std::ostream& err);

private:
    [[nodiscard]] std::string usage() const;
    [[nodiscard]] Command* find(const std::string& name) const;
    [[nodiscard]] ExitCode dispatch(std::span<const std::string> args, std::ostream& out,
                                    std::ostream& err);

    std::vector<std::unique_ptr<Command>> m_commands;
};

}  // namespace schedlab
