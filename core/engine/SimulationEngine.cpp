#include "engine/SimulationEngine.h"

#include "engine/DataTransfer.h"
#include "engine/FaultDraw.h"
#include "engine/Policy.h"
#include "engine/SimulationError.h"
#include "engine/SimulationInputCheck.h"
#include "engine/SimulationObserver.h"
#include "platform/Platform.h"
#include "workload/Workload.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <sstream>

namespace schedlab {

namespace {

const char* stateName(int state)
{
    static const char* const kNames[] = {"not yet submitted", "waiting", "running", "preempted", "finished"};
    return kNames[state];
}

}  // namespace

SimulationEngine::SimulationEngine(const Workload& workload, const Platform& platform,
                                   Policy& policy, const SimulationOptions& options,
                                   SimulationObserver* observer)
    : m_workload(workload)
    , m_platform(platform)
    , m_policy(policy)
    , m_options(options)
    , m_observer(observer)
    , m_oracle(policy.plansWithRunTimes())
{
    const std::size_t n = workload.jobs.size();
    m_requests.reserve(n);
    for (const Job& job : workload.jobs) {
        m_requests.push_back(JobRequest{job.id, job.submit, m_oracle ? job.runTime : job.estimate, job.nodes, job.user, job.originSite,
                                        job.options, job.deadline, job.deadlineKind, job.serviceClass,
                                        job.value, job.share, job.faultProbability, job.inputMB});
    }
    m_states.resize(n);
    m_result.jobs.resize(n);
    for (MachineIndex m = 0; m < platform.machineCount(); ++m)
        m_pools.emplace_back(platform.firstNode(m), platform.machine(m).nodes);
    m_running.resize(std::size_t(platform.machineCount()));
}

SimulationResult SimulationEngine::run()
{
    SimulationInputCheck::check(m_workload, m_platform, m_policy, m_options.policyLabel);
    m_policy.prepare(m_platform);

    const auto wallStart = std::chrono::steady_clock::now();
    if (!m_workload.jobs.empty()) {
        const Time first = m_workload.jobs.front().submit;
        const Time span = m_workload.jobs.back().submit - first;
        m_samples.start(first, span, m_options.sampleInterval);
        m_now = first;
    }

    for (;;) {
        if (m_observer != nullptr && m_observer->cancelRequested()) {
            m_result.cancelled = true;
            break;
        }
        const Time next = nextEventTime();
        if (next == kForever)
            break;
        emitSamplesBefore(next);
        m_now = next;
        collectCompletions();
        collectSubmissions();
        collectDeadlines();
        collectTimers();
        runSchedulingPass();
        reportProgress();
    }
    emitSamplesBefore(m_now + 1);

    if (!m_result.cancelled && m_completed != std::int64_t(m_workload.jobs.size())) {
        for (JobIndex j = 0; j < m_states.size(); ++j) {
            if (m_states[j].state != State::Done) {
                fail(j, "is still " + std::string(stateName(int(m_states[j].state))) +
                            " but nothing is left to happen: the policy stopped scheduling (" +
                            std::to_string(std::int64_t(m_workload.jobs.size()) - m_completed) +
                            " jobs unfinished)");
            }
        }
    }

    m_result.faultSeed = m_options.faultSeed;
    m_result.wallSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - wallStart).count();
    if (m_observer != nullptr) {
        m_observer->onProgress(SimulationProgress{m_now, std::int64_t(m_nextSubmission), m_completed,
                                                  std::int64_t(m_workload.jobs.size())});
    }
    return std::move(m_result);
}

Time SimulationEngine::nextEventTime() const
{
    Time next = kForever;
    if (!m_completions.empty())
        next = std::min(next, m_completions.top().time);
    if (m_nextSubmission < m_workload.jobs.size())
        next = std::min(next, m_workload.jobs[m_nextSubmission].submit);
    if (!m_timers.empty())
        next = std::min(next, m_timers.top().time);
    if (!m_hardDeadlines.empty())
        next = std::min(next, m_hardDeadlines.top().time);
    return next;
}

