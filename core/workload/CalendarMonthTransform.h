#pragma once

#include "util/TimeZone.h"
#include "workload/CalendarMonth.h"
#include "workload/TransformSpec.h"
#include "workload/WorkloadTransform.h"

#include <string>
#include <string_view>

namespace schedlab {

// month:YYYY-MM — keeps the jobs submitted in one calendar month of the
// trace's own time zone (see TraceCalendar), for the thesis's monthly runs.
class CalendarMonthTransform : public WorkloadTransform {
public:
    explicit CalendarMonthTransform(CalendarMonth month, std::string zoneInfoDir = std::string(TimeZone::kDefaultZoneInfoDir));
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> fromSpec(const TransformSpec& spec);

    [[nodiscard]] std::string spec() const override;
    std::string apply(Workload& workload) const override;

private:
    CalendarMonth m_month;
    std::string m_zoneInfoDir;
};

}  // namespace schedlab
