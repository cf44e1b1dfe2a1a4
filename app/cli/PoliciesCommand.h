#pragma once

#include "Command.h"

namespace schedlab {

// `policies`: the policy catalogue with each parameter's type, range,
// default and help, as text or JSON (the GUI builds its forms from the same).
class PoliciesCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "policies"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
