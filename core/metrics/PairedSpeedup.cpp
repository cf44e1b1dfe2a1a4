#include "metrics/PairedSpeedup.h"

#include "engine/SimulationResult.h"
#include "metrics/ValueMetrics.h"
#include "generators/SampleStatistics.h"
#include "workload/Workload.h"

#include <algorithm>
#include <stdexcept>

namespace schedlab {

namespace {

// A response of 0 (a task of no length that started at once) counts as one
// tick, which keeps every speedup finite.
constexpr double kShortestResponse = 1;

}  // namespace

PairedSpeedup::PairedSpeedup(const Workload& workload, const SimulationResult& reference,
                             const SimulationResult& run)
{
    if (reference.jobs.size() != workload.jobs.size() || run.jobs.size() != workload.jobs.size())
        throw std::invalid_argument("PairedSpeedup: both results must be of the same workload, job for job");
    for (std::size_t i = 0; i < workload.jobs.size(); ++i) {
        const Job& job = workload.jobs[i];
        const JobOutcome& f = reference.jobs[i];
        const JobOutcome& r = run.jobs[i];
        if (!job.evaluated || !f.completed() || !r.completed())
            continue;
        const double speedup = std::max(kShortestResponse, double(f.end - job.submit)) /
                               std::max(kShortestResponse, double(r.end - job.submit));
        m_speedups.push_back(speedup);
        const double credit = ValueMetrics::creditOf(job);
        if (credit >= 0) {
            m_values.push_back(credit);
            m_pricedSpeedups.push_back(speedup);
        }
    }
}

double PairedSpeedup::meanSpeedup() const
{
    double sum = 0;
    for (const double s : m_speedups)
        sum += s;
    return m_speedups.empty() ? 0 : sum / double(m_speedups.size());
}

double PairedSpeedup::valueSpeedupCorrelation() const
{
    return SampleStatistics::pearson(m_values, m_pricedSpeedups);
}

}  // namespace schedlab
