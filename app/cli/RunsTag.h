#pragma once

#include "RunsSubcommand.h"

namespace schedlab {

// `runs tag ID --add TAG --remove TAG`: changes a run's tags.
class RunsTag : public RunsSubcommand {
public:
    [[nodiscard]] std::string name() const override { return "tag"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
