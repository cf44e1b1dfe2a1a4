#include "workload/TraceCalendar.h"

#include "model/Units.h"
#include "util/IntegerMath.h"

#include <chrono>
#include <map>

namespace schedlab {

namespace {

using units::kSecondsPerDay;
const std::string kUtcName = "UTC";

struct ZoneChoice {
    TimeZone zone;
    std::string description;
    bool fallback;
};

ZoneChoice chooseZone(const SwfHeader& header, std::string_view zoneInfoDir)
{
    if (!header.unixStartTime)
        return {TimeZone::fixed(0, kUtcName), "no UnixStartTime in the header: months counted from time 0 as UTC",
                true};
    std::string missing;
    if (header.timeZoneString) {
        if (auto zone = TimeZone::load(*header.timeZoneString, zoneInfoDir))
            return {std::move(*zone), "time zone " + *header.timeZoneString, false};
        missing = "time zone '" + *header.timeZoneString + "' not found in " + std::string(zoneInfoDir);
    } else {
        missing = "no TimeZoneString in the header";
    }
    if (header.timeZoneOffset) {
        const auto offset = *header.timeZoneOffset;
        return {TimeZone::fixed(offset, "UTC offset " + std::to_string(offset)),
                missing + "; using the header's TimeZone offset " + std::to_string(offset) + " s", true};
    }
    return {TimeZone::fixed(0, kUtcName), missing + "; using UTC", true};
}

}  // namespace

TraceCalendar::TraceCalendar(const SwfHeader& header, std::string_view zoneInfoDir)
    : m_zone(TimeZone::fixed(0, kUtcName))
{
    ZoneChoice choice = chooseZone(header, zoneInfoDir);
    m_origin = header.unixStartTime.value_or(0);
    m_zone = std::move(choice.zone);
    m_description = std::move(choice.description);
    m_fallback = choice.fallback;
}

CalendarMonth TraceCalendar::monthOf(Time traceTime) const
{
    using namespace std::chrono;
    const std::int64_t local = m_zone.toLocal(toUtc(traceTime));
    const year_month_day date{sys_days{days{floorDiv(local, kSecondsPerDay)}}};
    return {static_cast<int>(date.year()), static_cast<unsigned>(date.month())};
}

std::vector<MonthJobs> calendarMonthJobs(const Workload& workload, std::string_view zoneInfoDir)
{
    const TraceCalendar calendar(workload.header, zoneInfoDir);
    std::map<CalendarMonth, std::int64_t> months;
    for (const Job& job : workload.jobs)
        ++months[calendar.monthOf(job.submit)];
    std::vector<MonthJobs> counted;
    counted.reserve(months.size());
    for (const auto& [month, jobs] : months)
        counted.push_back(MonthJobs{month.toString(), jobs});
    return counted;
}

std::vector<std::string> calendarMonths(const Workload& workload, std::string_view zoneInfoDir)
{
    std::vector<std::string> names;
    for (MonthJobs& month : calendarMonthJobs(workload, zoneInfoDir))
        names.push_back(std::move(month.month));
    return names;
}

}  // namespace schedlab
