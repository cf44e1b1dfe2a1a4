#pragma once

#include "Command.h"

namespace schedlab {

// `transform IN --out OUT`: load a trace, apply transforms, write the result
// as SWF (the GUI's "save transformed workload"), so an extract such as a
// month or a job range can be made once and fed to other tools.
class TransformCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "transform"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
