#include "sweep/DecimalRange.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <stdexcept>

namespace schedlab {

namespace {

// A decimal as an integer count of 10^-decimals.
struct Decimal {
    std::int64_t scaled = 0;
    int decimals = 0;
};

// Room for kMaxMagnitude with every digit of a double in fixed notation.
constexpr std::size_t kTextBuffer = 400;
constexpr std::int64_t kTen = 10;

std::int64_t powerOfTen(int exponent)
{
    std::int64_t result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= kTen;
    return result;
}

Decimal toDecimal(double value, const std::string& field)
{
    if (!std::isfinite(value) || std::fabs(value) >= DecimalRange::kMaxMagnitude)
        throw std::invalid_argument(field + " must be a number of magnitude below 1e9, got " +
                                    DecimalRange::shortestText(value));
    const std::string text = DecimalRange::shortestText(value);
    Decimal decimal;
    const std::size_t point = text.find('.');
    const std::string digits = point == std::string::npos ? text : text.substr(0, point) + text.substr(point + 1);
    decimal.decimals = point == std::string::npos ? 0 : static_cast<int>(text.size() - point - 1);
    if (decimal.decimals > DecimalRange::kMaxDecimals)
        throw std::invalid_argument(field + " has more than " + std::to_string(DecimalRange::kMaxDecimals) +
                                    " decimals: " + text);
    (void)std::from_chars(digits.data(), digits.data() + digits.size(), decimal.scaled);
    return decimal;
}

std::int64_t rescaled(const Decimal& decimal, int decimals)
{
    return decimal.scaled * powerOfTen(decimals - decimal.decimals);
}

std::string toText(std::int64_t scaled, int decimals)
{
    const bool negative = scaled < 0;
    const std::int64_t unit = powerOfTen(decimals);
    const std::uint64_t magnitude = negative ? static_cast<std::uint64_t>(-scaled) : static_cast<std::uint64_t>(scaled);
    std::string text = std::to_string(magnitude / static_cast<std::uint64_t>(unit));
    std::string fraction = std::to_string(magnitude % static_cast<std::uint64_t>(unit));
    if (decimals > 0) {
        fraction.insert(0, static_cast<std::size_t>(decimals) - fraction.size(), '0');
        while (!fraction.empty() && fraction.back() == '0')
            fraction.pop_back();
        if (!fraction.empty())
            text += "." + fraction;
    }
    return negative && text != "0" ? "-" + text : text;
}

}  // namespace

std::string DecimalRange::shortestText(double value)
{
    std::array<char, kTextBuffer> buffer{};
    const auto result = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, std::chars_format::fixed);
    if (result.ec != std::errc())
        return std::to_string(value);
    std::string text(buffer.data(), result.ptr);
    return text == "-0" ? "0" : text;
}

std::vector<std::string> DecimalRange::expand(double from, double to, double step, std::size_t maxValues)
{
    const Decimal first = toDecimal(from, "from");
    const Decimal last = toDecimal(to, "to");
    const Decimal increment = toDecimal(step, "step");
    if (increment.scaled <= 0)
        throw std::invalid_argument("step must be greater than 0, got " + shortestText(step));
    if (from > to)
        throw std::invalid_argument("from (" + shortestText(from) + ") must not be greater than to (" +
                                    shortestText(to) + ")");

    const int decimals = std::max({first.decimals, last.decimals, increment.decimals});
    const std::int64_t start = rescaled(first, decimals);
    const std::int64_t end = rescaled(last, decimals);
    const std::int64_t stride = rescaled(increment, decimals);
    const std::uint64_t count = static_cast<std::uint64_t>((end - start) / stride) + 1;
    if (count > maxValues)
        throw std::invalid_argument("the range has " + std::to_string(count) + " values, more than " +
                                    std::to_string(maxValues));

    std::vector<std::string> values;
    values.reserve(static_cast<std::size_t>(count));
    for (std::uint64_t k = 0; k < count; ++k)
        values.push_back(toText(start + static_cast<std::int64_t>(k) * stride, decimals));
    return values;
}

}  // namespace schedlab