void SimulationEngine::collectCompletions()
{
    m_completedNow.clear();
    m_withdrawnNow.clear();
    while (!m_completions.empty() && m_completions.top().time == m_now) {
        const Completion c = m_completions.top();
        m_completions.pop();
        JobState& st = m_states[c.job];
        if (st.generation != c.generation || st.state != State::Running)
            continue;  // the job was preempted after this completion was planned
        if (c.fault) {
            strike(c.job);
            continue;
        }
        stopRunning(c.job);
        const Job& job = m_workload.jobs[c.job];
        // Only a soft deadline can be missed here: a job with a hard one is
        // dropped when it passes (collectDeadlines, later in the instant).
        const bool late = job.deadlineKind != DeadlineKind::None && m_now > job.deadline;
        finish(c.job, job.killedAtEstimate ? EndState::KilledAtEstimate
                      : late               ? EndState::CompletedLate
                                           : EndState::Completed);
        m_weightedResponseSum += job.weight() * double(m_now - job.submit);
        m_weightSum += job.weight();
        record(ScheduleEvent::Kind::Complete, c.job);
        m_completedNow.push_back(c.job);
    }
}

void SimulationEngine::collectSubmissions()
{
    m_submittedNow.clear();
    while (m_nextSubmission < m_workload.jobs.size() && m_workload.jobs[m_nextSubmission].submit == m_now) {
        const auto job = JobIndex(m_nextSubmission++);
        const Job& source = m_workload.jobs[job];
        m_states[job].state = State::Waiting;
        ++m_waiting;
        record(ScheduleEvent::Kind::Submit, job);
        if (source.deadlineKind == DeadlineKind::Hard) {
            if (source.deadline <= m_now) {
                // Already too late: the policy never sees it.
                removeUnfinished(job, EndState::Dropped);
                continue;
            }
            m_hardDeadlines.push(Deadline{source.deadline, job});
        }
        m_submittedNow.push_back(job);
    }
}

void SimulationEngine::collectDeadlines()
{
    while (!m_hardDeadlines.empty() && m_hardDeadlines.top().time == m_now) {
        const JobIndex job = m_hardDeadlines.top().job;
        m_hardDeadlines.pop();
        if (m_states[job].state == State::Done)
            continue;  // completed in time, or already dropped by the policy
        const State was = removeUnfinished(job, EndState::Dropped);
        // A running job's nodes are free: for the policy that is an end like
        // a completion. A waiting or preempted job is withdrawn.
        (was == State::Running ? m_completedNow : m_withdrawnNow).push_back(job);
    }
}

void SimulationEngine::collectTimers()
{
    m_timersNow.clear();
    while (!m_timers.empty() && m_timers.top().time == m_now) {
        m_timersNow.push_back(m_timers.top().tag);
        m_timers.pop();
        record(ScheduleEvent::Kind::Timer, kNoJob);
    }
}

void SimulationEngine::runSchedulingPass()
{
    const SchedulingEvents events{m_now, m_completedNow, m_submittedNow, m_timersNow, m_withdrawnNow};
    // A monotonic clock, not the thread CPU clock: reading CPU time is a
    // system call costing microseconds on some kernels, which would dwarf the
    // policies being measured. On an unloaded core the two agree.
    const auto before = std::chrono::steady_clock::now();
    m_policy.schedule(events, *this);
    m_result.schedulerCpuSeconds +=
        std::chrono::duration<double>(std::chrono::steady_clock::now() - before).count();
    ++m_result.schedulingPasses;
    m_result.eventCount += std::int64_t(m_completedNow.size() + m_submittedNow.size() +
                                        m_timersNow.size() + m_withdrawnNow.size());
}

