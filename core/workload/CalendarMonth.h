#pragma once

#include <compare>
#include <optional>
#include <string>
#include <string_view>

namespace schedlab {

// A calendar month, "YYYY-MM" in text.
struct CalendarMonth {
    int year = 1970;
    unsigned month = 1;  // 1..12

    // Strict "YYYY-MM" (four digits, dash, two digits, month 01..12).
    [[nodiscard]] static std::optional<CalendarMonth> parse(std::string_view text);
    [[nodiscard]] std::string toString() const;

    auto operator<=>(const CalendarMonth&) const = default;
};

}  // namespace schedlab
