#pragma once

#include "Command.h"

namespace schedlab {

class WorkloadComparison;

// `generate probabilistic|random ... --out FILE.swf`: the workload
// generators of Yahyapour (2002), ch. 2 (core/generators), writing SWF
// whose header records the generator, parameters, seed and source sha256.
// --summary compares a probabilistic workload with its source trace.
class GenerateCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "generate"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

    // The comparison as the CLI prints it (also used by the README).
    [[nodiscard]] static std::string comparisonTable(const WorkloadComparison& comparison);

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
