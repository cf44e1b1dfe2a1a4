#include "NumberParser.h"

#include "CliError.h"

#include <charconv>
#include <limits>

namespace schedlab {

long long NumberParser::integer(const std::string& text, const std::string& what,
                                long long minimum, long long maximum)
{
    long long value = 0;
    const char* begin = text.data();
    const char* end = text.data() + text.size();
    const auto [stop, error] = std::from_chars(begin, end, value);
    if (text.empty() || error != std::errc{} || stop != end || value < minimum || value > maximum) {
        throw CliError::usage(what + ": expected a whole number from " + std::to_string(minimum) +
                              " to " + std::to_string(maximum) + ", got '" + text + "'");
    }
    return value;
}

int NumberParser::positiveInt(const std::string& text, const std::string& what)
{
    return static_cast<int>(integer(text, what, 1, std::numeric_limits<int>::max()));
}

}  // namespace schedlab
