#pragma once

#include <string>

namespace schedlab {

// Word-wraps prose (policy descriptions, help) for an 80-column terminal.
class TextWrap {
public:
    static constexpr std::size_t kDefaultWidth = 78;

    // Every line starts with `indent`; words longer than a line stay whole.
    [[nodiscard]] static std::string wrap(const std::string& text, const std::string& indent,
                                          std::size_t width = kDefaultWidth);
};

}  // namespace schedlab
