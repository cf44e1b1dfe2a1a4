#include "policies/GangCycle.h"

#include "engine/SimulationError.h"

#include <algorithm>

namespace schedlab {

GangCycle::GangCycle(const PfcfsSettings& settings)
    : m_maxSwitches(settings.maxSwitches)
    , m_gangLength(settings.gangLength)
    , m_penalty(settings.penalty)
{
}

void GangCycle::begin(JobIndex wide, const std::vector<JobIndex>& victims, const NodeSet& wideNodes,
                      Time eligibleSince, SchedulingContext& context)
{
    if (active())
        throw SimulationError("PFCFS: a gang cycle began while another was in progress");
    std::vector<NodeId> partition = wideNodes.ids();
    for (const JobIndex victim : victims) {
        const std::vector<NodeId> ids = context.allocation(victim).ids();
        partition.insert(partition.end(), ids.begin(), ids.end());
        context.preempt(victim);
    }
    m_partition = NodeSet::fromIds(std::move(partition));
    m_victims = victims;
    m_wide = wide;
    m_switches = 1;
    m_phase = Phase::Wide;

    StartReason reason;
    reason.kind = StartKind::Preemptor;
    reason.relatedJob = victims.empty() ? kNoJob : victims.front();
    reason.relatedTime = eligibleSince;
    reason.relatedCount = static_cast<int>(victims.size());
    context.startOn(wide, wideNodes, reason);
    armSwitchTimer(context);
}

void GangCycle::onCompleted(JobIndex job, SchedulingContext& context)
{
    if (!active())
        return;
    if (job == m_wide) {
        // The wide gang is empty: the small gang continues at once, and the
        // cycle is over (its victims are ordinary running jobs again).
        for (const JobIndex victim : m_victims)
            context.resume(victim, m_penalty);
        m_victims.clear();
        m_partition = NodeSet();
        m_phase = Phase::Idle;
        m_wide = kNoJob;
        m_armedTag = kForeignTag;
        return;
    }
    const auto it = std::find(m_victims.begin(), m_victims.end(), job);
    if (it == m_victims.end())
        return;
    m_victims.erase(it);
    if (m_victims.empty()) {
        // The small gang is empty: the wide job continues at once and runs
        // to completion, since there is nothing left to switch with.
        context.resume(m_wide, m_penalty);
        m_phase = Phase::Wide;
        m_armedTag = kForeignTag;
    }
}

void GangCycle::onTimer(std::uint64_t tag, SchedulingContext& context)
{
    if (!active() || tag == kForeignTag || tag != m_armedTag)
        return;  // someone else's timer, or a switch the cycle no longer needs
    m_armedTag = kForeignTag;
    switchGangs(context);
}

void GangCycle::switchGangs(SchedulingContext& context)
{
    if (m_phase == Phase::Wide) {
        context.preempt(m_wide);
        for (const JobIndex victim : m_victims)
            context.resume(victim, m_penalty);
        m_phase = Phase::Small;
    } else {
        for (const JobIndex victim : m_victims)
            context.preempt(victim);
        context.resume(m_wide, m_penalty);
        m_phase = Phase::Wide;
    }
    ++m_switches;
    armSwitchTimer(context);
}

bool GangCycle::limitReached() const
{
    return m_maxSwitches != PfcfsSettings::kUnlimitedSwitches && m_switches >= m_maxSwitches;
}

void GangCycle::armSwitchTimer(SchedulingContext& context)
{
    if (limitReached())
        return;  // the current gang runs on (to completion) as rule 3 says
    m_armedTag = ++m_lastTag;
    context.setTimer(context.now() + m_gangLength, m_armedTag);
}

void GangCycle::blockReserved(NodeMask& mask, CycleStarts starts, const SchedulingContext& context) const
{
    if (!active())
        return;
    if (starts == CycleStarts::OutsidePartition) {
        mask.block(m_partition);
        return;
    }
    // Any: keep off the nodes of whichever gang is suspended, so that its
    // resume can never find a node taken.
    if (m_phase == Phase::Wide) {
        for (const JobIndex victim : m_victims)
            mask.block(context.allocation(victim));
    } else {
        mask.block(context.allocation(m_wide));
    }
}

}  // namespace schedlab
