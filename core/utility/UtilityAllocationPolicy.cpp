#include "utility/UtilityAllocationPolicy.h"

#include "engine/DataTransfer.h"
#include "engine/JobOutcome.h"
#include "engine/SchedulingContext.h"
#include "knapsack/MmkpSolver.h"
#include "platform/Platform.h"
#include "utility/ClusterStorage.h"
#include "utility/UtilityWeights.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

namespace schedlab {

namespace {

const std::string kUtility = "utility";
const std::string kPeriod = "period";
const std::string kBackfill = "backfill";
const std::string kPreempt = "preempt";
constexpr double kSecondsPerHour = 3600;
constexpr double kLongestPeriodHours = 1000;
constexpr double kUnpricedValue = 1.0;  // a task without a value counts as one
constexpr double kShortestRemaining = 1e-9;
// The knapsack never picks a way worth nothing, so a task whose every way is
// worth nothing (a credit of 0, a certain fault without recovery) would wait
// forever, and the cycles with it. Such a way is worth this little instead:
// it runs on nodes no task worth more wants.
constexpr double kLeastUtility = 1e-9;
// Far below any difference a utility form means, far above rounding.
constexpr double kStayingTieBreak = 1e-9;

double speedOf(const SchedulingContext& context, MachineIndex cluster)
{
    return context.platform().machine(cluster).speed;
}

}  // namespace

PolicyInfo UtilityAllocationPolicy::info()
{
    PolicyInfo info{
        {"utility",
         "Utility allocation with a knapsack (UM, UM+BF)",
         "Every period, all waiting and running tasks compete: each way a task can run (each of its options on "
         "each cluster with enough nodes) gets a utility, and a multichoice knapsack over the clusters' nodes picks "
         "at most one way per task. Running tasks picked another way are checkpointed and migrated or resized "
         "(their work carried over); those not picked are preempted; waiting ones picked start. Utilities: P1 = v "
         "(credit), P2 = v ERT, P3 = U3(v ERT), P4 = ERT + NTCT, P5 = U3(ERT + NTCT), with ERT = (t - s + r) / N "
         "and NTCT = N / r, N the single-processor length and r the remaining time, both from estimates; the "
         "weighted and sigmoid forms of ch. 5 and the fault-tolerance heuristics Value, Value/Cost and Value/ERT "
         "of ch. 7 (Table 7.1), which weigh each option's fault probability and recovery; and the data forms of "
         "ch. 6, S(ERT) + S(NTCT) with S(IDT) (input data time, bandwidth over input size) and with S(CV) (credit). "
         "Where clusters have disks, a task's input takes disk as the knapsack's second resource, and a task moved "
         "to another cluster moves its input again. With backfill, nodes freed between periods start waiting tasks "
         "in arrival order at their requested width (UM+BF); without, they stay idle until the next period (UM).",
         "Vanderster (2008), ch. 4-7",
         {
             {kUtility, "Utility", ParameterSpec::Type::Choice, 0, 0, "p1", UtilityForm::names(), "",
              "P1 = v, P2 = v ERT, P3 = U3(v ERT), P4 = ERT + NTCT, P5 = U3(ERT + NTCT) (eqs. 4.5-4.11); "
              "value-weight (5.1), ntct-weight (5.3), shape (5.4) and pb (5.7) with the weights below; "
              "ft-value, ft-value-cost and ft-value-ert (Table 7.1); data, non-data, data-money and "
              "non-data-money (ch. 6: UM Data, NonData, +Money)."},
             {kPeriod, "Period τ", ParameterSpec::Type::Real, 0.001, kLongestPeriodHours, "6", {}, "h",
              "Time between reallocations: 6, 9 or 30 h in ch. 4."},
             {kBackfill, "Backfill between periods", ParameterSpec::Type::Boolean, 0, 0, "false", {}, "",
              "UM+BF: start waiting tasks on nodes freed between periods, in arrival order."},
             {kPreempt, "Reallocate running tasks", ParameterSpec::Type::Boolean, 0, 0, "true", {}, "",
              "Running tasks compete again every period and may be preempted, migrated or resized (chs. 4-6); "
              "off, a started task runs to its end where it is (ch. 7)."},
         }},
        true,
        false};  // plans over clusters, but never uses the jobs' origin sites
    for (ParameterSpec& spec : UtilityWeights::specs())
        info.parameters.push_back(std::move(spec));
    return info;
}

UtilityAllocationPolicy::UtilityAllocationPolicy(const Parameters& parameters)
    : m_form(UtilityForm::fromName(parameters.text(kUtility)), UtilityWeights::read(parameters))
    , m_period(std::max<Time>(1, Time(std::llround(parameters.real(kPeriod) * kSecondsPerHour *
                                                   double(parameters.ticksPerSecond())))))
    , m_backfill(parameters.boolean(kBackfill))
    , m_preempt(parameters.boolean(kPreempt))
    , m_ticksPerSecond(parameters.ticksPerSecond())
{
}

void UtilityAllocationPolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    forget(events.completed);
    forget(events.withdrawn);
    for (const JobIndex job : events.submitted)
        m_tasks.push_back({job, State::Waiting, {}});
    const Time now = events.now;
    if (m_tasks.empty())
        return;
    if (m_nextCycle == kNoTime || m_nextCycle < now) {
        // Cycles fall on multiples of the period (Vanderster 2008, sec. 4.3):
        // the first one at or after now.
        m_nextCycle = (now + m_period - 1) / m_period * m_period;
        if (m_nextCycle > now)
            context.setTimer(m_nextCycle, 0);
    }
    if (now == m_nextCycle) {
        reallocate(context);
        m_nextCycle = now + m_period;
        context.setTimer(m_nextCycle, 0);
    } else if (m_backfill) {
        backfill(context);
    }
}

