#include "qos/QosMetaScheduler.h"

#include "engine/DataTransfer.h"
#include "engine/SchedulingContext.h"
#include "engine/SimulationError.h"
#include "platform/Platform.h"
#include "qos/FairCompletionTime.h"
#include "qos/MaxMinFairShare.h"
#include "qos/MmfsAssignment.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace schedlab {

namespace {

const std::string kOrdering = "ordering";
const std::string kAssignment = "assignment";
const std::string kGapFilling = "gap-filling";
const std::string kPeriod = "period";
const std::string kAftoStart = "afto-start";
const std::string kAftoRates = "afto-rates";
const std::string kWfqClock = "wfq-clock";
const std::string kRejectInfeasible = "reject-infeasible";
const std::string kRefused = "refused";
const std::string kReapply = "reapply";
const std::string kDrop = "drop";
const std::string kDispatch = "dispatch";
const std::string kPlan = "plan";
const std::string kWhenFree = "when-free";
const std::string kLinkMbps = "link-mbps";
constexpr double kFastestLinkMbps = 1e9;  // 1 Pbit/s: far beyond any link
constexpr double kLongestPeriod = 86400;  // s
constexpr double kInfinity = std::numeric_limits<double>::infinity();
// Ticks a zero fair rate (an infinite fair completion time) is held for:
// far beyond any run, and safe to add to a tick count.
constexpr double kLongestHold = 1e15;

}  // namespace

PolicyInfo QosMetaScheduler::info()
{
    using T = ParameterSpec::Type;
    return {{"qos-meta",
             "QoS two-phase meta-scheduler (FCFS/EDF/LLF/SFTO/AFTO/WFQ/MMFS)",
             "Every node is a processor of capacity c_j = its machine's speed; a task takes one whole processor. "
             "Tasks submitted during a period P are collected; at each multiple of P the batch is ordered, then "
             "its tasks are assigned one by one, each reserved on its processor after the tasks already there "
             "(or, with gap filling, in the earliest idle gap it fits). Each processor runs its plan in order as "
             "soon as it is free; tasks ending early let the later ones move up. Work w_i = the estimate; "
             "D_i = deadline - now; delta_ij = max(d_ij, gamma_j), d_ij the task's input over the link "
             "(link-mbps; the input moves while the task waits); delta_i = "
             "sum delta_ij c_j / C; X_i = w_i / (D_i - delta_i), capped at C when the deadline is passed, "
             "unmet or absent. mmfs assigns the whole batch by best-fit decreasing on max-min fair rates, swaps "
             "and local fair order (the assignment parameter is then ignored). Period 0 is on-line: each "
             "instant's arrivals are ordered and assigned at once. With dispatch when-free nothing is planned "
             "ahead: ordered tasks wait in the scheduler's queue (wfq: one fair queue for the whole run, §2.3) "
             "and at each batch instant start on the processors idle then.",
             "Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §2",
             {
                 {kOrdering, "Ordering", T::Choice, 0, 0, "fcfs", TaskOrdering::names(), "",
                  "fcfs arrival; edf deadline; llf least workload; sfto fair completion delta_i + w_i / r_i "
                  "(eq. 6); afto fluid fair completion (eqs. 7-8); wfq per-user fair queueing (§2.3); mmfs "
                  "max-min fair share assignment (§2.1.7)."},
                 {kAssignment, "Assignment", T::Choice, 0, 0, "ect", TaskAssignment::names(), "",
                  "ect earliest completion (eq. 5); est earliest start (§2.3); fcte fair completion "
                  "phi (N_r + 1) / c_r (eqs. 15-16); adjusted-fcte completion under processor sharing (§2.2). "
                  "Ignored with mmfs."},
                 {kGapFilling, "Gap filling", T::Boolean, 0, 0, "false", {}, "",
                  "gamma_j is the start of the earliest idle gap the task fits in, not the release time; D5.2 "
                  "uses it with SFTO, AFTO and MMFS. Gaps arise where a processor is free before a task's input "
                  "has arrived (link-mbps > 0)."},
                 {kPeriod, "Period P", T::Real, 0, kLongestPeriod, "1", {}, "s",
                  "Batches at multiples of P: 5 s (FCTE, §2.2), 1 s (WFQ/EST, §2.3). 0: on-line."},
                 {kAftoStart, "AFTO start", T::Choice, 0, 0, "delta", {"delta", "zero"}, "",
                  "afto: a task joins the fluid at delta_i, or every task at once."},
                 {kAftoRates, "AFTO rates", T::Choice, 0, 0, "maxmin", {"maxmin", "equal-split"}, "",
                  "afto: max-min over the remaining demands, or C shared by weight."},
                 {kWfqClock, "WFQ clock", T::Choice, 0, 0, "wfq", {"wfq", "scfq"}, "",
                  "wfq: virtual time of WFQ (dV/dt = 1 / sum of active shares) or self-clocked SCFQ (App. D)."},
                 {kRejectInfeasible, "Reject infeasible", T::Boolean, 0, 0, "false", {}, "",
                  "The §2.1 baselines: a task whose planned completion is after its deadline is refused at "
                  "assignment (its served rate X_i^c is 0)."},
                 {kRefused, "Refused tasks", T::Choice, 0, 0, kReapply, {kReapply, kDrop}, "",
                  "With reject-infeasible. reapply: a refused task re-applies when the last feasibly assigned "
                  "task is planned to complete (§2.1) and then runs without the deadline test, taking "
                  "processor time from later tasks; E1 and E2 count it as served at rate 0, E3 by its real "
                  "completion. drop: it never runs (end state Rejected), and E3 charges it its run after "
                  "the work accepted before it."},
                 {kLinkMbps, "Link", T::Real, 0, kFastestLinkMbps, "0", {}, "Mbit/s",
                  "Bandwidth of every link from the users to the resources (equal links, §2.2-2.3): "
                  "d_ij = input bytes / bandwidth, and a task starts only once its input has arrived. 0: "
                  "inputs arrive at once (d_ij = 0, as in §2.1). The output is not modelled."},
                 {kDispatch, "Dispatch", T::Choice, 0, 0, kPlan, {kPlan, kWhenFree}, "",
                  "plan: each batch is assigned at once to processor plans (§2.1, §2.2); when-free: tasks "
                  "wait in the ordering's queue across batches (wfq: one fair queue for the run, §2.3) and "
                  "start only on processors idle at a batch instant, est the lowest-numbered idle one, ect "
                  "the fastest. fcfs, edf, llf and wfq only; gap filling does not apply."},
             }},
            true,
            false};
}

