#include "TextWrap.h"

#include <sstream>

namespace schedlab {

std::string TextWrap::wrap(const std::string& text, const std::string& indent, std::size_t width)
{
    std::istringstream words(text);
    std::string word;
    std::string out;
    std::string line = indent;
    while (words >> word) {
        const bool lineEmpty = line.size() == indent.size();
        if (!lineEmpty && line.size() + 1 + word.size() > width) {
            out += line + '\n';
            line = indent;
        }
        line += (line.size() == indent.size() ? "" : " ") + word;
    }
    if (line.size() > indent.size())
        out += line + '\n';
    return out;
}

}  // namespace schedlab
