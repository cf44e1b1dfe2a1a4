#include "reproduction/PrintedNumber.h"

#include <charconv>
#include <stdexcept>
#include <string>

namespace schedlab {

double PrintedNumber::parse(std::string_view printed)
{
    std::string_view text = printed;
    // std::from_chars takes neither a plus sign nor a percent sign.
    if (text.starts_with('+'))
        text.remove_prefix(1);
    if (text.ends_with('%'))
        text.remove_suffix(1);
    double value = 0.0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end != text.data() + text.size() || text.empty())
        throw std::invalid_argument("not a printed number: '" + std::string(printed) + "'");
    return value;
}

}  // namespace schedlab