void UtilityAllocationPolicy::forget(std::span<const JobIndex> jobs)
{
    for (const JobIndex job : jobs)
        std::erase_if(m_tasks, [job](const Task& task) { return task.job == job; });
}

void UtilityAllocationPolicy::waysOf(const SchedulingContext& context, JobIndex job, std::vector<Way>& ways) const
{
    const JobRequest& request = context.request(job);
    const Platform& platform = context.platform();
    const double jobValue = request.value >= 0 ? request.value : kUnpricedValue;
    ways.clear();
    const auto add = [&](int option, MachineIndex only, int width, Time estimate, double value) {
        for (MachineIndex k = 0; k < platform.machineCount(); ++k) {
            const Machine& cluster = platform.machine(k);
            if ((only == kNoMachine || only == k) && cluster.nodes >= width &&
                ClusterStorage::diskMB(cluster) >= request.diskMB(option))
                ways.push_back({option, k, width, estimate, value});
        }
    };
    if (request.options.empty())
        add(JobOutcome::kOwnShape, kNoMachine, request.nodes, request.estimate, jobValue);
    for (std::size_t j = 0; j < request.options.size(); ++j) {
        const JobOption& option = request.options[j];
        // A replica holds two copies' nodes (Vanderster 2008, ch. 7), which
        // the engine takes at the start: the knapsack must count them both.
        const int copies = option.recovery == Recovery::Replica ? 2 : 1;
        add(int(j), option.machine, option.nodes * copies, option.estimate,
            option.value >= 0 ? option.value : jobValue);
    }
}

double UtilityAllocationPolicy::workLeft(const SchedulingContext& context, const Task& task) const
{
    // Work in single-processor seconds on a speed-1 machine, by the estimates:
    // processing only. An input still moving is not work that more processors
    // would do faster; counted as such, it made a task whose transfer had just
    // restarted look twice as quick on twice the nodes, and the knapsack moved
    // it back and forth every period, restarting the transfer each time.
    const JobRequest& request = context.request(task.job);
    if (task.state == State::Waiting)
        return double(request.estimate) * double(request.nodes);
    const double rate = double(task.way.width) * speedOf(context, task.way.cluster);
    const Time transfer = context.remainingTransfer(task.job);
    if (task.state == State::Preempted)
        return double(std::max<Time>(0, context.remainingEstimate(task.job) - transfer)) * rate;
    for (const RunningJob& running : context.running(task.way.cluster)) {
        if (running.job == task.job)
            return double(std::max<Time>(0, running.estimatedEnd - context.now() - transfer)) * rate;
    }
    return 0;
}

