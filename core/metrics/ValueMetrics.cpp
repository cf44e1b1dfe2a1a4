#include "metrics/ValueMetrics.h"

#include "engine/JobOutcome.h"
#include "generators/SampleStatistics.h"
#include "workload/Job.h"

#include <algorithm>

namespace schedlab {

double ValueMetrics::creditOf(const Job& job)
{
    double credit = job.value;
    for (const JobOption& option : job.options)
        credit = std::max(credit, option.value);
    return credit;
}

void ValueMetrics::add(const Job& job, const JobOutcome& outcome, double tick)
{
    const double credit = creditOf(job);
    if (credit < 0)
        return;
    m_available += credit;
    if (!outcome.completed() || !outcome.started())
        return;
    m_earned += credit;
    m_values.push_back(credit);
    m_delays.push_back(double(outcome.start - job.submit) / tick);
}

double ValueMetrics::valueDelayCorrelation() const
{
    return SampleStatistics::pearson(m_values, m_delays);
}

double ValueMetrics::profitShare() const
{
    return m_available > 0 ? m_earned / m_available : 0;
}

}  // namespace schedlab