void SimulationEngine::emitSamplesBefore(Time time)
{
    // Once every job has ended nothing changes: a policy's timers running on
    // (the economic market's, to t = 2,000,003 after a last job at 333)
    // must not add samples of an idle machine.
    if (m_completed == std::int64_t(m_workload.jobs.size()))
        time = std::min(time, m_lastCompletion + 1);
    while (m_samples.due(time)) {
        TimeSample sample;
        sample.time = m_samples.next();
        sample.busyNodes = m_busyNodes;
        sample.queueLength = int(m_waiting);
        sample.runningJobs = int(m_runningCount);
        sample.completedJobs = m_completed;
        // In seconds, like every figure shown; the sums are kept in ticks.
        sample.awrtSoFar =
            m_weightSum > 0 ? m_weightedResponseSum / m_weightSum / double(m_workload.ticksPerSecond) : 0.0;
        if (m_pools.size() > 1) {
            sample.busyPerMachine.reserve(m_pools.size());
            for (const NodePool& pool : m_pools)
                sample.busyPerMachine.push_back(pool.size() - pool.freeCount());
        }
        if (m_observer != nullptr)
            m_observer->onSample(sample);
        m_result.samples.push_back(std::move(sample));
        m_samples.taken(m_result.samples);
    }
}

void SimulationEngine::reportProgress()
{
    if (m_observer == nullptr)
        return;
    if (++m_eventsSinceProgress < m_options.progressEveryEvents)
        return;
    m_eventsSinceProgress = 0;
    m_observer->onProgress(SimulationProgress{m_now, std::int64_t(m_nextSubmission), m_completed,
                                              std::int64_t(m_workload.jobs.size())});
}

// --- Queries -------------------------------------------------------------

const JobRequest& SimulationEngine::request(JobIndex job) const
{
    if (job >= m_requests.size())
        fail(job, "does not exist (request)");
    return m_requests[job];
}

int SimulationEngine::freeNodes(MachineIndex machine) const
{
    return m_pools.at(std::size_t(machine)).freeCount();
}

std::span<const RunningJob> SimulationEngine::running(MachineIndex machine) const
{
    return m_running.at(std::size_t(machine));
}

const NodeSet& SimulationEngine::allocation(JobIndex job) const
{
    if (job >= m_result.jobs.size())
        fail(job, "does not exist (allocation)");
    return m_result.jobs[job].nodes;
}

Time SimulationEngine::remainingEstimate(JobIndex job) const
{
    if (job >= m_states.size())
        fail(job, "does not exist (remainingEstimate)");
    return m_states[job].remainingEstimate;
}

Time SimulationEngine::remainingTransfer(JobIndex job) const
{
    if (job >= m_states.size())
        fail(job, "does not exist (remainingTransfer)");
    const JobState& st = m_states[job];
    const Time ran = st.state == State::Running ? m_now - st.segmentStart : 0;
    return std::max<Time>(0, st.overheadLeft - ran);
}

// --- Decisions -----------------------------------------------------------

void SimulationEngine::start(JobIndex job, MachineIndex machine, StartReason reason)
{
    requireState(job, State::Waiting, "start");
    m_result.jobs[job].option = JobOutcome::kOwnShape;
    startWidth(job, machine, m_requests[job].nodes, reason);
}

void SimulationEngine::startOption(JobIndex job, std::size_t option, MachineIndex machine, StartReason reason)
{
    requireState(job, State::Waiting, "start");
    const std::span<const JobOption> options = m_requests[job].options;
    if (option >= options.size()) {
        fail(job, "has " + std::to_string(options.size()) + " option(s); there is no option " +
                      std::to_string(option));
    }
    const JobOption& chosen = options[option];
    if (chosen.machine != kNoMachine && chosen.machine != machine) {
        fail(job, "option " + std::to_string(option) + " runs on machine " + std::to_string(chosen.machine) +
                      ", not on machine " + std::to_string(machine));
    }
    m_result.jobs[job].option = int(option);
    // A replicated job runs two copies side by side (Vanderster 2008, ch. 7).
    const int copies = chosen.recovery == Recovery::Replica ? 2 : 1;
    startWidth(job, machine, chosen.nodes * copies, reason);
}

