#pragma once

#include "Command.h"

namespace schedlab {

// `platforms`: the machine presets and what each consists of.
class PlatformsCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "platforms"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;
};

}  // namespace schedlab
