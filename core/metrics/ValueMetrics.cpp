#include "metrics/ValueMetrics.h"

#include "engine/JobOutcome.h"
#include "workload/Job.h"

// Before Boost's header: its correlation_coefficient calls an unqualified
// sqrt on doubles, found only if declared before the template (Boost 1.74).
#include <cmath>

#include <boost/math/statistics/bivariate_statistics.hpp>

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

double ValueMetrics::pearson(const std::vector<double>& x, const std::vector<double>& y)
{
    if (x.size() < 2 || x.size() != y.size())
        return 0;
    const double r = boost::math::statistics::correlation_coefficient(x, y);
    return std::isfinite(r) ? r : 0;  // no spread in either: no correlation to speak of
}

double ValueMetrics::valueDelayCorrelation() const
{
    return pearson(m_values, m_delays);
}

double ValueMetrics::profitShare() const
{
    return m_available > 0 ? m_earned / m_available : 0;
}

}  // namespace schedlab
