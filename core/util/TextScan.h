#pragma once

#include <string_view>

namespace schedlab {

// Blank characters inside a line of a text format (line breaks excluded:
// callers split lines first). '\r' counts as blank so CRLF files parse.
[[nodiscard]] constexpr bool isBlank(char c)
{
    return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f';
}

[[nodiscard]] constexpr std::string_view trimBlanks(std::string_view text)
{
    while (!text.empty() && isBlank(text.front()))
        text.remove_prefix(1);
    while (!text.empty() && isBlank(text.back()))
        text.remove_suffix(1);
    return text;
}

}  // namespace schedlab
