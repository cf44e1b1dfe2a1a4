#pragma once

#include "util/PosixTimeZoneRule.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// A time zone read from the system TZif database (RFC 8536, versions 1-4),
// or a fixed offset. Thread-safe by construction: it is an immutable value;
// nothing here touches TZ, setenv or localtime, which are process-global.
//
// Why not Howard Hinnant's date/tz (Debian's libhowardhinnant-date-dev
// 3.0.1): Debian builds it to read the system database (USE_OS_TZDB), and
// that reader ignores the POSIX rule at the end of a TZif file (date issues
// 614 and 794), so with "slim" files, the zic default since tzdata 2020b,
// every instant after the last listed transition gets the wrong offset.
// Its POSIX rule parser (date/ptz.h) does not compile as C++20 (hh_mm_ss is
// ambiguous with std::chrono's). C++20's own std::chrono::tzdb needs GCC 14.
// Qt's QTimeZone would put Qt in the core. So the reader and the rule
// (PosixTimeZoneRule) stay here, tested against instants computed
// independently (tests/workload/TestTimeZone.cpp).
class TimeZone {
public:
    static constexpr std::string_view kDefaultZoneInfoDir = "/usr/share/zoneinfo";

    // nullopt if the name is not a zone in `zoneInfoDir` (or is not a safe
    // relative name, or the file is not valid TZif).
    [[nodiscard]] static std::optional<TimeZone> load(const std::string& name,
                                                      std::string_view zoneInfoDir = kDefaultZoneInfoDir);
    // Parses the bytes of a TZif file. Throws std::invalid_argument.
    [[nodiscard]] static TimeZone fromTzif(std::string_view data, std::string name);
    [[nodiscard]] static TimeZone fixed(std::int64_t offsetSeconds, std::string name);

    // Offset from UTC in seconds (east positive) in effect at that instant.
    [[nodiscard]] std::int64_t offsetAt(std::int64_t utcSeconds) const;
    [[nodiscard]] std::int64_t toLocal(std::int64_t utcSeconds) const { return utcSeconds + offsetAt(utcSeconds); }
    // The UTC instant of a wall-clock time (seconds since 1970-01-01 00:00
    // on the local calendar), for logs that print local times without a
    // zone. A time repeated when clocks go back is the later of its two
    // instants; a time skipped when they go forward is read in the offset
    // before the jump. Deterministic, which is all such a log allows.
    [[nodiscard]] std::int64_t fromLocal(std::int64_t localSeconds) const;
    [[nodiscard]] const std::string& name() const { return m_name; }

private:
    TimeZone() = default;

    std::string m_name;
    std::vector<std::int64_t> m_transitions;   // UTC seconds, ascending
    std::vector<std::int64_t> m_offsets;       // offset from each transition on
    std::int64_t m_initialOffset = 0;          // before the first transition
    std::optional<PosixTimeZoneRule> m_footer; // after the last transition
};

}  // namespace schedlab
