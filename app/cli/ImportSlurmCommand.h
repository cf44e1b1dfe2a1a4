#pragma once

#include "Command.h"

namespace schedlab {

// `import-slurm FILE --out trace.swf`: read Slurm accounting (sacct
// --parsable2 output), report every record skipped or repaired, and write
// the jobs as SWF (or SchedLab jobs), so other tools and SchedLab's own
// commands read them. `run` and `inspect` read sacct output directly too,
// with the default unit and zone; this command is the way to choose others.
class ImportSlurmCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "import-slurm"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