void SimulationEngine::startWidth(JobIndex job, MachineIndex machine, int width, StartReason reason)
{
    if (machine < 0 || machine >= m_platform.machineCount())
        fail(job, "cannot start on machine " + std::to_string(machine) + ": no such machine");
    NodePool& pool = m_pools[std::size_t(machine)];
    if (pool.freeCount() < width) {
        fail(job, "needs " + std::to_string(width) + " nodes but machine '" +
                      m_platform.machine(machine).name + "' has only " +
                      std::to_string(pool.freeCount()) + " free");
    }
    JobOutcome& out = m_result.jobs[job];
    pool.allocateLowest(width, out.nodes);
    m_busyNodes += width;
    out.machine = machine;
    out.multiSite = false;
    out.overheadFactor = 1.0;
    out.reason = reason;
    beginSegment(job);
}

void SimulationEngine::startOn(JobIndex job, const NodeSet& nodes, StartReason reason,
                               double overheadFactor)
{
    requireState(job, State::Waiting, "start");
    if (!(overheadFactor >= 1.0) || !std::isfinite(overheadFactor))
        fail(job, "cannot start with overhead factor " + std::to_string(overheadFactor));
    if (nodes.size() != m_requests[job].nodes) {
        fail(job, "needs " + std::to_string(m_requests[job].nodes) + " nodes but was given " +
                      std::to_string(nodes.size()) + " (" + nodes.toString() + ")");
    }
    bool multi = false;
    const MachineIndex machine = checkFreeNodes(job, nodes, multi);
    JobOutcome& out = m_result.jobs[job];
    out.nodes = nodes;
    occupyNodes(nodes);
    out.machine = multi ? kNoMachine : machine;
    out.multiSite = multi;
    out.overheadFactor = overheadFactor;
    out.reason = reason;
    beginSegment(job);
}

void SimulationEngine::preempt(JobIndex job)
{
    requireState(job, State::Running, "preempt");
    stopRunning(job);
    m_states[job].state = State::Preempted;
    record(ScheduleEvent::Kind::Preempt, job);
}

void SimulationEngine::resume(JobIndex job, Time penalty)
{
    requireState(job, State::Preempted, "resume");
    if (penalty < 0)
        fail(job, "cannot resume with a negative penalty " + std::to_string(penalty));
    JobOutcome& out = m_result.jobs[job];
    for (const NodeSet::Range& r : out.nodes.ranges()) {
        for (NodeId id = r.first; id <= r.last; ++id) {
            if (!m_pools[std::size_t(m_platform.machineOfNode(id))].isFree(id)) {
                fail(job, "cannot resume: its node " + std::to_string(id) +
                              " is busy (a preempted job resumes on its own nodes)");
            }
        }
    }
    occupyNodes(out.nodes);
    continueSegment(job, penalty);
    record(ScheduleEvent::Kind::Resume, job, out.reason);
}

