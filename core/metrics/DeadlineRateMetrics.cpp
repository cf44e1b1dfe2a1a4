#include "metrics/DeadlineRateMetrics.h"

#include "engine/JobOutcome.h"
#include "engine/StartReason.h"
#include "generators/SampleStatistics.h"
#include "platform/Platform.h"
#include "workload/Job.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

void DeadlineRateMetrics::add(const Job& job, const JobOutcome& outcome, double tick)
{
    if (job.deadlineKind == DeadlineKind::None || job.deadline == kNoTime || !outcome.finished())
        return;
    const double work = double(job.runTime) / tick;                  // w_i, MI
    const double deadline = double(job.deadline - job.submit) / tick;  // D_i, s
    // A task without work or with its deadline at creation demands no
    // finite rate; X_i would divide by zero (eq. 13 assumes D_i > 0).
    if (work <= 0 || deadline <= 0)
        return;
    const double demanded = work / deadline;  // X_i
    double served = 0;                        // X_i^c: 0 when rejected or dropped (§2.1)
    if (outcome.completed() && outcome.started()) {
        const double completion = double(outcome.end - job.submit) / tick;  // D_i^c
        // A refused task that re-applied and ran (§2.1's baselines) was not
        // given its rate: X_i^c = 0, though E3 sees its real completion.
        const bool refused = outcome.reason.kind == StartKind::Reapplied;
        served = refused ? 0 : completion > 0 ? std::min(demanded, work / completion) : demanded;
        m_lateness += std::abs(deadline - std::max(completion, deadline)) / deadline;
        ++m_executed;
        ++m_e3Tasks;
        m_latestEnd = std::max(m_latestEnd, double(outcome.end) / tick);
        m_delays.add(completion);
        if (completion > deadline)
            m_excess.add(completion - deadline);
        // §2.3: the task delay from creation to its results, per MI.
        const double perMi = completion / work;
        m_allMiDelay.sum += perMi;
        ++m_allMiDelay.count;
        UserSum& user = m_userMiDelay[job.user];
        user.sum += perMi;
        ++user.count;
    } else if (outcome.endState == EndState::Rejected && m_meanProcessorCapacity > 0) {
        const double created = double(job.submit) / tick;
        const double reapplied = std::max(m_latestEnd, created) + work / m_meanProcessorCapacity;
        m_lateness += std::abs(deadline - std::max(reapplied - created, deadline)) / deadline;
        ++m_e3Tasks;
    }
    m_e1 += std::abs(demanded - served) / demanded;
    m_servedRate += served;
}

double DeadlineRateMetrics::Moments::stdDev() const
{
    if (count < 2)
        return 0;
    const double mean = sum / double(count);
    // Rounding can leave a tiny negative variance when all values are equal.
    return std::sqrt(std::max(0.0, squares / double(count) - mean * mean));
}

double DeadlineRateMetrics::meanMiDelay() const
{
    return m_allMiDelay.count > 0 ? m_allMiDelay.sum / double(m_allMiDelay.count) : 0;
}

double DeadlineRateMetrics::miDelayUserStdDev() const
{
    std::vector<double> means;
    for (const auto& [user, s] : m_userMiDelay)
        means.push_back(s.sum / double(s.count));
    return SampleStatistics::populationStdDev(means);
}

double DeadlineRateMetrics::userMiDelay(std::int32_t user) const
{
    const auto it = m_userMiDelay.find(user);
    return it == m_userMiDelay.end() ? -1 : it->second.sum / double(it->second.count);
}

double DeadlineRateMetrics::capacityOf(const Platform& platform)
{
    double capacity = 0;
    for (const Machine& machine : platform.machines())
        capacity += double(machine.nodes) * machine.speed;
    return capacity;
}

}  // namespace schedlab
