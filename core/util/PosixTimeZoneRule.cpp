#include "util/PosixTimeZoneRule.h"

#include "model/Units.h"
#include "util/IntegerMath.h"

#include <chrono>
#include <charconv>

namespace schedlab {

namespace {

using units::kSecondsPerMinute;
using units::kSecondsPerHour;
using units::kSecondsPerDay;
// POSIX: a transition without "/time" happens at 02:00 local time.
constexpr std::int64_t kDefaultTransitionTime = 2 * kSecondsPerHour;
// RFC 8536 §3.3.1 extends POSIX transition times to -167..167 hours.
constexpr std::int64_t kMaxTransitionHours = 167;
// POSIX offsets are at most 24 hours.
constexpr std::int64_t kMaxOffsetHours = 24;
constexpr std::size_t kMinZoneNameLength = 3;
constexpr int kLastWeek = 5;
constexpr int kDaysPerWeek = 7;
constexpr int kMaxJulianDay = 365;
constexpr int kLastMonth = 12;
constexpr int kLastWeekday = 6;
constexpr int kFirstDayOfLeapShift = 60;  // Jn counts Mar 1 as day 60 in every year

// A small cursor over the rule text; every reader returns false on error.
class Cursor {
public:
    explicit Cursor(std::string_view text) : m_text(text) {}
    [[nodiscard]] bool atEnd() const { return m_pos >= m_text.size(); }
    [[nodiscard]] char peek() const { return atEnd() ? '\0' : m_text[m_pos]; }
    bool accept(char c)
    {
        if (peek() != c)
            return false;
        ++m_pos;
        return true;
    }

    bool readName()
    {
        if (accept('<')) {
            const auto close = m_text.find('>', m_pos);
            if (close == std::string_view::npos || close - m_pos < kMinZoneNameLength)
                return false;
            m_pos = close + 1;
            return true;
        }
        const std::size_t begin = m_pos;
        while (!atEnd() && ((peek() >= 'A' && peek() <= 'Z') || (peek() >= 'a' && peek() <= 'z')))
            ++m_pos;
        return m_pos - begin >= kMinZoneNameLength;
    }

    bool readNumber(int& value)
    {
        const char* begin = m_text.data() + m_pos;
        const auto [end, ec] = std::from_chars(begin, m_text.data() + m_text.size(), value);
        if (ec != std::errc{})
            return false;
        m_pos += static_cast<std::size_t>(end - begin);
        return true;
    }

