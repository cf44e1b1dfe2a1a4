#include "policies/RecomputedOrder.h"

#include "engine/SimulationError.h"

#include <algorithm>

namespace schedlab {

ParameterSpec RecomputedOrder::thresholdSpec()
{
    ParameterSpec s;
    s.name = kThresholdParameter;
    s.label = "Recompute threshold";
    s.type = ParameterSpec::Type::Real;
    s.minimum = 0;  // open: must be greater than 0
    s.maximum = 1;
    s.defaultValue = kDefaultThreshold;
    s.help = "The order is recomputed for all waiting jobs when the share of waiting jobs that "
             "the last computation ordered drops below this value (thesis: 2/3). Newer jobs wait "
             "behind the ordered ones in submission order. 1 recomputes on every submission.";
    return s;
}

double RecomputedOrder::thresholdFrom(const std::string& policy, const Parameters& parameters)
{
    // ParameterSpec ranges are closed; Parameters has checked [0, 1], and 0
    // itself (never recompute after the first order) is rejected here.
    const double value = parameters.real(kThresholdParameter);
    if (value <= 0) {
        throw ConfigurationError("policy '" + policy + "': parameter '" + kThresholdParameter +
                                 "' must be a number greater than 0 and at most 1, got '" +
                                 parameters.text(kThresholdParameter) + "'");
    }
    return value;
}

RecomputedOrder::RecomputedOrder(double threshold)
    : m_threshold(threshold)
{
}

bool RecomputedOrder::isOrdered(JobIndex job) const
{
    return job < m_ordered.size() && m_ordered[job] != 0;
}

std::size_t RecomputedOrder::orderedPrefix(const WaitingList& waiting) const
{
    const auto end = std::partition_point(waiting.begin(), waiting.end(),
                                          [this](JobIndex job) { return isOrdered(job); });
    return static_cast<std::size_t>(end - waiting.begin());
}

bool RecomputedOrder::update(WaitingList& waiting, std::span<const JobIndex> submitted,
                             const SchedulingContext& context)
{
    waiting.insert(waiting.end(), submitted.begin(), submitted.end());
    if (waiting.empty())
        return true;
    const double ordered = static_cast<double>(orderedPrefix(waiting));
    const double all = static_cast<double>(waiting.size());
    if (ordered / all >= m_threshold - kThresholdTolerance)
        return true;

    m_scratch.assign(waiting.begin(), waiting.end());
    reorder(m_scratch, context);
    std::copy(m_scratch.begin(), m_scratch.end(), waiting.begin());
    const JobIndex highest = *std::max_element(m_scratch.begin(), m_scratch.end());
    if (m_ordered.size() <= highest)
        m_ordered.resize(std::size_t(highest) + 1, 0);
    for (const JobIndex job : m_scratch)
        m_ordered[job] = 1;
    ++m_recomputations;
    return false;
}

}  // namespace schedlab
