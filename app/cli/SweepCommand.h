#pragma once

#include "Command.h"

namespace schedlab {

class SweepSpec;
struct RunSpec;

// `sweep SPEC.json`: expand a sweep spec into runs and run them on worker
// threads into the run store, skipping runs already stored (so running it
// again resumes); or list the runs (--dry-run), run one task (--task I), or
// export the sweep as a Slurm job array (--slurm DIR).
class SweepCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "sweep"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    static ExitCode exportSlurm(const ParsedArguments& args, const SweepSpec& spec,
                                const std::vector<RunSpec>& runs, std::ostream& out);
};

}  // namespace schedlab
