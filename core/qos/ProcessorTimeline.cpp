#include "qos/ProcessorTimeline.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

Time ProcessorTimeline::lengthAt(double work, double speed)
{
    return std::max<Time>(1, Time(std::ceil(work / speed)));
}

void ProcessorTimeline::run(JobIndex job, Time end)
{
    m_running = job;
    m_runningEnd = end;
}

void ProcessorTimeline::finish()
{
    m_running = kNoJob;
}

Time ProcessorTimeline::runningEnd(Time now) const
{
    if (!busy())
        return now;
    return std::max(m_runningEnd, now + 1);
}

std::vector<Time> ProcessorTimeline::starts(Time now) const
{
    std::vector<Time> out;
    out.reserve(m_slots.size());
    Time free = runningEnd(now);
    for (const Slot& slot : m_slots) {
        out.push_back(std::max(slot.ready, free));
        free = out.back() + slot.length;
    }
    return out;
}

Time ProcessorTimeline::release(Time now) const
{
    const std::vector<Time> planned = starts(now);
    return planned.empty() ? runningEnd(now) : planned.back() + m_slots.back().length;
}

ProcessorTimeline::Fit ProcessorTimeline::fit(Time now, Time ready, Time length, bool gapFilling) const
{
    const std::vector<Time> planned = starts(now);
    if (gapFilling) {
        // The gaps lie in time order, so the first one the task fits in
        // also completes it earliest.
        Time free = runningEnd(now);
        for (std::size_t k = 0; k < m_slots.size(); ++k) {
            const Time start = std::max(free, ready);
            if (start + length <= planned[k])
                return {start, k};
            free = planned[k] + m_slots[k].length;
        }
    }
    return {std::max(release(now), ready), m_slots.size()};
}

void ProcessorTimeline::insert(const Fit& fit, JobIndex job, Time ready, Time length)
{
    m_slots.insert(m_slots.begin() + std::ptrdiff_t(fit.position), Slot{job, ready, length});
}

bool ProcessorTimeline::remove(JobIndex job)
{
    return std::erase_if(m_slots, [job](const Slot& slot) { return slot.job == job; }) > 0;
}

void ProcessorTimeline::pop()
{
    m_slots.erase(m_slots.begin());
}

}  // namespace schedlab
