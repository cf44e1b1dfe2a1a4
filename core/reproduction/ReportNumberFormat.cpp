#include "reproduction/ReportNumberFormat.h"
#include "model/Units.h"

#include <array>
#include <charconv>
#include <cmath>

namespace schedlab {

namespace {

// Large enough for any double in fixed notation with a few decimals.
constexpr std::size_t kBufferSize = 400;
// compact(): plain digits up to here, scientific beyond (axis labels stay short).
constexpr double kCompactPlainBelow = 1e5;
constexpr double kCompactPlainFrom = 1e-2;
constexpr int kCompactSignificantDigits = 6;
constexpr int kCompactScientificDecimals = 1;
constexpr long long kSecondsPerMinute = units::kSecondsPerMinute;
constexpr long long kSecondsPerHour = units::kSecondsPerHour;
constexpr int kTwoDigits = 10;

std::string toChars(double value, std::chars_format format, int precision)
{
    std::array<char, kBufferSize> buffer{};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value, format, precision);
    if (error != std::errc{})
        return {};
    return {buffer.data(), end};
}

std::string twoDigits(long long value)
{
    return (value < kTwoDigits ? "0" : "") + std::to_string(value);
}

}  // namespace

std::string ReportNumberFormat::fixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return {};
    std::string text = toChars(value, std::chars_format::fixed, decimals);
    if (text.starts_with('-') && text.find_first_not_of("-0.") == std::string::npos)
        text.erase(0, 1);
    return text;
}

std::string ReportNumberFormat::signedFixed(double value, int decimals)
{
    std::string text = fixed(value, decimals);
    if (!text.empty() && !text.starts_with('-') && text.find_first_not_of("0.") != std::string::npos)
        text.insert(0, "+");
    return text;
}

std::string ReportNumberFormat::scientific(double value, int decimals)
{
    if (!std::isfinite(value))
        return {};
    std::string text = toChars(value, std::chars_format::scientific, decimals);
    for (char& c : text) {
        if (c == 'e')
            c = 'E';
    }
    return text;
}

std::string ReportNumberFormat::figure(double value, FigureNotation notation)
{
    switch (notation) {
    case FigureNotation::Integer:
        return fixed(value, 0);
    case FigureNotation::Scientific:
        return scientific(value, kScientificDecimals);
    case FigureNotation::SignedOneDecimal:
        return signedFixed(value, kChangeDecimals);
    case FigureNotation::TwoDecimals:
        return fixed(value, kShareDecimals);
    }
    return {};
}

std::string ReportNumberFormat::difference(double difference, FigureKind kind)
{
    if (!std::isfinite(difference))
        return {};
    switch (kind) {
    case FigureKind::ExactCount:
        return signedFixed(difference, 0);
    case FigureKind::Absolute:
        return signedPercent(difference);
    case FigureKind::Change:
        return signedFixed(difference, kDifferenceDecimals) + " pt";
    }
    return {};
}

std::string ReportNumberFormat::signedPercent(double percent)
{
    const std::string text = signedFixed(percent, kPercentDecimals);
    return text.empty() ? text : text + "%";
}

std::string ReportNumberFormat::compact(double value)
{
    if (!std::isfinite(value))
        return {};
    const double magnitude = std::abs(value);
    if (magnitude == 0.0)
        return "0";
    if (magnitude >= kCompactPlainBelow || magnitude < kCompactPlainFrom)
        return scientific(value, kCompactScientificDecimals);
    return toChars(value, std::chars_format::general, kCompactSignificantDigits);
}

std::string ReportNumberFormat::duration(double seconds)
{
    if (!std::isfinite(seconds) || seconds < 0)
        return {};
    const auto total = std::llround(seconds);
    const long long hours = total / kSecondsPerHour;
    const long long minutes = total % kSecondsPerHour / kSecondsPerMinute;
    const long long rest = total % kSecondsPerMinute;
    if (hours > 0)
        return std::to_string(hours) + " h " + twoDigits(minutes) + " min " + twoDigits(rest) + " s";
    if (minutes > 0)
        return std::to_string(minutes) + " min " + twoDigits(rest) + " s";
    return std::to_string(rest) + " s";
}

}  // namespace schedlab
