#include "parameters/ParameterParsing.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <limits>
#include <sstream>

namespace schedlab {

std::string ParameterParsing::listed(const std::vector<std::string>& items)
{
    std::string out;
    for (const std::string& item : items)
        out += (out.empty() ? "" : ", ") + item;
    return out;
}

std::optional<double> ParameterParsing::parseReal(const std::string& text)
{
    double value = 0;
    const char* begin = text.data();
    const char* end = begin + text.size();
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc() || ptr != end || !std::isfinite(value))
        return std::nullopt;
    return value;
}

std::optional<long long> ParameterParsing::parseInteger(const std::string& text)
{
    const auto value = parseReal(text);
    // The limits keep the cast defined: 1e30 is a number, not a long long.
    constexpr double kLowest = double(std::numeric_limits<long long>::min());
    constexpr double kBeyondHighest = -kLowest;  // 2^63, the first double past the maximum
    if (!value || *value != std::floor(*value) || *value < kLowest || *value >= kBeyondHighest)
        return std::nullopt;
    return static_cast<long long>(*value);
}

std::optional<bool> ParameterParsing::parseBoolean(const std::string& text)
{
    if (text == "true" || text == "1" || text == "yes" || text == "on")
        return true;
    if (text == "false" || text == "0" || text == "no" || text == "off")
        return false;
    return std::nullopt;
}

std::optional<std::string> ParameterParsing::normalised(const ParameterSpec& spec, const std::string& text)
{
    switch (spec.type) {
    case ParameterSpec::Type::Boolean: {
        const auto value = parseBoolean(text);
        if (!value)
            return std::nullopt;
        return *value ? "true" : "false";
    }
    case ParameterSpec::Type::Choice:
        if (std::find(spec.choices.begin(), spec.choices.end(), text) == spec.choices.end())
            return std::nullopt;
        return text;
    case ParameterSpec::Type::Text:
        return text;
    case ParameterSpec::Type::Integer: {
        // parseInteger refuses fractions and values beyond a long long, so
        // the range check below compares the exact value.
        const auto value = parseInteger(text);
        if (!value || double(*value) < spec.minimum || double(*value) > spec.maximum)
            return std::nullopt;
        return std::to_string(*value);
    }
    case ParameterSpec::Type::Real: {
        const auto value = parseReal(text);
        if (!value || *value < spec.minimum || *value > spec.maximum)
            return std::nullopt;
        return formatNumber(*value);
    }
    }
    return std::nullopt;
}

std::string ParameterParsing::expected(const ParameterSpec& spec)
{
    const std::string range = " between " + formatNumber(spec.minimum) + " and " + formatNumber(spec.maximum);
    switch (spec.type) {
    case ParameterSpec::Type::Integer: return "a whole number" + range;
    case ParameterSpec::Type::Real: return "a number" + range;
    case ParameterSpec::Type::Boolean: return "true or false";
    case ParameterSpec::Type::Choice: return "one of " + listed(spec.choices);
    case ParameterSpec::Type::Text: return "acceptable text";
    }
    return {};
}

std::string ParameterParsing::formatNumber(double value)
{
    // The stream's default (6 significant digits) is what stored runs have
    // always recorded, and changing it would change their run keys. But it
    // rounded 1.0123456789 to 1.01235, so two swept values could become one
    // run: a value those digits do not give back exactly is written in full
    // (the shortest text that reads back the same).
    std::ostringstream out;
    out << value;
    const std::string sixDigits = out.str();
    if (parseReal(sixDigits) == value)
        return sixDigits;
    constexpr std::size_t kShortestDoubleText = 32;
    std::array<char, kShortestDoubleText> buffer{};
    const auto [end, ec] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return ec == std::errc() ? std::string(buffer.data(), end) : sixDigits;
}

}  // namespace schedlab
