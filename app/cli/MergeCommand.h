#pragma once

#include "Command.h"

namespace schedlab {

// `merge FILE... [--db FILE]`: import the runs of several run stores or
// exports (the per-task results of a cluster sweep) into one store. Runs
// already there (same uuid) are skipped, so merging twice changes nothing.
class MergeCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "merge"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
