#pragma once

#include "platform/Platform.h"

#include <stdexcept>
#include <string>

namespace schedlab {

// A platform description that cannot be used. The message names the file
// and the offending field ("m128.json: machines[2].nodes: must be a whole
// number >= 1, got -4").
class PlatformError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// JSON form: {"name": "m128", "machines": [{"name": "a", "nodes": 128, "speed": 1.0}, ...]}
class PlatformJson {
public:
    [[nodiscard]] static std::string toJson(const Platform& platform);
    [[nodiscard]] static Platform fromJson(const std::string& text, const std::string& sourceName);
    [[nodiscard]] static Platform loadFile(const std::string& path);
    static void saveFile(const Platform& platform, const std::string& path);
};

}  // namespace schedlab
