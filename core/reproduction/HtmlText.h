#pragma once

#include <string>
#include <string_view>

namespace schedlab {

// Text for HTML and SVG: every character with a meaning in markup escaped,
// so no published text, id ("<=256", "G&G") or caller-supplied note can
// change the document's structure.
class HtmlText {
public:
    [[nodiscard]] static std::string escape(std::string_view text);
};

}  // namespace schedlab
