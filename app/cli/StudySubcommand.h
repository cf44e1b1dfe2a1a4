#pragma once

#include "Command.h"

#include <string>

namespace schedlab {

// A subcommand of `study`: a Command whose help and messages say
// "schedlab-cli study NAME".
class StudySubcommand : public Command {
protected:
    [[nodiscard]] std::string commandLine() const { return std::string(kProgramName) + " study " + name(); }
};

}  // namespace schedlab