void SimulationEngine::migrate(JobIndex job, const NodeSet& nodes, Time overhead, StartReason reason)
{
    requireState(job, State::Preempted, "migrate");
    if (overhead < 0)
        fail(job, "cannot migrate with a negative overhead " + std::to_string(overhead));
    JobState& st = m_states[job];
    if (nodes.empty() || nodes.size() % st.copies != 0) {
        fail(job, "cannot migrate to " + std::to_string(nodes.size()) + " node(s): it runs " +
                      std::to_string(st.copies) + " copies");
    }
    bool multi = false;
    const MachineIndex machine = checkFreeNodes(job, nodes, multi);
    if (multi)
        fail(job, "cannot migrate across machines (nodes " + nodes.toString() + ")");
    const ExecutionRate from = rateOf(job);
    keepSegmentNodes(job);
    JobOutcome& out = m_result.jobs[job];
    const Time dropped = out.machine != machine || out.multiSite ? st.overheadLeft : 0;
    out.nodes = nodes;
    out.machine = machine;
    out.multiSite = false;
    out.overheadFactor = 1.0;
    out.reason = reason;
    const ExecutionRate to = rateOf(job);
    // Data half moved to another machine is of no use on this one, whose
    // overhead (e.g. moving the input here) replaces it (Vanderster 2008, ch. 6).
    st.remaining -= dropped;
    out.requiredTime -= dropped;
    st.overheadLeft -= dropped;
    // Only the work changes with the rate: a transfer takes as long on any width.
    const Time kept = st.overheadLeft;
    const Time carried = ExecutionRate::carryOver(st.remaining - kept, from, to) + kept;
    out.requiredTime += carried - st.remaining;
    st.remaining = carried;
    const Time estimate = std::max<Time>(0, st.remainingEstimate - dropped - kept);
    st.remainingEstimate = ExecutionRate::carryOver(estimate, from, to) + kept;
    occupyNodes(nodes);
    continueSegment(job, overhead);
    st.segmentMigrated = true;
    record(ScheduleEvent::Kind::Migrate, job, reason);
}

void SimulationEngine::migrateOn(JobIndex job, MachineIndex machine, int width, Time overhead, StartReason reason)
{
    if (machine < 0 || machine >= m_platform.machineCount())
        fail(job, "cannot migrate to machine " + std::to_string(machine) + ": no such machine");
    NodePool& pool = m_pools[std::size_t(machine)];
    if (width < 1 || pool.freeCount() < width) {
        fail(job, "cannot migrate to " + std::to_string(width) + " nodes of machine '" +
                      m_platform.machine(machine).name + "', which has " + std::to_string(pool.freeCount()) + " free");
    }
    // Pick the nodes, then hand them back: migrate() checks and takes them.
    NodeSet nodes;
    pool.allocateLowest(width, nodes);
    for (const NodeSet::Range& r : nodes.ranges())
        pool.release(r.first, r.last);
    migrate(job, nodes, overhead, reason);
}

void SimulationEngine::reject(JobIndex job)
{
    requireState(job, State::Waiting, "reject");
    removeUnfinished(job, EndState::Rejected);
}

void SimulationEngine::drop(JobIndex job)
{
    if (job >= m_states.size())
        fail(job, "does not exist (drop)");
    const State state = m_states[job].state;
    if (state != State::Waiting && state != State::Preempted && state != State::Running)
        fail(job, std::string("cannot drop: it is ") + stateName(int(state)));
    removeUnfinished(job, EndState::Dropped);
}

void SimulationEngine::reportCycle(const PolicyCycle& cycle)
{
    m_result.cycles.push_back(cycle);
    if (m_observer != nullptr)
        m_observer->onCycle(cycle);
}

void SimulationEngine::setTimer(Time at, std::uint64_t tag)
{
    if (at <= m_now) {
        throw SimulationError(m_options.policyLabel + " asked for a timer at " +
                              std::to_string(at) + ", not after the current time " +
                              std::to_string(m_now));
    }
    m_timers.push(Timer{at, m_sequence++, tag});
}

// --- Helpers -------------------------------------------------------------

MachineIndex SimulationEngine::checkFreeNodes(JobIndex job, const NodeSet& nodes, bool& multiSite) const
{
    MachineIndex machine = kNoMachine;
    multiSite = false;
    for (const NodeSet::Range& r : nodes.ranges()) {
        if (r.first < 0 || r.last >= m_platform.totalNodes())
            fail(job, "was given nodes " + nodes.toString() + " outside the platform");
        for (NodeId id = r.first; id <= r.last; ++id) {
            const MachineIndex m = m_platform.machineOfNode(id);
            if (!m_pools[std::size_t(m)].isFree(id))
                fail(job, "was given node " + std::to_string(id) + ", which is busy");
            if (machine == kNoMachine)
                machine = m;
            else if (m != machine)
                multiSite = true;
        }
    }
    return machine;
}

