#pragma once

#include <string>

namespace schedlab {

// Strict parsing of numbers given on the command line: the whole text must
// be a number within range, otherwise a usage error names the option and
// shows what was given ("--nodes: expected a whole number from 1 to ..., got 'abc'").
class NumberParser {
public:
    [[nodiscard]] static long long integer(const std::string& text, const std::string& what,
                                           long long minimum, long long maximum);
    [[nodiscard]] static int positiveInt(const std::string& text, const std::string& what);
};

}  // namespace schedlab
