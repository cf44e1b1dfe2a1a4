#pragma once

#include "Command.h"

#include <string>

namespace schedlab {

// A subcommand of `runs`: a Command whose help and messages say
// "schedlab-cli runs NAME".
class RunsSubcommand : public Command {
protected:
    [[nodiscard]] std::string commandLine() const { return std::string(kProgramName) + " runs " + name(); }
};

}  // namespace schedlab
