#pragma once

#include "Command.h"

#include <optional>

namespace schedlab {

// `platforms`: the machine presets and what each consists of; `--show`
// prints one as platform JSON, to start a custom platform file from.
class PlatformsCommand : public Command {
public:
    [[nodiscard]] std::string name() const override { return "platforms"; }
    [[nodiscard]] std::string summary() const override;
    [[nodiscard]] ArgumentParser parser() const override;

protected:
    ExitCode execute(const ParsedArguments& args, std::ostream& out, std::ostream& err) override;

private:
    // --show NAME [--out FILE.json]
    static ExitCode show(const std::string& name, const std::optional<std::string>& path,
                         std::ostream& out);
};

}  // namespace schedlab
