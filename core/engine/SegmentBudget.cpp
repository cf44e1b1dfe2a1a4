#include "engine/SegmentBudget.h"

#include "engine/SimulationError.h"

namespace schedlab {

void SegmentBudget::add(std::int64_t jobId, std::size_t jobSegments, const std::string& policyLabel)
{
    ++m_count;
    if (jobSegments > m_busiestSegments) {
        m_busiestSegments = jobSegments;
        m_busiestJob = jobId;
    }
    if (m_count <= m_most)
        return;
    throw SimulationError(policyLabel + " split the jobs' runs into more than " + std::to_string(m_most) +
                          " parts (job " + std::to_string(m_busiestJob) + " alone into " +
                          std::to_string(m_busiestSegments) +
                          "): it keeps taking jobs off their nodes and putting them back, and the run stops "
                          "before it runs out of memory");
}

}  // namespace schedlab
