#pragma once

#include "RunsSubcommand.h"

namespace schedlab {

// `runs list`: the stored runs, one line each, filtered by trace, policy,
// tag and group; --json for scripts.
class RunsList : public RunsSubcommand {
public:
    [[nodiscard]] std::string name() const override { return "list"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
