#include "workload/CalendarMonth.h"

#include <algorithm>
#include <cstdio>

namespace schedlab {

namespace {
constexpr std::size_t kYearDigits = 4;
constexpr std::size_t kMonthDigits = 2;
constexpr std::size_t kTextLength = kYearDigits + 1 + kMonthDigits;
constexpr unsigned kMonthsPerYear = 12;

bool allDigits(std::string_view text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

int digitsValue(std::string_view text)
{
    int value = 0;
    for (const char c : text)
        value = value * 10 + (c - '0');
    return value;
}
}  // namespace

std::optional<CalendarMonth> CalendarMonth::parse(std::string_view text)
{
    if (text.size() != kTextLength || text[kYearDigits] != '-')
        return std::nullopt;
    const auto yearText = text.substr(0, kYearDigits);
    const auto monthText = text.substr(kYearDigits + 1);
    if (!allDigits(yearText) || !allDigits(monthText))
        return std::nullopt;
    const auto month = static_cast<unsigned>(digitsValue(monthText));
    if (month < 1 || month > kMonthsPerYear)
        return std::nullopt;
    return CalendarMonth{digitsValue(yearText), month};
}

std::string CalendarMonth::toString() const
{
    constexpr std::size_t kBufferSize = 16;
    char buffer[kBufferSize];
    std::snprintf(buffer, sizeof buffer, "%04d-%02u", year, month);
    return buffer;
}

}  // namespace schedlab
