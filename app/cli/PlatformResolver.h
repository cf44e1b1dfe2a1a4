#pragma once

#include "platform/Platform.h"

#include <optional>
#include <string>

namespace schedlab {

class ParsedArguments;

// Turns the command line's platform choice into a Platform: a preset name
// ("ctc-sp2", "single:64"), a JSON file, or --nodes N for one machine.
class PlatformResolver {
public:
    // Exactly one of --platform and --nodes; if neither is given, the
    // `fallbackPreset` when there is one, else a usage error.
    [[nodiscard]] static Platform fromArguments(const ParsedArguments& args,
                                                const std::optional<std::string>& fallbackPreset);
    // A preset name, or a file when the text ends in ".json" or names an existing file.
    [[nodiscard]] static Platform resolve(const std::string& presetOrFile);
    // One line for people: "ctc-sp2: 1 machine, 338 nodes".
    [[nodiscard]] static std::string describe(const Platform& platform);
};

}  // namespace schedlab