void SimulationEngine::requireState(JobIndex job, State expected, const char* action) const
{
    if (job >= m_states.size())
        fail(job, std::string("does not exist (") + action + ")");
    const State actual = m_states[job].state;
    if (actual != expected) {
        fail(job, std::string("cannot ") + action + ": it is " + stateName(int(actual)) +
                      ", not " + stateName(int(expected)));
    }
}

double SimulationEngine::slowestSpeed(const NodeSet& nodes) const
{
    if (m_pools.size() == 1)
        return m_platform.machine(0).speed;  // one machine: no lookups on every start
    double slowest = 0;
    for (const NodeSet::Range& r : nodes.ranges()) {
        const MachineIndex firstMachine = m_platform.machineOfNode(r.first);
        const MachineIndex lastMachine = m_platform.machineOfNode(r.last);
        for (MachineIndex m = firstMachine; m <= lastMachine; ++m) {
            const double speed = m_platform.machine(m).speed;
            slowest = slowest == 0 ? speed : std::min(slowest, speed);
        }
    }
    return slowest == 0 ? 1.0 : slowest;
}

Time SimulationEngine::scaled(Time duration, double factor, double speed)
{
    // Exact for the common case, and the same rounding rule the validator
    // applies independently: round up to whole seconds.
    if (factor == 1.0 && speed == 1.0)
        return duration;
    return Time(std::ceil(double(duration) * factor / speed));
}

void SimulationEngine::beginSegment(JobIndex job)
{
    JobState& st = m_states[job];
    JobOutcome& out = m_result.jobs[job];
    const Job& source = m_workload.jobs[job];
    out.start = m_now;
    out.transferTime = DataTransfer::time(m_platform, source, out.nodes, m_workload.ticksPerSecond);
    st.overheadLeft = out.transferTime;
    const double speed = slowestSpeed(out.nodes);
    out.requiredTime = freshRequirement(job, false, speed);
    st.remaining = out.requiredTime;
    st.remainingEstimate = freshRequirement(job, true, speed);
    const bool own = out.option == JobOutcome::kOwnShape;
    const JobOption* option = own ? nullptr : &source.options[std::size_t(out.option)];
    st.recovery = own ? Recovery::None : option->recovery;
    st.copies = st.recovery == Recovery::Replica ? 2 : 1;
    const auto fault = FaultDraw::offset(m_options.faultSeed, job, own ? source.faultProbability
                                                                       : option->faultProbability,
                                         st.remaining);
    st.faultIn = fault ? *fault : kNoFault;
    st.segmentStart = m_now;
    st.segmentOverhead = 0;
    st.state = State::Running;
    st.startSequence = m_sequence++;
    --m_waiting;
    ++m_runningCount;
    addToRunningLists(job);
    planEnd(job);
    record(ScheduleEvent::Kind::Start, job, out.reason);
}

Time SimulationEngine::freshRequirement(JobIndex job, bool estimate, double speed) const
{
    const JobOutcome& out = m_result.jobs[job];
    const Job& source = m_workload.jobs[job];
    const bool own = out.option == JobOutcome::kOwnShape;
    const JobOption* option = own ? nullptr : &source.options[std::size_t(out.option)];
    const Time ownLength = estimate && !m_oracle ? source.estimate : source.runTime;
    const Time length = own ? ownLength : estimate ? option->estimate : option->runTime;
    return scaled(length, out.overheadFactor, speed) + out.transferTime;
}

ExecutionRate SimulationEngine::rateOf(JobIndex job) const
{
    const JobOutcome& out = m_result.jobs[job];
    return ExecutionRate::of(out.nodes.size(), m_states[job].copies, slowestSpeed(out.nodes), out.overheadFactor);
}

