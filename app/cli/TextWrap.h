#pragma once

#include <string>
#include <utility>
#include <vector>

namespace schedlab {

// Word-wraps prose (policy descriptions, help) for an 80-column terminal.
// Line breaks in the text are spaces like any other: the text is reflowed.
class TextWrap {
public:
    static constexpr std::size_t kDefaultWidth = 78;
    // The whole terminal line, for definition lists: their one-line entries
    // were written to fit 80 columns, and prose margins matter less there.
    static constexpr std::size_t kTerminalWidth = 80;

    // Every line starts with `indent`; words longer than a line stay whole.
    [[nodiscard]] static std::string wrap(const std::string& text, const std::string& indent,
                                          std::size_t width = kDefaultWidth);

    // A hanging paragraph, as in an option list: the first line starts with
    // `lead`, every further line with as many spaces, so the text stays in
    // its column ("  --pivot DIM  also a pivot table ...\n               ...").
    [[nodiscard]] static std::string hanging(const std::string& lead, const std::string& text,
                                             std::size_t width = kDefaultWidth);

    // Two columns, terms and their texts, as in an option or command list:
    // the terms padded to the widest, then each text as a hanging paragraph
    // in the second column.
    using Definition = std::pair<std::string, std::string>;
    [[nodiscard]] static std::string definitionList(const std::vector<Definition>& rows,
                                                    std::size_t width = kTerminalWidth);

    // Display width of UTF-8 text: the characters, not the bytes ("§", "·").
    [[nodiscard]] static std::size_t displayWidth(const std::string& text);
};

}  // namespace schedlab
