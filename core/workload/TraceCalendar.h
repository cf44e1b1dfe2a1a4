#pragma once

#include "model/Types.h"
#include "util/TimeZone.h"
#include "workload/CalendarMonth.h"
#include "workload/Workload.h"

#include <string>
#include <string_view>
#include <vector>

namespace schedlab {

// Maps trace-clock times (seconds since the header's UnixStartTime) to the
// trace's own local calendar, for monthly splits.
//
// The zone comes from TimeZoneString via the TZif database. If that zone is
// unknown, the legacy TimeZone offset (which SWF defines as "add to the UTC
// time") is used, else UTC. Without UnixStartTime the clock has no origin;
// months are then counted from time 0 as UTC. description() says which case
// applied, so a run can report it.
class TraceCalendar {
public:
    explicit TraceCalendar(const SwfHeader& header,
                           std::string_view zoneInfoDir = TimeZone::kDefaultZoneInfoDir);

    [[nodiscard]] CalendarMonth monthOf(Time traceTime) const;
    [[nodiscard]] std::int64_t toUtc(Time traceTime) const { return m_origin + traceTime; }
    [[nodiscard]] const std::string& description() const { return m_description; }
    // True when the header's TimeZoneString could not be used.
    [[nodiscard]] bool isFallback() const { return m_fallback; }

private:
    std::int64_t m_origin = 0;
    TimeZone m_zone;
    std::string m_description;
    bool m_fallback = false;
};

// The calendar months ("YYYY-MM", ascending) in which jobs of the workload
// were submitted, in the trace's time zone: the list a month sweep runs over.
[[nodiscard]] std::vector<std::string> calendarMonths(const Workload& workload,
                                                      std::string_view zoneInfoDir = TimeZone::kDefaultZoneInfoDir);

// The same months with the number of jobs submitted in each.
struct MonthJobs {
    std::string month;  // "YYYY-MM"
    std::int64_t jobs = 0;
};
[[nodiscard]] std::vector<MonthJobs> calendarMonthJobs(const Workload& workload,
                                                       std::string_view zoneInfoDir = TimeZone::kDefaultZoneInfoDir);

}  // namespace schedlab