// The job runs again (resumed, migrated, retried or down to one replica)
// from now, `overhead` added to what it has left.
void SimulationEngine::continueSegment(JobIndex job, Time overhead)
{
    JobState& st = m_states[job];
    JobOutcome& out = m_result.jobs[job];
    st.remaining += overhead;
    st.remainingEstimate += overhead;
    out.penalty += overhead;
    out.requiredTime += overhead;
    st.segmentOverhead = overhead;
    st.overheadLeft += overhead;
    st.segmentMigrated = false;
    st.state = State::Running;
    st.segmentStart = m_now;
    ++st.generation;
    ++m_runningCount;
    addToRunningLists(job);
    planEnd(job);
}

void SimulationEngine::planEnd(JobIndex job)
{
    const JobState& st = m_states[job];
    m_completions.push(Completion{m_now + st.remaining, job, st.generation});
    if (st.faultIn != kNoFault && st.faultIn < st.remaining)
        m_completions.push(Completion{m_now + st.faultIn, job, st.generation, true});
}

// The running job's fault strikes now (Vanderster 2008, ch. 7, E7): without
// recovery it fails; a retry starts over at once on the same nodes; a
// replicated job loses its second copy, whose nodes become free, and the
// first runs on to its planned end.
void SimulationEngine::strike(JobIndex job)
{
    JobState& st = m_states[job];
    JobOutcome& out = m_result.jobs[job];
    st.faultIn = kNoFault;  // at most one fault per job
    if (st.recovery == Recovery::None) {
        stopRunning(job);
        out.segments.back().faulted = true;
        finish(job, EndState::Failed);
        record(ScheduleEvent::Kind::Fault, job);
        m_completedNow.push_back(job);  // its nodes are free, like after a completion
        return;
    }
    // It keeps running: close the segment without freeing its nodes.
    endSegment(job);
    out.segments.back().faulted = true;
    ++st.generation;
    removeFromRunningLists(job);
    --m_runningCount;
    if (st.recovery == Recovery::Retry) {
        const double speed = slowestSpeed(out.nodes);
        const Time fresh = freshRequirement(job, false, speed);
        out.requiredTime += fresh - st.remaining;
        st.remaining = fresh;
        st.remainingEstimate = freshRequirement(job, true, speed);
        st.overheadLeft = out.transferTime;  // a retry starts over, transfer included
    } else {
        shedReplica(job);
    }
    continueSegment(job, 0);
    record(ScheduleEvent::Kind::Fault, job);
}

void SimulationEngine::shedReplica(JobIndex job)
{
    JobState& st = m_states[job];
    JobOutcome& out = m_result.jobs[job];
    keepSegmentNodes(job);
    auto [kept, faulty] = out.nodes.splitAt(out.nodes.size() / st.copies);
    releaseNodes(faulty);
    out.nodes = std::move(kept);
    st.copies = 1;
}

void SimulationEngine::keepSegmentNodes(JobIndex job)
{
    // JobOutcome::nodes is about to change: the segments that ran on it say
    // so. Those are the ones since the last change, a suffix: a job moved
    // every period would otherwise rewalk all its segments each time.
    JobOutcome& out = m_result.jobs[job];
    for (auto segment = out.segments.rbegin(); segment != out.segments.rend() && segment->nodes.empty(); ++segment)
        segment->nodes = out.nodes;
}

void SimulationEngine::endSegment(JobIndex job)
{
    JobState& st = m_states[job];
    Segment segment{st.segmentStart, m_now};
    segment.overhead = st.segmentOverhead;
    segment.migrated = st.segmentMigrated;
    m_result.jobs[job].segments.push_back(std::move(segment));
    m_segments.add(m_workload.jobs[job].id, m_result.jobs[job].segments.size(), m_options.policyLabel);
    const Time ran = m_now - st.segmentStart;
    st.remaining -= ran;
    st.remainingEstimate = std::max<Time>(0, st.remainingEstimate - ran);
    st.overheadLeft = std::max<Time>(0, st.overheadLeft - ran);
    if (st.faultIn != kNoFault)
        st.faultIn -= ran;
}

void SimulationEngine::stopRunning(JobIndex job)
{
    endSegment(job);
    ++m_states[job].generation;  // a planned completion no longer applies
    releaseNodes(m_result.jobs[job].nodes);
    removeFromRunningLists(job);
    --m_runningCount;
}