    // [+|-]hh[:mm[:ss]] as signed seconds.
    bool readHms(std::int64_t maxHours, std::int64_t& seconds)
    {
        const bool negative = accept('-');
        if (!negative)
            accept('+');
        int hours = 0;
        int minutes = 0;
        int secs = 0;
        if (!readNumber(hours) || hours < 0 || hours > maxHours)
            return false;
        if (accept(':') && !readNumber(minutes))
            return false;
        if (accept(':') && !readNumber(secs))
            return false;
        if (minutes < 0 || minutes >= kSecondsPerMinute || secs < 0 || secs >= kSecondsPerMinute)
            return false;
        seconds = hours * kSecondsPerHour + minutes * kSecondsPerMinute + secs;
        if (negative)
            seconds = -seconds;
        return true;
    }

private:
    std::string_view m_text;
    std::size_t m_pos = 0;
};

bool isOffsetStart(char c) { return c == '+' || c == '-' || (c >= '0' && c <= '9'); }

}  // namespace

std::optional<PosixTimeZoneRule> PosixTimeZoneRule::parse(std::string_view text)
{
    Cursor in(text);
    PosixTimeZoneRule rule;
    std::int64_t westOffset = 0;
    if (!in.readName() || !in.readHms(kMaxOffsetHours, westOffset))
        return std::nullopt;
    rule.m_stdOffset = -westOffset;  // POSIX counts west of Greenwich as positive
    if (in.atEnd())
        return rule;

    if (!in.readName())
        return std::nullopt;
    rule.m_hasDst = true;
    rule.m_dstOffset = rule.m_stdOffset + kSecondsPerHour;
    if (isOffsetStart(in.peek())) {
        if (!in.readHms(kMaxOffsetHours, westOffset))
            return std::nullopt;
        rule.m_dstOffset = -westOffset;
    }

    auto readTransition = [&in](Transition& t) {
        if (!in.accept(','))
            return false;
        if (in.accept('M')) {
            t.kind = Transition::Kind::MonthWeekDay;
            if (!in.readNumber(t.month) || !in.accept('.') || !in.readNumber(t.week) || !in.accept('.')
                || !in.readNumber(t.day))
                return false;
            if (t.month < 1 || t.month > kLastMonth || t.week < 1 || t.week > kLastWeek || t.day < 0
                || t.day > kLastWeekday)
                return false;
        } else if (in.accept('J')) {
            t.kind = Transition::Kind::JulianNoLeap;
            if (!in.readNumber(t.day) || t.day < 1 || t.day > kMaxJulianDay)
                return false;
        } else {
            t.kind = Transition::Kind::ZeroBasedDay;
            if (!in.readNumber(t.day) || t.day < 0 || t.day > kMaxJulianDay)
                return false;
        }
        t.timeOfDay = kDefaultTransitionTime;
        return !in.accept('/') || in.readHms(kMaxTransitionHours, t.timeOfDay);
    };
    if (in.atEnd()) {
        // POSIX leaves the default rule to the implementation; the US rule
        // is what the tz database itself assumes.
        rule.m_start = {Transition::Kind::MonthWeekDay, 0, 2, 3, kDefaultTransitionTime};
        rule.m_end = {Transition::Kind::MonthWeekDay, 0, 1, 11, kDefaultTransitionTime};
        return rule;
    }
    if (!readTransition(rule.m_start) || !readTransition(rule.m_end) || !in.atEnd())
        return std::nullopt;
    return rule;
}

std::int64_t PosixTimeZoneRule::dayOfYearTransition(const Transition& rule, int year)
{
    using namespace std::chrono;
    const std::chrono::year y{year};
    const sys_days jan1{y / January / 1};
    sys_days day = jan1;
    switch (rule.kind) {
    case Transition::Kind::JulianNoLeap:
        day = jan1 + days{rule.day - 1 + ((y.is_leap() && rule.day >= kFirstDayOfLeapShift) ? 1 : 0)};
        break;
    case Transition::Kind::ZeroBasedDay:
        day = jan1 + days{rule.day};
        break;
    case Transition::Kind::MonthWeekDay: {
        const auto m = month{static_cast<unsigned>(rule.month)};
        const sys_days first{y / m / 1};
        const int firstWeekday = static_cast<int>(weekday{first}.c_encoding());
        int dayOfMonth = 1 + (rule.day - firstWeekday + kDaysPerWeek) % kDaysPerWeek
            + (rule.week - 1) * kDaysPerWeek;
        const int lastDay = static_cast<int>(static_cast<unsigned>(year_month_day_last{y / m / last}.day()));
        while (dayOfMonth > lastDay)
            dayOfMonth -= kDaysPerWeek;
        day = first + days{dayOfMonth - 1};
        break;
    }
    }
    return std::int64_t{day.time_since_epoch().count()} * kSecondsPerDay;
}

std::int64_t PosixTimeZoneRule::offsetAt(std::int64_t utcSeconds) const
{
    if (!m_hasDst)
        return m_stdOffset;
    using namespace std::chrono;
    const std::int64_t localStd = utcSeconds + m_stdOffset;
    const days localDays{floorDiv(localStd, kSecondsPerDay)};
    const int year = static_cast<int>(year_month_day{sys_days{localDays}}.year());
    // Start is given in local standard time, end in local daylight time.
    const std::int64_t start = dayOfYearTransition(m_start, year) + m_start.timeOfDay - m_stdOffset;
    const std::int64_t end = dayOfYearTransition(m_end, year) + m_end.timeOfDay - m_dstOffset;
    const bool inDst = start < end ? (utcSeconds >= start && utcSeconds < end)
                                   : !(utcSeconds >= end && utcSeconds < start);
    return inDst ? m_dstOffset : m_stdOffset;
}

}  // namespace schedlab
