#include "workload/BatsimProfileNames.h"

#include "workload/DecimalSeconds.h"

namespace schedlab {

namespace {

// Appended to a profile name that two run times share after a transform
// changed some of its jobs ("p1@30").
constexpr char kRunTimeMark = '@';

}  // namespace

const std::string& BatsimProfileNames::of(const Job& job)
{
    const std::pair<int, Time> key{job.profileLabel >= 0 ? int(job.profileLabel) : -1, job.runTime};
    if (const auto known = m_named.find(key); known != m_named.end())
        return *known->second;
    const std::string runTime = seconds(job.runTime);
    std::string name = job.profileLabel >= 0 ? m_workload.label(job.profileLabel) : runTime;
    while (true) {
        const auto [it, added] = m_runTimes.try_emplace(name, job.runTime);
        if (added)
            m_order.push_back(name);
        if (it->second == job.runTime) {
            m_named.emplace(key, &it->first);
            return it->first;
        }
        name += kRunTimeMark + runTime;
    }
}

std::vector<std::pair<std::string, Time>> BatsimProfileNames::profiles() const
{
    std::vector<std::pair<std::string, Time>> all;
    all.reserve(m_order.size());
    for (const std::string& name : m_order)
        all.emplace_back(name, m_runTimes.at(name));
    return all;
}

std::string BatsimProfileNames::seconds(Time ticks) const
{
    return DecimalSeconds::format(ticks, m_workload.ticksPerSecond);
}

}  // namespace schedlab
