#pragma once

#include <cstdint>
#include <cstring>
#include <string_view>
#include <vector>

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

// `text` without the byte order mark some editors start UTF-8 files with.
[[nodiscard]] constexpr std::string_view withoutUtf8Bom(std::string_view text)
{
    constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";
    return text.starts_with(kUtf8Bom) ? text.substr(kUtf8Bom.size()) : text;
}

// The parts of `text` between `separator`s, each trimmed of blanks ("a, b"
// gives "a" and "b"; empty text gives one empty part). Views into `text`.
[[nodiscard]] inline std::vector<std::string_view> splitTrimmed(std::string_view text, char separator)
{
    std::vector<std::string_view> parts;
    while (true) {
        const std::size_t at = text.find(separator);
        parts.push_back(trimBlanks(text.substr(0, at)));
        if (at == std::string_view::npos)
            return parts;
        text.remove_prefix(at + 1);
    }
}

// Calls visit(line, lineNumber) for every line of `text` (numbered from 1,
// without its '\n'; a last line without one counts) and returns how many
// there were. memchr, not a getline loop: traces have millions of lines.
template <typename Visit>
std::int64_t forEachLine(std::string_view text, Visit&& visit)
{
    const char* p = text.data();
    const char* const end = p + text.size();
    std::int64_t lineNumber = 0;
    while (p < end) {
        const auto* newline = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
        const char* lineEnd = newline != nullptr ? newline : end;
        ++lineNumber;
        visit(std::string_view(p, static_cast<std::size_t>(lineEnd - p)), lineNumber);
        p = newline != nullptr ? newline + 1 : end;
    }
    return lineNumber;
}

}  // namespace schedlab
