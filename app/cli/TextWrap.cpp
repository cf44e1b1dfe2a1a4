#include "TextWrap.h"

#include <algorithm>
#include <sstream>

namespace schedlab {

namespace {

// Between the terms and the texts of a definition list.
const std::string kColumnGap = "  ";

}  // namespace

std::size_t TextWrap::displayWidth(const std::string& text)
{
    // Continuation bytes (10xxxxxx) do not start a new character.
    constexpr unsigned char kContinuationMask = 0xC0;
    constexpr unsigned char kContinuationBits = 0x80;
    return std::size_t(std::ranges::count_if(text, [](char c) {
        return (static_cast<unsigned char>(c) & kContinuationMask) != kContinuationBits;
    }));
}

std::string TextWrap::wrap(const std::string& text, const std::string& indent, std::size_t width)
{
    std::istringstream words(text);
    std::string word;
    std::string out;
    std::string line = indent;
    std::size_t lineWidth = displayWidth(indent);
    const std::size_t indentWidth = lineWidth;
    while (words >> word) {
        const std::size_t wordWidth = displayWidth(word);
        if (lineWidth > indentWidth && lineWidth + 1 + wordWidth > width) {
            out += line + '\n';
            line = indent;
            lineWidth = indentWidth;
        }
        if (lineWidth > indentWidth) {
            line += ' ';
            ++lineWidth;
        }
        line += word;
        lineWidth += wordWidth;
    }
    if (lineWidth > indentWidth)
        out += line + '\n';
    return out;
}

std::string TextWrap::hanging(const std::string& lead, const std::string& text, std::size_t width)
{
    const std::string indent(displayWidth(lead), ' ');
    std::string out = wrap(text, indent, width);
    if (out.empty())
        return lead + '\n';
    return out.replace(0, indent.size(), lead);
}

std::string TextWrap::definitionList(const std::vector<Definition>& rows, std::size_t width)
{
    std::size_t termWidth = 0;
    for (const Definition& row : rows)
        termWidth = std::max(termWidth, displayWidth(row.first));
    std::string out;
    for (const auto& [term, text] : rows) {
        const std::string padding(termWidth - displayWidth(term), ' ');
        out += hanging(term + padding + kColumnGap, text, width);
    }
    return out;
}

}  // namespace schedlab