QosMetaScheduler::QosMetaScheduler(const Parameters& parameters)
    : m_assignment(TaskAssignment::fromName(parameters.text(kAssignment)))
    , m_gapFilling(parameters.boolean(kGapFilling))
    , m_rejectInfeasible(parameters.boolean(kRejectInfeasible))
    , m_reapply(parameters.text(kRefused) == kReapply)
    , m_period(Time(std::llround(parameters.real(kPeriod) * double(parameters.ticksPerSecond()))))
    , m_linkMBps(DataTransfer::megabytesPerSecond(parameters.real(kLinkMbps)))
    , m_ticksPerSecond(parameters.ticksPerSecond())
{
    m_ordering.kind = TaskOrdering::fromName(parameters.text(kOrdering));
    m_ordering.aftoStart =
        parameters.text(kAftoStart) == "zero" ? FluidCompletion::Start::Zero : FluidCompletion::Start::Delta;
    m_ordering.aftoRates = parameters.text(kAftoRates) == "equal-split" ? FluidCompletion::Rates::EqualSplit
                                                                        : FluidCompletion::Rates::MaxMin;
    m_ordering.clock = parameters.text(kWfqClock) == "scfq" ? FairQueue::VirtualTime::Scfq
                                                            : FairQueue::VirtualTime::Wfq;
    m_whenFree = parameters.text(kDispatch) == kWhenFree;
    if (m_whenFree && !WaitingTasks::supports(m_ordering.kind))
        throw ConfigurationError("qos-meta: dispatch " + kWhenFree + " keeps tasks waiting across batches, "
                                 "which needs an ordering of fcfs, edf, llf or wfq; '" +
                                 parameters.text(kOrdering) + "' orders a batch by its fair rates or places "
                                 "it whole (use dispatch " + kPlan + ")");
}

