#include "policies/PreemptiveSmithSchedule.h"

#include "engine/SimulationError.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

std::vector<Time> PreemptiveSmithSchedule::completionTimes(std::span<const Job> jobs,
                                                          int machineNodes, double wideWait)
{
    return PreemptiveSmithSchedule(jobs, machineNodes, wideWait).run();
}

PreemptiveSmithSchedule::PreemptiveSmithSchedule(std::span<const Job> jobs, int machineNodes,
                                                 double wideWait)
    : m_jobs(jobs)
    , m_machineNodes(machineNodes)
    , m_wideWait(wideWait)
    , m_free(machineNodes)
    , m_smallFit(jobs.size())
    , m_completion(jobs.size(), kNoTime)
{
    for (std::size_t i = 0; i < jobs.size(); ++i) {
        if (isWide(i))
            m_wide.push_back(i);
        else
            m_smallFit.set(i, -jobs[i].nodes);  // "fits" is -nodes >= -free
    }
}

std::vector<Time> PreemptiveSmithSchedule::run()
{
    Time now = 0;
    while (true) {
        if (!m_wideAlone) {
            startWhatFits(now);
            if (widePending() && m_wideDeadline == now)
                preemptForWide(now);
        }
        if (m_done == m_jobs.size())
            break;
        now = nextEvent();
        processEventsAt(now);
    }
    return std::move(m_completion);
}

void PreemptiveSmithSchedule::begin(std::size_t i, Time now)
{
    m_running.emplace(now + m_jobs[i].duration, i);
    m_free -= m_jobs[i].nodes;
}

void PreemptiveSmithSchedule::startWhatFits(Time now)
{
    while (true) {
        const std::size_t small = m_smallFit.firstAtLeast(-m_free);
        if (widePending()) {
            const std::size_t wide = m_wide[m_nextWide];
            if (m_jobs[wide].nodes <= m_free && (small == FirstFitIndex::kNone || wide < small)) {
                begin(wide, now);
                m_wideStarted = true;
                continue;
            }
        }
        if (small == FirstFitIndex::kNone)
            break;
        m_smallFit.set(small, FirstFitIndex::kEmpty);
        begin(small, now);
    }
    if (widePending() && m_wideDeadline == kForever) {
        const std::size_t wide = m_wide[m_nextWide];
        const std::size_t firstWaiting = m_smallFit.firstAtLeast(-m_machineNodes);
        if (firstWaiting == FirstFitIndex::kNone || firstWaiting > wide) {
            // Its turn has come: from now on it waits at most wideWait x duration.
            const double wait = std::ceil(m_wideWait * static_cast<double>(m_jobs[wide].duration));
            m_wideDeadline = now + static_cast<Time>(wait);
        }
    }
}

void PreemptiveSmithSchedule::preemptForWide(Time now)
{
    m_suspended.clear();
    while (!m_running.empty()) {
        m_suspended.emplace_back(m_running.top().second, m_running.top().first - now);
        m_running.pop();
    }
    const std::size_t wide = m_wide[m_nextWide];
    m_wideStarted = true;
    m_wideAlone = true;
    m_wideAloneEnd = now + m_jobs[wide].duration;
    m_free = m_machineNodes - m_jobs[wide].nodes;
}

Time PreemptiveSmithSchedule::nextEvent() const
{
    Time next = kForever;
    if (!m_running.empty())
        next = std::min(next, m_running.top().first);
    if (m_wideAlone)
        next = std::min(next, m_wideAloneEnd);
    if (widePending())
        next = std::min(next, m_wideDeadline);
    if (next == kForever)
        throw SimulationError("PSRS: the preemptive schedule stalled (a bug)");
    return next;
}

void PreemptiveSmithSchedule::completeWide(std::size_t i, Time now)
{
    m_completion[i] = now;
    ++m_done;
    ++m_nextWide;
    m_wideStarted = false;
    m_wideDeadline = kForever;
}

void PreemptiveSmithSchedule::processEventsAt(Time now)
{
    if (m_wideAlone && m_wideAloneEnd == now) {
        m_wideAlone = false;
        completeWide(m_wide[m_nextWide], now);
        m_free = m_machineNodes;
        for (const auto& [position, remaining] : m_suspended) {
            m_running.emplace(now + remaining, position);
            m_free -= m_jobs[position].nodes;
        }
        m_suspended.clear();
    }
    while (!m_running.empty() && m_running.top().first == now) {
        const std::size_t i = m_running.top().second;
        m_running.pop();
        m_free += m_jobs[i].nodes;
        if (isWide(i)) {
            completeWide(i, now);
        } else {
            m_completion[i] = now;
            ++m_done;
        }
    }
}

}  // namespace schedlab
