#pragma once

#include "Command.h"

#include "policies/ParameterSpec.h"

#include <vector>

namespace schedlab {

class Platform;
struct ExperimentOutcome;
struct Workload;

// `run`: load a trace, transform it, simulate one policy, measure, and
// optionally validate and write jobs.csv / metrics.json.
class RunCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "run"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    struct TransformStep {
        std::string spec;
        std::string summary;
    };

    [[nodiscard]] static ParameterValues parameterValues(const ParsedArguments& args);
    // --exact-estimates, --drop-wider and --transform, in command-line order.
    [[nodiscard]] static std::vector<std::string> transformSpecs(const ParsedArguments& args,
                                                                 const Platform& platform);
    [[nodiscard]] static std::vector<TransformStep> applyAll(Workload& workload,
                                                             const std::vector<std::string>& specs);
    static void printText(const Workload& workload, const Platform& platform,
                          const std::vector<TransformStep>& steps,
                          const ExperimentOutcome& outcome, std::ostream& out);
    static void printJson(const Workload& workload, const Platform& platform,
                          const std::vector<TransformStep>& steps,
                          const ExperimentOutcome& outcome, std::ostream& out);
};

}  // namespace schedlab
