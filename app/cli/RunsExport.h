#pragma once

#include "RunsSubcommand.h"

namespace schedlab {

// `runs export IDS... --out FILE`: the chosen runs into a new store file to
// share; `runs import` or `merge` reads it elsewhere.
class RunsExport : public RunsSubcommand {
public:
    [[nodiscard]] std::string name() const override { return "export"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