void QosMetaScheduler::prepare(const Platform& platform)
{
    if (m_linkMBps > 0) {
        for (const Machine& machine : platform.machines()) {
            if (machine.bandwidthMBps > 0)
                throw ConfigurationError("qos-meta: " + kLinkMbps + " moves each input before its task starts, "
                                         "and machine '" + machine.name + "' has a bandwidth, with which the "
                                         "engine would move it again on the task's node: set " + kLinkMbps +
                                         " = 0 or use a platform without bandwidths");
        }
    }
    for (MachineIndex m = 0; m < platform.machineCount(); ++m) {
        const Machine& machine = platform.machine(m);
        for (int k = 0; k < machine.nodes; ++k) {
            m_processors.push_back({m, platform.firstNode(m) + k, machine.speed});
            m_capacity += machine.speed;
        }
    }
    m_timelines.assign(m_processors.size(), ProcessorTimeline());
    if (m_whenFree)
        m_waiting.emplace(m_ordering.kind, m_ordering.clock, m_capacity);
}

int QosMetaScheduler::widestRunnableJob(const Platform& platform) const
{
    (void)platform;
    return 1;
}

void QosMetaScheduler::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    for (const JobIndex job : events.completed)
        forget(job, true);
    for (const JobIndex job : events.withdrawn)
        forget(job, false);
    for (const JobIndex job : events.submitted)
        m_pending.push_back({job, m_arrivals++});
    const Time now = events.now;
    reapplyDue(now);
    if (batchDue()) {
        if (m_period == 0) {
            runBatch(context);
        } else {
            // Batches fall on multiples of P (D5.2 §2: collect for P, then
            // schedule); arrivals at a multiple join that instant's batch.
            if (m_nextBatch == kNoTime || m_nextBatch < now) {
                m_nextBatch = (now + m_period - 1) / m_period * m_period;
                if (m_nextBatch > now)
                    context.setTimer(m_nextBatch, 0);
            }
            if (now == m_nextBatch) {
                runBatch(context);
                m_nextBatch = kNoTime;
            }
        }
    }
    startReady(context);
}

bool QosMetaScheduler::batchDue() const
{
    if (!m_pending.empty())
        return true;
    if (!m_waiting || m_waiting->empty())
        return false;
    const std::vector<bool> idle = idleProcessors();
    return std::ranges::find(idle, true) != idle.end();
}

std::vector<bool> QosMetaScheduler::idleProcessors() const
{
    std::vector<bool> idle(m_timelines.size());
    for (std::size_t j = 0; j < m_timelines.size(); ++j)
        idle[j] = !m_timelines[j].busy() && m_timelines[j].next() == kNoJob;
    return idle;
}

void QosMetaScheduler::forget(JobIndex job, bool ended)
{
    std::erase_if(m_pending, [job](const Pending& p) { return p.job == job; });
    std::erase_if(m_refusedLater, [job](const Refusal& r) { return r.pending.job == job; });
    m_reapplied.erase(job);
    if (m_waiting)
        m_waiting->remove(job);
    // A completed task keeps its fair rate until its fair completion time
    // (assignByMmfs); one withdrawn before it ran frees it at once.
    if (!ended)
        m_rateOf.erase(job);
    const auto it = m_processorOf.find(job);
    if (it == m_processorOf.end())
        return;
    ProcessorTimeline& timeline = m_timelines[it->second];
    // A completed (or dropped running) task frees its processor; a task the
    // engine withdrew at its hard deadline leaves the plan (D5.2 §2: a
    // critical task is dropped when its deadline passes).
    if (ended && timeline.running() == job)
        timeline.finish();
    else
        timeline.remove(job);
    m_processorOf.erase(it);
}

void QosMetaScheduler::runBatch(SchedulingContext& context)
{
    const std::vector<MetaTask> tasks = describe(context);
    m_pending.clear();
    if (m_waiting) {
        for (const MetaTask& task : tasks)
            m_waiting->add(task, context.now());
        dispatchWhenFree(context);
    } else if (m_ordering.kind == TaskOrdering::Kind::Mmfs)
        assignByMmfs(context, tasks);
    else
        assignInOrder(context, tasks);
    reapplyRefused(context);
}

void QosMetaScheduler::reapplyRefused(SchedulingContext& context)
{
    if (m_refusedNow.empty())
        return;
    const Time now = context.now();
    const Time due = std::max(now, m_lastFeasibleEnd);
    std::vector<Pending> atOnce;
    for (Refusal& refusal : m_refusedNow) {
        refusal.due = due;
        refusal.after = m_lastFeasibleJob;
        if (due > now)
            m_refusedLater.push_back(refusal);
        else {
            m_reapplied[refusal.pending.job] = refusal;
            atOnce.push_back(refusal.pending);
        }
    }
    m_refusedNow.clear();
    // due never decreases (m_lastFeasibleEnd only grows): one timer each.
    if (due > now && due > m_reapplyTimer) {
        context.setTimer(due, 0);
        m_reapplyTimer = due;
    }
    if (atOnce.empty())
        return;
    // Nothing feasibly assigned is planned past now: they re-apply in this
    // same batch instant, after the tasks already assigned.
    m_pending = std::move(atOnce);
    runBatch(context);
}

