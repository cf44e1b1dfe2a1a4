#include "policies/PfcfsPolicy.h"

#include "engine/SimulationError.h"
#include "platform/Platform.h"
#include "policies/VictimSelector.h"

#include <algorithm>
#include <optional>

namespace schedlab {

namespace {

const char* const kReference = "Yahyapour (2002), ch. 4; Schwiegelshohn & Yahyapour (1998)";

// Every choice §4.6 leaves open, shared by the policy and its presets.
const char* const kRules =
    "Small jobs are scheduled strictly FCFS (a head that does not fit blocks everyone behind it); "
    "a job is wide if it needs at least x % of the machine's nodes. A wide job that is the next "
    "FCFS job and does not fit may preempt once delta seconds have passed since both held: it was "
    "the head, and no earlier wide job was active (started and not completed, whether it started "
    "by preempting or because it fitted). If enough nodes free up in the meantime it simply starts. "
    "Victims (running small jobs only) are chosen greedily: while no single job frees the nodes "
    "still needed, take the widest; then take the narrowest job that alone covers the rest "
    "(fewest victims first, then least overshoot on the last pick); ties go to the latest segment "
    "start, then the latest submitted job. The wide job gets all free nodes plus the victims' "
    "nodes, taking the overshoot from the last victim's highest nodes (they stay idle in its "
    "wide phase). Every Delta seconds the wide gang and the small gang (the victims) switch, at "
    "most n switches per cycle, the first preemption being switch 1 (n = 0: no limit). Odd n: "
    "after the last switch the wide job runs to completion. Even n: the victims run until they "
    "have all completed, then the wide job resumes. When either gang completes, the other "
    "continues at once; the cycle ends when the wide job completes and no victim is suspended. "
    "Jobs resume on their own nodes with their remaining work, so at most two jobs are resident "
    "on a node. The penalty s is added to a job's remaining time each time it resumes (a wide job "
    "starting for the first time pays none). New jobs during a cycle (small-during-cycle): none = "
    "nothing starts, small or wide; outside-preempted = jobs start FCFS only on nodes outside the "
    "cycle's partition (the wide job's and the victims' nodes); any = jobs start FCFS on any node "
    "that no running or suspended job holds. Needs no run-time estimates.";

}  // namespace

PolicyInfo PfcfsPolicy::info()
{
    return PolicyInfo{{"pfcfs",
                      "Preemptive FCFS with gang scheduling (PFCFS)",
                      std::string("Preemptive FCFS with gang scheduling, fully parameterised. ") + kRules,
                      kReference,
                      PfcfsSettings{}.parameterSpecs()},
                      false};
}

PolicyInfo PfcfsPolicy::info(const PfcfsPreset& preset)
{
    return PolicyInfo{{preset.key, preset.title, preset.mapping + " " + kRules, kReference,
                      preset.settings.parameterSpecs()}, false};
}

PfcfsPolicy::PfcfsPolicy(const Parameters& parameters)
    : PfcfsPolicy(PfcfsSettings::from(parameters))
{
}

PfcfsPolicy::PfcfsPolicy(const PfcfsSettings& settings)
    : m_settings(settings)
    , m_cycle(settings)
{
}

void PfcfsPolicy::prepare(const Platform& platform)
{
    if (platform.machineCount() != 1) {
        throw ConfigurationError("PFCFS schedules a single machine, but platform '" + platform.name() +
                                 "' has " + std::to_string(platform.machineCount()) +
                                 " machines; pick a single-machine platform");
    }
    m_machineNodes = platform.machine(kOnlyMachine).nodes;
    m_firstNode = platform.firstNode(kOnlyMachine);
}

bool PfcfsPolicy::isWide(JobIndex job, const SchedulingContext& context) const
{
    return m_settings.isWide(context.request(job).nodes, m_machineNodes);
}

void PfcfsPolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    for (const JobIndex job : events.completed) {
        if (job < m_activeWide.size() && m_activeWide[job] != 0) {
            m_activeWide[job] = 0;
            --m_activeWideCount;
        }
        m_cycle.onCompleted(job, context);
    }
    for (const JobIndex job : events.submitted) {
        m_waiting.push_back(job);
        if (m_activeWide.size() <= job)
            m_activeWide.resize(std::size_t(job) + 1, 0);
    }
    for (const std::uint64_t tag : events.timers)
        m_cycle.onTimer(tag, context);
    if (!m_waiting.empty())
        startJobs(context);
}

