#include "SampleSummary.h"

#include <algorithm>

namespace schedlab {

void SampleSummary::clear()
{
    m_times.clear();
    m_values.clear();
    m_integral = {};
    m_largest = {};
}

void SampleSummary::add(double time, const Values& values)
{
    if (!m_times.empty()) {
        const double held = std::max(0.0, time - m_times.back());
        for (std::size_t s = 0; s < kSeries; ++s)
            m_integral[s] += m_values.back()[s] * held;
    }
    for (std::size_t s = 0; s < kSeries; ++s)
        m_largest[s] = m_times.empty() ? values[s] : std::max(m_largest[s], values[s]);
    m_times.push_back(time);
    m_values.push_back(values);
}

double SampleSummary::last(std::size_t series) const
{
    return m_values.empty() ? 0.0 : m_values.back()[series];
}

double SampleSummary::at(std::size_t series, double time) const
{
    const auto after = std::upper_bound(m_times.begin(), m_times.end(), time);
    if (after == m_times.begin())
        return 0.0;
    return m_values[std::size_t(after - m_times.begin()) - 1][series];
}

double SampleSummary::mean(std::size_t series) const
{
    if (m_times.empty())
        return 0.0;
    const double span = m_times.back() - m_times.front();
    return span > 0 ? m_integral[series] / span : m_values.back()[series];
}

double SampleSummary::largest(std::size_t series) const
{
    return m_largest[series];
}

}  // namespace schedlab
