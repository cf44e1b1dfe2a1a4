#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace schedlab {

// A POSIX TZ rule such as "EST5EDT,M3.2.0,M11.1.0" or "CET-1CEST,M3.5.0,M10.5.0/3".
// TZif v2+ files end with one; it gives the offset for times after the last
// transition stored in the file (slim zoneinfo files stop their tables early
// and rely on it). Pure value type; no global state.
class PosixTimeZoneRule {
public:
    // Returns nullopt if the text is not a valid rule.
    [[nodiscard]] static std::optional<PosixTimeZoneRule> parse(std::string_view text);

    // Offset from UTC (seconds, east positive) in effect at `utcSeconds`.
    [[nodiscard]] std::int64_t offsetAt(std::int64_t utcSeconds) const;

    [[nodiscard]] std::int64_t standardOffset() const { return m_stdOffset; }
    [[nodiscard]] bool hasDaylightSaving() const { return m_hasDst; }

private:
    // When daylight saving starts or ends in a year (POSIX forms Jn, n, Mm.w.d)
    // and at which local wall-clock second of that day.
    struct Transition {
        enum class Kind { JulianNoLeap, ZeroBasedDay, MonthWeekDay };
        Kind kind = Kind::MonthWeekDay;
        int day = 0;        // Jn: 1..365; n: 0..365; Mm.w.d: weekday 0 (Sunday)..6
        int week = 0;       // Mm.w.d: 1..5, 5 = last
        int month = 0;      // Mm.w.d: 1..12
        std::int64_t timeOfDay = 0;
    };

    [[nodiscard]] static std::int64_t dayOfYearTransition(const Transition& rule, int year);

    std::int64_t m_stdOffset = 0;   // east positive (POSIX text is west positive)
    std::int64_t m_dstOffset = 0;
    bool m_hasDst = false;
    Transition m_start;
    Transition m_end;
};

}  // namespace schedlab
