#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace schedlab {

// What the local Slurm says about itself, for exporting sweeps: its
// MaxArraySize from `scontrol show config`, when scontrol is there.
class SlurmConfig {
public:
    // nullopt without scontrol, or when it does not say.
    [[nodiscard]] static std::optional<std::size_t> maxArraySize();
    // The value in `scontrol show config` output ("MaxArraySize = 1001").
    [[nodiscard]] static std::optional<std::size_t> parseMaxArraySize(const std::string& configText);
};

}  // namespace schedlab
