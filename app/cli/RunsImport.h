#pragma once

#include "RunsSubcommand.h"

namespace schedlab {

// `runs import FILE`: every run of an export (or another store) that is not
// here yet; runs already present (same uuid) are skipped.
class RunsImport : public RunsSubcommand {
public:
    [[nodiscard]] std::string name() const override { return "import"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
