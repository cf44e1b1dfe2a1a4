#pragma once

#include "Command.h"

namespace schedlab {

// `schedlab-cli advise`: which policy suits a log, and how sure that is.
// Plans every candidate policy on the whole log, each calendar month and
// three sensitivity scenarios (AdvicePlan), runs them through the run
// store like a sweep, and prints the ranking (AdviceReport); --out writes
// the HTML report.
class AdviseCommand final : public Command {
public:
    [[nodiscard]] std::string name() const override { return "advise"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