void QosMetaScheduler::reapplyDue(Time now)
{
    // Into this instant's collection, keeping their first arrival numbers
    // (fcfs serves them before later arrivals).
    for (auto it = m_refusedLater.begin(); it != m_refusedLater.end();) {
        if (it->due > now) {
            ++it;
            continue;
        }
        m_reapplied[it->pending.job] = *it;
        m_pending.push_back(it->pending);
        it = m_refusedLater.erase(it);
    }
    std::ranges::sort(m_pending, {}, &Pending::arrival);
}

std::vector<MetaTask> QosMetaScheduler::describe(const SchedulingContext& context) const
{
    const Time now = context.now();
    std::vector<MetaTask> tasks;
    tasks.reserve(m_pending.size());
    for (const Pending& pending : m_pending) {
        const JobRequest& request = context.request(pending.job);
        MetaTask task;
        task.job = pending.job;
        task.arrival = pending.arrival;
        task.submit = request.submit;
        task.work = double(request.estimate);
        task.deadline = request.deadline == kNoTime ? kInfinity : double(request.deadline - now);
        task.weight = request.share > 0 ? request.share : 1.0;
        task.user = request.user;
        task.input = inputTicks(request);
        task.delay = TaskAssignment::meanDelay(
            TaskAssignment::delays(task.work, task.input, m_processors, m_timelines, now, m_gapFilling),
            m_processors);
        // X_i = w_i / (D_i - delta_i) (eq. 4). A task that cannot make its
        // deadline (or has none) demands without bound; no rate can exceed
        // C, so C stands for infinity in the max-min share.
        const double slack = task.deadline - task.delay;
        task.demand = slack > 0 && std::isfinite(slack) ? std::min(m_capacity, task.work / slack) : m_capacity;
        tasks.push_back(task);
    }
    return tasks;
}

void QosMetaScheduler::assignInOrder(SchedulingContext& context, const std::vector<MetaTask>& tasks)
{
    for (const std::size_t k : TaskOrdering::order(tasks, m_capacity, m_ordering))
        place(context, tasks[k],
              TaskAssignment::choose(m_assignment, tasks[k], m_processors, m_timelines, context.now(), m_gapFilling));
}

void QosMetaScheduler::assignByMmfs(SchedulingContext& context, const std::vector<MetaTask>& tasks)
{
    std::vector<double> demands, weights, works, delays;
    for (const MetaTask& t : tasks) {
        demands.push_back(t.demand);
        weights.push_back(t.weight);
        works.push_back(t.work);
        delays.push_back(t.delay);
    }
    // Step 1 (§2.1.7): r = MaxMin(X, C) on the whole capacity C.
    const std::vector<double> fair = MaxMinFairShare::rates(demands, m_capacity, weights);
    // Steps 2-3 place the rates on what each processor has left: c_j minus
    // the fair rates of the unfinished tasks an earlier batch put there
    // (negative when overcommitted, so that best fit then picks the least
    // overflowing). Without this every batch would pack the same first
    // processors, whose earlier tasks already use their capacity; D5.2
    // does not say how a batch sees the previous ones (our reading).
    // A task holds its rate until its fair completion time, not until it
    // ends: the processor runs its tasks one after another at full
    // capacity, so one that ended early borrowed the capacity the fluid
    // schedule gives the tasks queued after it, which still need it to meet
    // their deadlines. Freeing its rate at its end let the next batch pack
    // a task behind them that could only end past its deadline (a
    // qos-groups run at load 0.5, 50,000 tasks: 1,304 misses, FCFS none).
    const Time now = context.now();
    std::erase_if(m_rateOf, [now](const auto& held) { return held.second.until <= now; });
    std::vector<double> residual;
    for (const MetaProcessor& p : m_processors)
        residual.push_back(p.capacity);
    for (const auto& [job, held] : m_rateOf)
        residual[held.processor] -= held.rate;
    MmfsAssignment::Placement placement = MmfsAssignment::bestFitDecreasing(fair, residual);
    placement = MmfsAssignment::improveBySwaps(std::move(placement), fair, residual).placement;
    // Step 5 (§2.1.9): each processor runs its new tasks one after another
    // at full capacity, ascending fair completion time, after what it holds.
    // (Step 4's reduced rates change nothing then: a task runs at c_j.)
    placement = MmfsAssignment::localOrder(std::move(placement), fair, works, delays);
    const std::vector<double> fairEnds = FairCompletionTime::forRates(delays, works, fair);
    for (std::size_t j = 0; j < placement.size(); ++j) {
        for (const std::size_t k : placement[j]) {
            place(context, tasks[k], j);
            if (!m_processorOf.contains(tasks[k].job))
                continue;  // rejected
            const double end = std::min(fairEnds[k], kLongestHold);
            m_rateOf[tasks[k].job] = {j, fair[k], now + Time(std::ceil(end))};
        }
    }
}

