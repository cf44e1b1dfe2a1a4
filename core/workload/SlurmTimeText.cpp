#include "workload/SlurmTimeText.h"

#include "model/Units.h"

#include <array>
#include <charconv>
#include <chrono>

namespace schedlab {

namespace {

using units::kSecondsPerDay;
using units::kSecondsPerHour;
using units::kSecondsPerMinute;

// More digits than any real duration or year has; keeps every product below
// int64 limits, so a line of 40 digits is rejected instead of wrapping.
constexpr std::size_t kMaxDigits = 9;
constexpr std::size_t kMaxClockParts = 3;
constexpr unsigned kMonthsPerYear = 12;
constexpr std::int64_t kHoursPerDay = 24;

std::optional<std::int64_t> digits(std::string_view text)
{
    if (text.empty() || text.size() > kMaxDigits)
        return std::nullopt;
    std::int64_t value = 0;
    const char* end = text.data() + text.size();
    const auto [stop, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc{} || stop != end || value < 0)
        return std::nullopt;
    return value;
}

// "a:b:c" into up to three numbers; nullopt on anything else.
std::optional<std::array<std::int64_t, kMaxClockParts>> clockParts(std::string_view text, std::size_t& count)
{
    std::array<std::int64_t, kMaxClockParts> parts{};
    count = 0;
    while (true) {
        const auto colon = text.find(':');
        if (count == kMaxClockParts)
            return std::nullopt;
        const auto part = digits(text.substr(0, colon));
        if (!part)
            return std::nullopt;
        parts[count++] = *part;
        if (colon == std::string_view::npos)
            return parts;
        text.remove_prefix(colon + 1);
    }
}

bool isOneOf(std::string_view text, std::initializer_list<std::string_view> words)
{
    for (const auto word : words)
        if (text == word)
            return true;
    return false;
}

}  // namespace

std::optional<std::int64_t> SlurmTimeText::duration(std::string_view text)
{
    std::int64_t days = 0;
    const auto dash = text.find('-');
    const bool hasDays = dash != std::string_view::npos;
    if (hasDays) {
        const auto d = digits(text.substr(0, dash));
        if (!d)
            return std::nullopt;
        days = *d;
        text.remove_prefix(dash + 1);
    }
    std::size_t count = 0;
    const auto parts = clockParts(text, count);
    if (!parts)
        return std::nullopt;
    const auto [a, b, c] = *parts;
    std::int64_t seconds = 0;
    if (count == kMaxClockParts)
        seconds = a * kSecondsPerHour + b * kSecondsPerMinute + c;  // HH:MM:SS
    else if (hasDays)
        seconds = a * kSecondsPerHour + b * kSecondsPerMinute;      // D-HH, D-HH:MM
    else
        seconds = count == 1 ? a * kSecondsPerMinute : a * kSecondsPerMinute + b;  // MM, MM:SS
    return days * kSecondsPerDay + seconds;
}

std::optional<std::int64_t> SlurmTimeText::wallClock(std::string_view text)
{
    // Fixed layout: 0123-56-89T12:45:78
    constexpr std::size_t kLength = 19;
    constexpr std::size_t kDateLength = 10;
    if (text.size() != kLength || text[4] != '-' || text[7] != '-' || text[kDateLength] != 'T')
        return std::nullopt;
    const auto year = digits(text.substr(0, 4));
    const auto month = digits(text.substr(5, 2));
    const auto day = digits(text.substr(8, 2));
    std::size_t count = 0;
    const auto clock = clockParts(text.substr(kDateLength + 1), count);
    if (!year || !month || !day || !clock || count != kMaxClockParts)
        return std::nullopt;
    const auto [hour, minute, second] = *clock;
    if (hour >= kHoursPerDay || minute >= kSecondsPerMinute || second >= kSecondsPerMinute)
        return std::nullopt;
    if (*month > kMonthsPerYear)
        return std::nullopt;
    const std::chrono::year_month_day date{std::chrono::year(static_cast<int>(*year)),
                                           std::chrono::month(static_cast<unsigned>(*month)),
                                           std::chrono::day(static_cast<unsigned>(*day))};
    if (!date.ok())
        return std::nullopt;
    const std::int64_t dayNumber = std::chrono::sys_days(date).time_since_epoch().count();
    return dayNumber * kSecondsPerDay + hour * kSecondsPerHour + minute * kSecondsPerMinute + second;
}

bool SlurmTimeText::isUnset(std::string_view text)
{
    return isOneOf(text, {"", "Unknown", "None"});
}

bool SlurmTimeText::isNoLimit(std::string_view text)
{
    return isOneOf(text, {"", "UNLIMITED", "Partition_Limit", "INVALID"});
}

}  // namespace schedlab