UtilityInputs UtilityAllocationPolicy::inputsOf(const SchedulingContext& context, const Task& task, const Way& way,
                                               double work) const
{
    const JobRequest& request = context.request(task.job);
    const double length = double(request.estimate) * double(request.nodes);  // N_i
    const double speed = speedOf(context, way.cluster);
    // Waiting: the way's own estimate, which may scale differently from the
    // requested shape's; started: the work left, at this way's rate.
    const double remaining =
        task.state == State::Waiting ? double(way.estimate) / speed : work / (double(way.width) * speed);
    UtilityInputs in;
    in.value = way.value;
    in.ert = (double(context.now() - request.submit) + remaining) / std::max(length, kShortestRemaining);
    in.ntct = length / std::max(remaining, kShortestRemaining);
    in.length = double(way.estimate) / speed;  // L_i / p_k (eq. 7.10)
    // IDT = B_k / d (eq. 6.15). A started task's input is on its cluster
    // already: there, nothing is left to move and IDT is infinite (our
    // reading of "staying costs nothing", sec. 6.2).
    const double bandwidth = context.platform().machine(way.cluster).bandwidthMBps;
    const bool dataThere = task.state != State::Waiting && way.cluster == task.way.cluster;
    in.idt = bandwidth > 0 && request.inputMB > 0 && !dataThere ? bandwidth / request.inputMB
                                                                : std::numeric_limits<double>::infinity();
    if (way.option == JobOutcome::kOwnShape) {
        in.faultProbability = request.faultProbability;
    } else {
        const JobOption& option = request.options[std::size_t(way.option)];
        in.faultProbability = option.faultProbability;
        in.recovery = option.recovery;
    }
    return in;
}

void UtilityAllocationPolicy::setCapacities(const SchedulingContext& context, MmkpProblem& problem) const
{
    const Platform& platform = context.platform();
    const bool disks = ClusterStorage::limitsDisk(platform);
    // A cluster without a disk limit gets more disk than every task could
    // hold together: never binding, and finite for the solver's prices.
    double allDisks = 1;
    if (disks) {
        for (const Task& task : m_tasks) {
            const JobRequest& request = context.request(task.job);
            double most = request.inputMB;
            for (std::size_t j = 0; j < request.options.size(); ++j)
                most = std::max(most, request.diskMB(int(j)));
            allDisks += most;
        }
    }
    problem.capacity.resize(std::size_t(platform.machineCount()));
    for (MachineIndex k = 0; k < platform.machineCount(); ++k) {
        std::vector<double>& capacity = problem.capacity[std::size_t(k)];
        capacity.assign(1, double(platform.machine(k).nodes));
        if (disks)
            capacity.push_back(std::min(ClusterStorage::diskMB(platform.machine(k)), allDisks));
    }
}

void UtilityAllocationPolicy::reallocate(SchedulingContext& context)
{
    MmkpProblem& problem = m_scratch.problem;
    setCapacities(context, problem);
    const bool disks = problem.resourceTypes() > 1;
    // Without preemption a running task keeps its nodes and its disk: they
    // are not offered, and the task is no candidate.
    std::vector<std::size_t>& candidates = m_scratch.candidates;
    candidates.clear();
    for (std::size_t i = 0; i < m_tasks.size(); ++i) {
        const Task& task = m_tasks[i];
        if (!m_preempt && task.state == State::Running) {
            std::vector<double>& left = problem.capacity[std::size_t(task.way.cluster)];
            left[0] -= double(task.way.width);
            if (disks)
                left[1] -= context.request(task.job).diskMB(task.way.option);
        } else {
            candidates.push_back(i);
        }
    }
    // Two passes: the normalised forms need the cycle's largest credit and
    // largest ERT + NTCT (Vanderster 2008, sec. 5.1).
    std::vector<std::vector<Way>>& ways = m_scratch.ways;
    std::vector<std::vector<UtilityInputs>>& inputs = m_scratch.inputs;
    // Grown, never shrunk: the inner vectors keep their capacity.
    if (ways.size() < candidates.size()) {
        ways.resize(candidates.size());
        inputs.resize(candidates.size());
    }
    UtilityScale scale{0, 0, 0, 0, 0};
    for (std::size_t c = 0; c < candidates.size(); ++c) {
        const Task& task = m_tasks[candidates[c]];
        waysOf(context, task.job, ways[c]);
        const double work = workLeft(context, task);
        inputs[c].clear();
        for (const Way& way : ways[c]) {
            const UtilityInputs& in = inputs[c].emplace_back(inputsOf(context, task, way, work));
            scale.largestValue = std::max(scale.largestValue, in.value);
            scale.largestSum = std::max(scale.largestSum, in.ert + in.ntct);
            scale.largestErt = std::max(scale.largestErt, in.ert);
            scale.largestNtct = std::max(scale.largestNtct, in.ntct);
            if (std::isfinite(in.idt))
                scale.largestIdt = std::max(scale.largestIdt, in.idt);
        }
    }
    problem.tasks.resize(candidates.size());
    for (std::size_t c = 0; c < candidates.size(); ++c) {
        std::vector<MmkpProblem::Option>& options = problem.tasks[c].options;
        options.resize(ways[c].size());
        const Task& task = m_tasks[candidates[c]];
        const JobRequest& request = context.request(task.job);
        const double input = request.inputMB;
        for (std::size_t j = 0; j < ways[c].size(); ++j) {
            const Way& way = ways[c][j];
            MmkpProblem::Option& option = options[j];
            option.cluster = std::size_t(way.cluster);
            option.demand.assign(1, double(way.width));
            if (disks)
                option.demand.push_back(request.diskMB(way.option));
            double utility = std::max(kLeastUtility, m_form.utility(inputs[c][j], scale));
            // Where moving costs a transfer, a started task's own cluster
            // wins a tie: a utility blind to data (NonData) would otherwise
            // move tasks between equal clusters each period, and with
            // transfers longer than the period none would ever finish.
            if (task.state != State::Waiting && way.cluster == task.way.cluster && input > 0)
                utility *= 1 + kStayingTieBreak;
            option.utility = utility;
        }
    }
    const auto before = std::chrono::steady_clock::now();
    const MmkpSolution solution = MmkpSolver::heuristic(problem);
    PolicyCycle cycle;
    cycle.time = context.now();
    cycle.solverSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - before).count();
    cycle.tasks = candidates.size();
    for (std::size_t c = 0; c < candidates.size(); ++c)
        cycle.ways += ways[c].size();
    context.reportCycle(cycle);
    std::vector<const Way*> chosen(m_tasks.size(), nullptr);
    for (std::size_t c = 0; c < candidates.size(); ++c) {
        if (solution.choice[c] != MmkpSolution::kNone)
            chosen[candidates[c]] = &ways[c][std::size_t(solution.choice[c])];
    }
    apply(context, chosen);
}

