#include "policies/AvailabilityProfile.h"

#include "policies/EstimatedEnd.h"

#include <algorithm>

namespace schedlab {

void AvailabilityProfile::reset(Time now, int freeNow, std::span<const RunningJob> running)
{
    m_steps.clear();
    m_steps.push_back(Step{now, freeNow});
    for (const RunningJob& job : running) {
        const Time end = EstimatedEnd::of(job, now);
        if (end == m_steps.back().time)
            m_steps.back().free += job.nodes;
        else
            m_steps.push_back(Step{end, m_steps.back().free + job.nodes});
    }
}

void AvailabilityProfile::advanceTo(Time now)
{
    std::size_t first = 0;
    while (first + 1 < m_steps.size() && m_steps[first + 1].time <= now)
        ++first;
    m_steps.erase(m_steps.begin(), m_steps.begin() + std::ptrdiff_t(first));
    if (!m_steps.empty())
        m_steps.front().time = std::max(m_steps.front().time, now);
}

AvailabilityProfile::Slot AvailabilityProfile::earliestSlot(int nodes, Time duration) const
{
    const std::size_t n = m_steps.size();
    std::size_t i = 0;
    while (i < n) {
        if (m_steps[i].free < nodes) {
            ++i;
            continue;
        }
        const Time start = m_steps[i].time;
        const Time end = start + duration;
        std::size_t j = i + 1;
        while (j < n && m_steps[j].time < end && m_steps[j].free >= nodes)
            ++j;
        if (j == n || m_steps[j].time >= end)
            return Slot{start, i};
        // Step j is too narrow: no start before its end can work.
        i = j + 1;
    }
    // Unreachable for jobs no wider than the machine: the last step has every
    // node free. Kept total so a caller never loops.
    return m_steps.empty() ? Slot{} : Slot{m_steps.back().time, n - 1};
}

std::size_t AvailabilityProfile::splitAt(Time time, std::size_t from)
{
    auto it = std::lower_bound(m_steps.begin() + std::ptrdiff_t(from), m_steps.end(), time,
                               [](const Step& s, Time t) { return s.time < t; });
    if (it != m_steps.end() && it->time == time)
        return std::size_t(it - m_steps.begin());
    // `it` is the first step after `time`; the new step copies the one before.
    const int free = std::prev(it)->free;
    it = m_steps.insert(it, Step{time, free});
    return std::size_t(it - m_steps.begin());
}

void AvailabilityProfile::reserve(Slot slot, Time duration, int nodes)
{
    const std::size_t last = splitAt(slot.start + duration, slot.step);  // exclusive
    for (std::size_t k = slot.step; k < last; ++k)
        m_steps[k].free -= nodes;
}


}  // namespace schedlab
