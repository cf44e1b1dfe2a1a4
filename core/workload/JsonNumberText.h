#pragma once

#include <map>
#include <string>
#include <string_view>

namespace schedlab {

// The text of every non-integer number of a JSON document, as written, by
// JSON pointer ("/submit", "/options/0/run_time"). A parsed document holds
// such numbers as doubles, which keep neither the decimals written nor more
// than about 16 digits; the native workload reader needs both to pick a
// file's tick exactly (see DecimalSeconds). Integers need no entry: the
// parsed document holds them exactly.
class JsonNumberText {
public:
    // `json` must be valid JSON (parse it with JsonInput first: this adds
    // no depth or syntax checks of its own).
    [[nodiscard]] static JsonNumberText of(const std::string& json);

    // The number's text at `pointer`, or nullptr when none was recorded
    // there (an integer, another type, no such place).
    [[nodiscard]] const std::string* at(const std::string& pointer) const;

    // "/" + key with JSON pointer escaping (RFC 6901: "~" -> "~0", "/" -> "~1").
    [[nodiscard]] static std::string pointerStep(std::string_view key);

private:
    std::map<std::string, std::string> m_texts;
};

}  // namespace schedlab
