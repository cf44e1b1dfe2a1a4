#include "NumberFormat.h"

#include "model/Units.h"

#include <array>
#include <charconv>
#include <cmath>
#include <cstdio>

namespace schedlab {

namespace {

using units::kPercent;
using units::kSecondsPerMinute;
using units::kSecondsPerHour;
using units::kSecondsPerDay;
constexpr double kBytesPerMebibyte = 1024.0 * 1024.0;
// Below this a bracketed duration adds nothing to the plain seconds.
constexpr double kDurationWorthShowing = 3600.0;
constexpr int kPercentDecimals = 1;
constexpr int kSecondsDecimals = 1;
constexpr double kSmallValue = 100.0;
constexpr int kSmallValueDecimals = 4;
constexpr int kLargeValueDecimals = 1;
// Beyond this, digits are noise: print the shortest exact form (1.3e+17).
constexpr double kLargestExactWhole = 1e15;

}  // namespace

std::string NumberFormat::fixed(double value, int decimals)
{
    if (!std::isfinite(value))
        return std::isnan(value) ? "nan" : (value > 0 ? "inf" : "-inf");
    std::array<char, 64> buffer{};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value,
                                            std::chars_format::fixed, decimals);
    if (error != std::errc{})
        return shortest(value);
    std::string text(buffer.data(), end);
    // "-0.0" reads badly in a table of changes.
    if (text.starts_with('-') && text.find_first_not_of("-0.") == std::string::npos)
        text.erase(0, 1);
    return text;
}

std::string NumberFormat::shortest(double value)
{
    std::array<char, 64> buffer{};
    const auto [end, error] = std::to_chars(buffer.data(), buffer.data() + buffer.size(), value);
    return error == std::errc{} ? std::string(buffer.data(), end) : std::string("nan");
}

std::string NumberFormat::percentChange(double value, double reference)
{
    if (reference == 0.0 || !std::isfinite(reference))
        return "n/a";
    const double change = (value - reference) / reference * kPercent;
    const std::string text = fixed(change, kPercentDecimals);
    return (change > 0 && text != fixed(0.0, kPercentDecimals) ? "+" : "") + text + " %";
}

std::string NumberFormat::duration(double seconds)
{
    const bool negative = seconds < 0;
    auto total = static_cast<std::int64_t>(std::llround(std::fabs(seconds)));
    const std::int64_t days = total / kSecondsPerDay;
    total %= kSecondsPerDay;
    const std::int64_t hours = total / kSecondsPerHour;
    total %= kSecondsPerHour;
    const std::int64_t minutes = total / kSecondsPerMinute;
    const std::int64_t secs = total % kSecondsPerMinute;

    std::array<char, 64> buffer{};
    if (days > 0) {
        std::snprintf(buffer.data(), buffer.size(), "%s%lld d %02lld:%02lld:%02lld",
                      negative ? "-" : "", static_cast<long long>(days),
                      static_cast<long long>(hours), static_cast<long long>(minutes),
                      static_cast<long long>(secs));
    } else {
        std::snprintf(buffer.data(), buffer.size(), "%s%02lld:%02lld:%02lld", negative ? "-" : "",
                      static_cast<long long>(hours), static_cast<long long>(minutes),
                      static_cast<long long>(secs));
    }
    return buffer.data();
}

std::string NumberFormat::secondsWithDuration(double seconds)
{
    std::string text = fixed(seconds, kSecondsDecimals) + " s";
    if (std::fabs(seconds) >= kDurationWorthShowing)
        text += " (" + duration(seconds) + ")";
    return text;
}

std::string NumberFormat::adaptive(double value)
{
    if (!std::isfinite(value) || std::fabs(value) >= kLargestExactWhole)
        return shortest(value);
    if (value == std::trunc(value))
        return fixed(value, 0);
    return fixed(value, std::fabs(value) < kSmallValue ? kSmallValueDecimals : kLargeValueDecimals);
}

std::string NumberFormat::mebibytes(double bytes)
{
    return fixed(bytes / kBytesPerMebibyte, 1);
}

}  // namespace schedlab
