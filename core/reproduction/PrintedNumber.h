#pragma once

#include <string_view>

namespace schedlab {

// Reads a number as the sources print it: "+63.0", "-69.6%", "6.70E+05",
// "7544". Locale-free, so a decimal comma setting cannot change the data.
class PrintedNumber {
public:
    // Throws std::invalid_argument when the text is not such a number: the
    // data is compiled in, so that is a programming error caught by the tests.
    [[nodiscard]] static double parse(std::string_view printed);
};

}  // namespace schedlab
