#pragma once

#include "Command.h"
#include "StoreRecorder.h"
#include "TransformStep.h"

#include "parameters/ParameterSpec.h"

#include <optional>
#include <vector>

namespace schedlab {

class Platform;
struct FinishedRun;
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
    // Which breakdowns the text output adds to the metrics table.
    struct Breakdowns {
        bool perMachine = false;
        bool perUser = false;
        bool perSite = false;
    };

    [[nodiscard]] static ParameterValues parameterValues(const ParsedArguments& args);
    // An output naming the trace, the run store or another output is refused
    // before anything runs (it would overwrite the input or lose an output).
    static void requireDistinctFiles(const ParsedArguments& args, const std::string& tracePath);
    static void writeOutputs(const ParsedArguments& args, const Workload& workload,
                             const Platform& platform, const FinishedRun& outcome);
    static void printText(const Workload& workload, const Platform& platform,
                          const std::vector<TransformStep>& steps,
                          const FinishedRun& outcome, Breakdowns breakdowns,
                          std::ostream& out);
    static void printJson(const Workload& workload,
                          const std::vector<TransformStep>& steps,
                          const FinishedRun& outcome,
                          const std::optional<StoreRecorder::Stored>& stored, std::ostream& out);
};

}  // namespace schedlab