void QosMetaScheduler::dispatchWhenFree(SchedulingContext& context)
{
    // The next tasks in order, each on an idle processor chosen by the
    // assignment rule among the idle ones; a task rejected as infeasible
    // leaves its processor idle for the next. startReady then starts them.
    const Time now = context.now();
    std::vector<bool> idle = idleProcessors();
    while (std::ranges::find(idle, true) != idle.end()) {
        const std::optional<MetaTask> task = m_waiting->next(now);
        if (!task)
            break;
        const std::size_t j =
            TaskAssignment::choose(m_assignment, *task, m_processors, m_timelines, now, false, idle);
        place(context, *task, j);
        idle[j] = m_timelines[j].next() == kNoJob;
    }
}

void QosMetaScheduler::place(SchedulingContext& context, const MetaTask& task, std::size_t processor)
{
    const Time now = context.now();
    ProcessorTimeline& timeline = m_timelines[processor];
    const Time length = ProcessorTimeline::lengthAt(task.work, m_processors[processor].capacity);
    const Time ready = now + task.input;  // delta_ij = max(d_ij, gamma_j) (eq. 2)
    const ProcessorTimeline::Fit fit = timeline.fit(now, ready, length, m_gapFilling);
    // The §2.1 baselines give a task its demanded rate only if its deadline
    // can be met, and reject it otherwise (X_i^c = 0).
    const bool reapplied = m_reapplied.contains(task.job);
    if (m_rejectInfeasible && !reapplied && double(fit.start + length - now) > task.deadline) {
        if (m_reapply)
            m_refusedNow.push_back({{task.job, task.arrival}});
        else
            context.reject(task.job);
        return;
    }
    timeline.insert(fit, task.job, ready, length);
    m_processorOf[task.job] = processor;
    if (!reapplied && fit.start + length >= m_lastFeasibleEnd) {
        m_lastFeasibleEnd = fit.start + length;
        m_lastFeasibleJob = task.job;
    }
}

Time QosMetaScheduler::inputTicks(const JobRequest& request) const
{
    return DataTransfer::ticks(request.inputMB, m_linkMBps, m_ticksPerSecond);
}

void QosMetaScheduler::startReady(SchedulingContext& context)
{
    // A free processor starts the next task of its plan once that task's
    // input has arrived; until then it idles (the plan keeps its order).
    const Time now = context.now();
    m_readyTimers.erase(m_readyTimers.begin(), m_readyTimers.upper_bound(now));
    for (std::size_t j = 0; j < m_timelines.size(); ++j) {
        ProcessorTimeline& timeline = m_timelines[j];
        if (timeline.busy() || timeline.next() == kNoJob)
            continue;
        const ProcessorTimeline::Slot slot = timeline.queued().front();
        if (slot.ready > now) {
            if (m_readyTimers.insert(slot.ready).second)
                context.setTimer(slot.ready, 0);
            continue;
        }
        NodeSet nodes;
        nodes.add(m_processors[j].node);
        StartReason reason{StartKind::InOrder};
        // The processor waited for the input, not the input for it; the
        // input began to move when the task was placed, d_ij before ready.
        const Time input = inputTicks(context.request(slot.job));
        if (input > 0 && slot.ready == now)
            reason = StartReason{StartKind::InputArrived, kNoJob, slot.ready - input};
        if (const auto it = m_reapplied.find(slot.job); it != m_reapplied.end()) {
            reason = StartReason{StartKind::Reapplied, it->second.after, it->second.due};
            m_reapplied.erase(it);
        }
        context.startOn(slot.job, nodes, reason);
        timeline.pop();
        timeline.run(slot.job, context.now() + slot.length);
    }
}

}  // namespace schedlab
