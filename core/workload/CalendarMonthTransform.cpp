#include "workload/CalendarMonthTransform.h"

#include "workload/TraceCalendar.h"

namespace schedlab {

CalendarMonthTransform::CalendarMonthTransform(CalendarMonth month, std::string zoneInfoDir)
    : m_month(month), m_zoneInfoDir(std::move(zoneInfoDir))
{
}

std::unique_ptr<WorkloadTransform> CalendarMonthTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(1, "month:YYYY-MM");
    const auto month = CalendarMonth::parse(spec.argument(0));
    if (!month)
        spec.fail("month '" + spec.argument(0) + "' is not YYYY-MM with a month 01..12");
    return std::make_unique<CalendarMonthTransform>(*month);
}

std::string CalendarMonthTransform::spec() const
{
    return "month:" + m_month.toString();
}

std::string CalendarMonthTransform::apply(Workload& workload) const
{
    const TraceCalendar calendar(workload.header, m_zoneInfoDir);
    const auto before = workload.jobs.size();
    removeJobsIf(workload, [this, &calendar](const Job& job) { return calendar.monthOf(job.submit) != m_month; });
    workload.transforms.push_back(spec());
    return "kept " + std::to_string(workload.jobs.size()) + " of " + std::to_string(before) + " jobs submitted in "
        + m_month.toString() + " (" + calendar.description() + ")";
}

}  // namespace schedlab
