#include "utility/GangTimeSlicePolicy.h"

#include "engine/SchedulingContext.h"
#include "engine/SchedulingEvents.h"
#include "model/Units.h"
#include "platform/Platform.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

const std::string kSlice = "slice";
const std::string kSwitchCost = "switch-cost";
const std::string kMaxSlices = "max-slices";
constexpr double kLongestSliceHours = 1000;
constexpr double kLargestSwitchCost = 86400;
constexpr double kMostSlices = 100000;

}  // namespace

PolicyInfo GangTimeSlicePolicy::info()
{
    return PolicyInfo{
        {"gang",
         "Gang scheduling (time slices over clusters)",
         "The processors are shared in time by slices. Each task, in arrival order at its requested width, joins "
         "the first slice with room for it on some cluster (clusters in platform order), else a new slice. One "
         "slice runs at a time: every slice length tau its tasks are suspended and the next slice's tasks resume "
         "on the processors they had. A slice whose tasks have all ended leaves the rotation. Options are ignored. "
         "The thesis only names the scheme; ours packs first fit, never moves a task, and by default neither "
         "bounds the slices nor charges a switch.",
         "Vanderster (2008), ch. 4 (baseline Gang(tau))",
         {
             {kSlice, "Slice length τ", ParameterSpec::Type::Real, 0.001, kLongestSliceHours, "6", {}, "h",
              "How long a slice runs before the next one's turn (the thesis's 6, 9 and 30 h in ch. 4)."},
             {kSwitchCost, "Switch cost", ParameterSpec::Type::Real, 0, kLargestSwitchCost, "0", {}, "s",
              "Added to a task's remaining time each time it resumes (saving and restoring its state)."},
             {kMaxSlices, "Most slices", ParameterSpec::Type::Integer, 0, kMostSlices, "0", {}, "",
              "The multiprogramming level: at most this many slices (0: no bound). A task that fits in none waits, "
              "and so does every task behind it."},
         }},
        false,
        false};
}

GangTimeSlicePolicy::GangTimeSlicePolicy(const Parameters& parameters)
    : m_slice(std::max<Time>(1, Time(std::llround(parameters.real(kSlice) * double(units::kSecondsPerHour) *
                                                  double(parameters.ticksPerSecond())))))
    , m_switchCost(parameters.ticks(kSwitchCost))
    , m_maxSlices(std::size_t(parameters.integer(kMaxSlices)))
{
}

void GangTimeSlicePolicy::prepare(const Platform& platform)
{
    m_clusterSizes.clear();
    for (MachineIndex k = 0; k < platform.machineCount(); ++k)
        m_clusterSizes.push_back(platform.machine(k).nodes);
}

void GangTimeSlicePolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    for (const JobIndex job : events.withdrawn) {
        std::erase(m_waiting, job);
        leave(job);
    }
    for (const JobIndex job : events.completed)
        leave(job);
    // A turn ends on its timer, unless its slice emptied at this instant:
    // the next slice then takes its turn below, from now.
    if (m_running && m_armedTag != 0 && std::ranges::find(events.timers, m_armedTag) != events.timers.end())
        rotate(context);
    m_waiting.insert(m_waiting.end(), events.submitted.begin(), events.submitted.end());
    pack(context);
    if (!m_slices.empty() && !m_running)
        activate(m_active, context);
    if (m_slices.empty())
        m_armedTag = 0;
}

void GangTimeSlicePolicy::leave(JobIndex job)
{
    for (std::size_t s = 0; s < m_slices.size(); ++s) {
        std::vector<Member>& members = m_slices[s].members;
        const auto it = std::ranges::find(members, job, &Member::job);
        if (it == members.end())
            continue;
        m_slices[s].used[it->cluster] -= it->width;
        members.erase(it);
        if (!members.empty())
            return;
        // An empty slice leaves the rotation. If it was the running one, the
        // slice after it (now at the same index) takes its turn at once.
        m_slices.erase(m_slices.begin() + std::ptrdiff_t(s));
        if (s < m_active)
            --m_active;
        else if (s == m_active)
            m_running = false;
        if (m_active >= m_slices.size())
            m_active = 0;
        return;
    }
}

void GangTimeSlicePolicy::pack(SchedulingContext& context)
{
    while (!m_waiting.empty() && join(m_waiting.front(), context.request(m_waiting.front()).nodes, context))
        m_waiting.pop_front();
}

bool GangTimeSlicePolicy::join(JobIndex job, int width, SchedulingContext& context)
{
    for (std::size_t s = 0; s <= m_slices.size(); ++s) {
        if (s == m_slices.size()) {
            if (m_maxSlices != 0 && m_slices.size() >= m_maxSlices)
                return false;
            m_slices.push_back({std::vector<int>(m_clusterSizes.size(), 0), {}});
        }
        Slice& slice = m_slices[s];
        for (MachineIndex k = 0; k < MachineIndex(m_clusterSizes.size()); ++k) {
            if (m_clusterSizes[k] - slice.used[k] < width)
                continue;
            slice.used[k] += width;
            slice.members.push_back({job, k, width, false});
            if (s == m_active && m_running) {
                context.start(job, k, StartReason{StartKind::InOrder, kNoJob, kNoTime, -1});
                slice.members.back().started = true;
            }
            return true;
        }
    }
    return false;  // wider than every cluster: refused before the run (widestRunnableJob)
}

void GangTimeSlicePolicy::rotate(SchedulingContext& context)
{
    if (m_slices.size() > 1) {
        for (const Member& member : m_slices[m_active].members)
            context.preempt(member.job);
        m_running = false;
        m_active = (m_active + 1) % m_slices.size();
        activate(m_active, context);
    } else {
        armTimer(context);  // alone, the slice runs on
    }
}

void GangTimeSlicePolicy::activate(std::size_t slice, SchedulingContext& context)
{
    std::vector<Member>& members = m_slices[slice].members;
    // Resumed tasks first: they need exactly their own processors, and a task
    // new to the slice takes the lowest free ones that are left.
    for (const Member& member : members)
        if (member.started)
            context.resume(member.job, m_switchCost);
    for (Member& member : members) {
        if (member.started)
            continue;
        context.start(member.job, member.cluster, StartReason{StartKind::InOrder, kNoJob, kNoTime, -1});
        member.started = true;
    }
    m_running = true;
    armTimer(context);
}

void GangTimeSlicePolicy::armTimer(SchedulingContext& context)
{
    m_armedTag = ++m_lastTag;
    context.setTimer(context.now() + m_slice, m_armedTag);
}

}  // namespace schedlab