void PfcfsPolicy::startJobs(SchedulingContext& context)
{
    // Built on first use in a cycle: which nodes new jobs may take.
    std::optional<NodeMask> allowed;
    while (!m_waiting.empty()) {
        const JobIndex head = m_waiting.front();
        const int width = context.request(head).nodes;
        if (!m_cycle.active()) {
            if (width <= context.freeNodes(kOnlyMachine)) {
                context.start(head, kOnlyMachine, StartReason{});
            } else if (!(mayPreempt(head, context) && preemptFor(head, context))) {
                return;
            }
        } else {
            if (m_settings.cycleStarts == CycleStarts::None)
                return;
            if (!allowed) {
                allowed.emplace(freeNodeMask(context));
                m_cycle.blockReserved(*allowed, m_settings.cycleStarts, context);
            }
            if (allowed->usableCount() < width)
                return;
            context.startOn(head, allowed->takeLowest(width), StartReason{});
        }
        markStarted(head, context);
        m_waiting.pop_front();
    }
}

bool PfcfsPolicy::mayPreempt(JobIndex head, SchedulingContext& context)
{
    if (!isWide(head, context) || m_activeWideCount > 0) {
        m_eligibleHead = kNoJob;
        return false;
    }
    if (m_eligibleHead != head) {
        m_eligibleHead = head;
        m_eligibleSince = context.now();
        if (m_settings.startDelay > 0)
            context.setTimer(context.now() + m_settings.startDelay, GangCycle::kForeignTag);
    }
    return context.now() - m_eligibleSince >= m_settings.startDelay;
}

bool PfcfsPolicy::preemptFor(JobIndex head, SchedulingContext& context)
{
    const int needed = context.request(head).nodes - context.freeNodes(kOnlyMachine);
    std::vector<VictimCandidate> candidates;
    for (const RunningJob& running : context.running(kOnlyMachine)) {
        if (!isWide(running.job, context))
            candidates.push_back({running.job, running.nodes, running.start});
    }
    const std::vector<VictimCandidate> victims = VictimSelector::select(needed, std::move(candidates));
    if (victims.empty())
        return false;

    // All free nodes, every victim's nodes but the last's, and from the last
    // only its lowest nodes still needed: the overshoot stays idle.
    std::vector<NodeId> nodes = freeNodeMask(context).usable().ids();
    std::vector<JobIndex> victimJobs;
    int stillNeeded = needed;
    for (const VictimCandidate& victim : victims) {
        const std::vector<NodeId> ids = context.allocation(victim.job).ids();
        const auto take = static_cast<std::ptrdiff_t>(std::min<int>(stillNeeded, static_cast<int>(ids.size())));
        nodes.insert(nodes.end(), ids.begin(), ids.begin() + take);
        stillNeeded -= static_cast<int>(take);
        victimJobs.push_back(victim.job);
    }
    m_cycle.begin(head, victimJobs, NodeSet::fromIds(std::move(nodes)), m_eligibleSince, context);
    m_eligibleHead = kNoJob;
    return true;
}

NodeMask PfcfsPolicy::freeNodeMask(const SchedulingContext& context) const
{
    NodeMask mask(m_firstNode, m_machineNodes);
    for (const RunningJob& running : context.running(kOnlyMachine))
        mask.block(context.allocation(running.job));
    return mask;
}

void PfcfsPolicy::markStarted(JobIndex job, const SchedulingContext& context)
{
    if (isWide(job, context)) {
        m_activeWide[job] = 1;
        ++m_activeWideCount;
    }
}

}  // namespace schedlab
