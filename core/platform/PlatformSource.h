#pragma once

#include "platform/Platform.h"

#include <string>

namespace schedlab {

// Turns a platform choice as a user writes it (a preset name such as
// "ctc-sp2" or "single:64", a JSON file, or "scaled:FACTOR:PLATFORM": every
// machine of PLATFORM with FACTOR times its nodes) into a Platform that can be
// simulated. Shared by every front end that names platforms in text: the
// CLI's --platform and sweep specs.
class PlatformSource {
public:
    // True when `presetOrFile` names a file rather than a preset: it ends in
    // ".json" or names an existing regular file.
    [[nodiscard]] static bool isFile(const std::string& presetOrFile);
    // Throws PlatformError (platform/PlatformJson.h) for an unknown preset
    // (listing the known ones), an unreadable or invalid file, or a platform
    // that cannot be simulated.
    [[nodiscard]] static Platform resolve(const std::string& presetOrFile);
    // `platform` if it can be simulated; else PlatformError "platform
    // '<source>' cannot be simulated: <first problem>".
    [[nodiscard]] static Platform checked(Platform platform, const std::string& source);
    // `base` with every machine's nodes times `factor`, rounded, at least
    // one per machine (the platforms "scaled:FACTOR:PLATFORM" names).
    [[nodiscard]] static Platform scaled(const Platform& base, double factor, std::string name);
    // "ctc-sp2, ctc-sp2-430, m64, ...": the preset names for messages.
    [[nodiscard]] static std::string knownPresets();
};

}  // namespace schedlab