void UtilityAllocationPolicy::apply(SchedulingContext& context, const std::vector<const Way*>& chosen)
{
    const StartReason reason{StartKind::Allocated, kNoJob, context.now(), -1};
    // Free the nodes first: every task that stops or moves is checkpointed.
    for (std::size_t i = 0; i < m_tasks.size(); ++i) {
        Task& task = m_tasks[i];
        const Way* way = chosen[i];
        const bool stays = !m_preempt ||
                           (way != nullptr && way->cluster == task.way.cluster && way->width == task.way.width);
        if (task.state == State::Running && !stays) {
            context.preempt(task.job);
            task.state = State::Preempted;
        }
    }
    for (std::size_t i = 0; i < m_tasks.size(); ++i) {
        Task& task = m_tasks[i];
        const Way* way = chosen[i];
        if (way == nullptr || task.state == State::Running)
            continue;
        if (task.state == State::Waiting) {
            if (way->option == JobOutcome::kOwnShape)
                context.start(task.job, way->cluster, reason);
            else
                context.startOption(task.job, std::size_t(way->option), way->cluster, reason);
        } else {
            // Moving to another cluster moves the input again (ch. 6);
            // resuming where it was costs nothing.
            const Time transfer = way->cluster == task.way.cluster
                ? 0
                : DataTransfer::ticks(context.request(task.job).inputMB,
                                      context.platform().machine(way->cluster).bandwidthMBps, m_ticksPerSecond);
            context.migrateOn(task.job, way->cluster, way->width, transfer, reason);
        }
        task.state = State::Running;
        task.way = *way;
    }
}

void UtilityAllocationPolicy::backfill(SchedulingContext& context)
{
    const Platform& platform = context.platform();
    const StartReason reason{StartKind::FirstFit, kNoJob, kNoTime, -1};
    for (Task& task : m_tasks) {
        if (task.state != State::Waiting)
            continue;
        std::vector<Way>& ways = m_scratch.backfillWays;
        waysOf(context, task.job, ways);
        if (ways.empty())
            continue;
        // The requested shape: the job's own, or its first option.
        const Way& requested = ways.front();
        for (MachineIndex k = 0; k < platform.machineCount(); ++k) {
            const auto way = std::ranges::find_if(ways, [&](const Way& w) {
                return w.option == requested.option && w.cluster == k;
            });
            if (way == ways.end() || context.freeNodes(k) < way->width ||
                ClusterStorage::freeDiskMB(context, k) < context.request(task.job).diskMB(way->option))
                continue;
            if (way->option == JobOutcome::kOwnShape)
                context.start(task.job, k, reason);
            else
                context.startOption(task.job, std::size_t(way->option), k, reason);
            task.state = State::Running;
            task.way = *way;
            break;
        }
    }
}

}  // namespace schedlab
