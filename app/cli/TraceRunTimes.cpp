#include "TraceRunTimes.h"

#include "workload/Workload.h"

namespace schedlab {

TraceRunTimes::TraceRunTimes(const Workload& loaded)
{
    m_byLine.reserve(loaded.jobs.size());
    for (const Job& job : loaded.jobs)
        m_byLine.emplace(job.sourceLine, job.runTime);
}

bool TraceRunTimes::cutShort(const Job& job) const
{
    const auto it = m_byLine.find(job.sourceLine);
    return it != m_byLine.end() && job.runTime < it->second;
}

}  // namespace schedlab