void SimulationEngine::finish(JobIndex job, EndState state)
{
    m_states[job].state = State::Done;
    m_result.jobs[job].end = m_now;
    m_result.jobs[job].endState = state;
    ++m_completed;
    m_lastCompletion = m_now;
}

SimulationEngine::State SimulationEngine::removeUnfinished(JobIndex job, EndState state)
{
    const State was = m_states[job].state;
    if (was == State::Running)
        stopRunning(job);
    else if (was == State::Waiting)
        --m_waiting;
    finish(job, state);
    record(state == EndState::Rejected ? ScheduleEvent::Kind::Reject : ScheduleEvent::Kind::Drop, job);
    return was;
}

template <typename Visit>
void SimulationEngine::forEachMachinePart(const NodeSet& nodes, Visit&& visit) const
{
    // Node ranges may cross machine boundaries (multi-site jobs); cut them.
    for (const NodeSet::Range& r : nodes.ranges()) {
        for (NodeId id = r.first; id <= r.last;) {
            const MachineIndex m = m_platform.machineOfNode(id);
            const NodeId machineEnd = m_platform.firstNode(m) + m_platform.machine(m).nodes - 1;
            const NodeId last = std::min(r.last, machineEnd);
            visit(m, id, last);
            id = last + 1;
        }
    }
}

void SimulationEngine::addToRunningLists(JobIndex job)
{
    m_nodesPerMachine.assign(m_pools.size(), 0);
    forEachMachinePart(m_result.jobs[job].nodes, [this](MachineIndex m, NodeId first, NodeId last) {
        m_nodesPerMachine[std::size_t(m)] += last - first + 1;
    });
    const Time estimatedEnd = m_now + m_states[job].remainingEstimate;
    for (std::size_t m = 0; m < m_nodesPerMachine.size(); ++m) {
        if (m_nodesPerMachine[m] == 0)
            continue;
        auto& list = m_running[m];
        const RunningJob entry{job, m_now, estimatedEnd, m_nodesPerMachine[m], m_result.jobs[job].option};
        // Sorted by estimated end; among equals, later starts go last, which
        // keeps the order deterministic.
        auto at = std::upper_bound(list.begin(), list.end(), entry,
                                   [](const RunningJob& x, const RunningJob& y) {
                                       return x.estimatedEnd < y.estimatedEnd;
                                   });
        list.insert(at, entry);
    }
}

void SimulationEngine::removeFromRunningLists(JobIndex job)
{
    for (auto& list : m_running) {
        auto it = std::find_if(list.begin(), list.end(),
                               [job](const RunningJob& r) { return r.job == job; });
        if (it != list.end())
            list.erase(it);
    }
}

void SimulationEngine::occupyNodes(const NodeSet& nodes)
{
    forEachMachinePart(nodes, [this](MachineIndex m, NodeId first, NodeId last) {
        m_pools[std::size_t(m)].occupy(first, last);
        m_busyNodes += last - first + 1;
    });
}

void SimulationEngine::releaseNodes(const NodeSet& nodes)
{
    forEachMachinePart(nodes, [this](MachineIndex m, NodeId first, NodeId last) {
        m_pools[std::size_t(m)].release(first, last);
        m_busyNodes -= last - first + 1;
    });
}

void SimulationEngine::fail(JobIndex job, const std::string& what) const
{
    std::ostringstream out;
    out << m_options.policyLabel << " at time " << m_now << ": job ";
    if (job < m_workload.jobs.size())
        out << m_workload.jobs[job].id;
    else
        out << "#" << job;
    out << " " << what;
    throw SimulationError(out.str());
}

void SimulationEngine::record(ScheduleEvent::Kind kind, JobIndex job, StartReason reason)
{
    if (m_options.recordEvents)
        m_result.events.push_back(ScheduleEvent{m_now, kind, job, reason});
}

}  // namespace schedlab
