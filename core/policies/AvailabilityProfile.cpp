#include "policies/AvailabilityProfile.h"

#include "policies/EstimatedEnd.h"

#include <algorithm>

namespace schedlab {

namespace {
// Enough for the distinct estimates one node count meets in a plan; more
// would only cost time to keep sorted.
constexpr std::size_t kKnownStartsPerNodeCount = 64;
}  // namespace

void AvailabilityProfile::reset(Time now, int freeNow, std::span<const RunningJob> running)
{
    m_steps.clear();
    ++m_generation;
    m_dropped = 0;
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
    m_dropped += first;
    if (!m_steps.empty())
        m_steps.front().time = std::max(m_steps.front().time, now);
}

std::size_t AvailabilityProfile::knownSearchStart(int nodes, Time duration)
{
    if (nodes < 0)
        return 0;
    if (m_known.size() <= std::size_t(nodes))
        m_known.resize(std::size_t(nodes) + 1);
    KnownStarts& known = m_known[std::size_t(nodes)];
    if (known.generation != m_generation) {
        known.generation = m_generation;
        known.byDuration.clear();
        return 0;
    }
    auto it = std::upper_bound(known.byDuration.begin(), known.byDuration.end(), duration,
                               [](Time d, const KnownStart& k) { return d < k.duration; });
    if (it == known.byDuration.begin())
        return 0;
    const std::size_t step = std::prev(it)->step;
    return step > m_dropped ? step - m_dropped : 0;
}

void AvailabilityProfile::rememberSlot(int nodes, Time duration, Time start, std::size_t step)
{
    const std::size_t counted = step + m_dropped;
    if (nodes < 0)
        return;
    std::vector<KnownStart>& list = m_known[std::size_t(nodes)].byDuration;
    auto it = std::lower_bound(list.begin(), list.end(), duration,
                               [](const KnownStart& k, Time d) { return k.duration < d; });
    if (it == list.end() || it->duration != duration) {
        if (list.size() >= kKnownStartsPerNodeCount)
            return;  // a missing entry only makes a later search start earlier
        it = list.insert(it, KnownStart{duration, start, counted});
    }
    // Longer windows cannot start earlier than this one.
    for (; it != list.end() && it->start < start; ++it) {
        it->start = start;
        it->step = counted;
    }
}

AvailabilityProfile::Slot AvailabilityProfile::earliestSlot(int nodes, Time duration)
{
    const std::size_t n = m_steps.size();
    std::size_t i = knownSearchStart(nodes, duration);
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
        if (j == n || m_steps[j].time >= end) {
            rememberSlot(nodes, duration, start, i);
            return Slot{start, i};
        }
        // Step j is too narrow: no start before its end can work.
        i = j + 1;
    }
    // Unreachable for jobs no wider than the machine: the last step has every
    // node free. Kept total so a caller never loops.
    return m_steps.empty() ? Slot{} : Slot{m_steps.back().time, n - 1};
}

bool AvailabilityProfile::fitsAtStart(int nodes, Time duration) const
{
    if (m_steps.empty() || m_steps.front().free < nodes)
        return false;
    const Time end = m_steps.front().time + duration;
    for (std::size_t k = 1; k < m_steps.size() && m_steps[k].time < end; ++k) {
        if (m_steps[k].free < nodes)
            return false;
    }
    return true;
}

void AvailabilityProfile::reserve(Slot slot, Time duration, int nodes)
{
    // One walk over the steps the window covers, which lose the nodes; the
    // step after them must begin where the window ends, so one that begins
    // later is split (the new step keeps the free nodes it had before).
    const Time end = slot.start + duration;
    std::size_t k = slot.step;
    while (k < m_steps.size() && m_steps[k].time < end) {
        m_steps[k].free -= nodes;
        ++k;
    }
    if (k == m_steps.size() || m_steps[k].time != end)
        m_steps.insert(m_steps.begin() + std::ptrdiff_t(k), Step{end, m_steps[k - 1].free + nodes});
}

}  // namespace schedlab
