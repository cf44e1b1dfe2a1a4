#pragma once

#include "RunsSubcommand.h"

namespace schedlab {

// `runs delete IDS... --yes`: deleting cannot be undone, so without --yes it
// only says which runs it would delete and refuses (the command line's form
// of a confirmation).
class RunsDelete : public RunsSubcommand {
public:
    [[nodiscard]] std::string name() const override { return "delete"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
