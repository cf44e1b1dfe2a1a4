#include "run/TraceSummary.h"

#include "workload/TraceCalendar.h"
#include "workload/Workload.h"

#include <algorithm>

namespace schedlab {

TraceSummary TraceSummary::of(const Workload& workload)
{
    TraceSummary summary;
    summary.months = calendarMonths(workload);
    if (!workload.jobs.empty()) {
        summary.firstSubmit = workload.jobs.front().submit;
        summary.lastSubmit = workload.jobs.back().submit;
    }
    for (const Job& job : workload.jobs) {
        summary.work += job.weight();
        summary.widestJob = std::max(summary.widestJob, int(job.nodes));
    }
    const auto machineSize = workload.header.machineSize();
    if (machineSize && summary.span() > 0)
        summary.offeredLoad = summary.work / (double(*machineSize) * double(summary.span()));
    return summary;
}

}  // namespace schedlab
