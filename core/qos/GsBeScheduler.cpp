#include "qos/GsBeScheduler.h"

#include "engine/SchedulingContext.h"
#include "engine/SimulationError.h"
#include "platform/Platform.h"
#include "qos/GsDelayBound.h"
#include "qos/GsRegistration.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace schedlab {

namespace {

const std::string kResourceTypes = "resource-types";
const std::string kPreemptive = "preemptive";
const std::string kGsUsers = "gs-users";
const std::string kMaxTask = "max-task";
const std::string kBucket = "bucket";
const std::string kAccounting = "accounting";
const std::string kPeriod = "period";
const std::vector<std::string> kAccountingNames = {"exact", "conservative", "conservative-feedback",
                                                   "full-aggressive"};
constexpr double kLongestPeriod = 86400;      // s
constexpr double kLargestTask = 1e15;         // MI
constexpr double kInfinity = std::numeric_limits<double>::infinity();
constexpr std::uint64_t kBatchTimer = 0;
constexpr std::uint64_t kRetryTimer = 1;
constexpr std::uint64_t kRegistrationTimer = 2;
// Ticks beyond which no timer is set: far past any run, safe as an int64.
constexpr double kLatestTimer = 1e15;
const std::string kRegistration = "registration";

// The types the platform gives its machines (Machine::qosType), checked
// when the platform was read; gs-be-priority where a machine has none.
std::vector<QosResourceType> machineTypes(const Platform& platform)
{
    std::vector<QosResourceType> types;
    for (const Machine& machine : platform.machines())
        types.push_back(machine.qosType.empty() ? QosResourceType::GsBePriority
                                                : parseQosResourceTypes(machine.qosType, 1).front());
    return types;
}

}  // namespace

PolicyInfo GsBeScheduler::info()
{
    using T = ParameterSpec::Type;
    ParameterSpec types{kResourceTypes, "Resource types", T::Text, 0, 0, "", {}, "",
                        "One per machine, or one for all: gs (guaranteed tasks, fair queue), be (best effort, FCFS), "
                        "gs-be-equal (a best-effort task joins the fair queue as a temporary user of weight 1, if "
                        "every registered user keeps its rate; else it is rejected), gs-be-priority (guaranteed "
                        "queue strictly first). Empty: each machine's QoS type in the platform, gs-be-priority "
                        "where it has none."};
    types.check = [](const std::string& text) {
        if (!text.empty())  // empty: the platform's types
            static_cast<void>(parseQosResourceTypes(text, 0));
    };
    ParameterSpec users{kGsUsers, "Guaranteed users", T::Text, 0, 0, "", {}, "",
                        "USER:RATE:BURST:MAXTASK[:WEIGHT[:UNTIL]],... in MIPS, MI and s: each user's declared "
                        "long-term rate, burst and largest task (and, for dynamic registration, when it leaves). "
                        "They register in this order at t = 0, each at the first GS-capable resource that admits "
                        "it. Empty: every task is best effort."};
    users.check = [](const std::string& text) { static_cast<void>(parseGsContracts(text)); };
    return {{"qos-gsbe",
             "QoS guaranteed service and best effort (GS/BE)",
             "Every machine is a resource with its own local queue, of the type resource-types gives it; every "
             "node is a CPU of the machine's speed (MIPS), and a task takes one CPU. The users of gs-users "
             "register at t = 0 where the admission test rho_k <= C_r w_k / sum w holds for everyone. A task "
             "of class gs of a registered user goes to its resource on arrival when its leaky bucket "
             "(J(t) <= sigma + rho t) lets it and its delay bound B = max(T, d) + (sigma + J_i^max) n_r / C_r + "
             "J_r^max / min C_rj (twice the last term behind a non-preemptive best-effort queue) is within "
             "its deadline; it is withheld while only the bucket stands in the way, and best effort "
             "otherwise. Best-effort tasks are scheduled every period, earliest deadline first, each to the "
             "resource with the least backlog (earliest start). Work w = the estimate, in MI on a 1 MIPS "
             "machine; d = 0 (the policy does not see data sizes).",
             "Phosphorus D5.2 (Varvarigos, Kokkinos et al., 2007), §3",
             {
                 types,
                 {kPreemptive, "Preemptive priority", T::Boolean, 0, 0, "false", {}, "",
                  "gs-be-priority: a waiting guaranteed task preempts the best-effort task started last; it "
                  "resumes later with its remaining work. D5.2's §3.3 runs are non-preemptive."},
                 users,
                 {kMaxTask, "Largest task J_r^max", T::Real, 1, kLargestTask, "419900000", {}, "MI",
                  "The largest task a resource takes from a guaranteed user, and from best effort on GS_BE "
                  "resources; the last term of the delay bound. §3.3: 419,900,000 MI everywhere."},
                 {kBucket, "Leaky bucket", T::Choice, 0, 0, "cumulative", {"cumulative", "token"}, "",
                  "cumulative: (20) as written, J(t) <= sigma + rho t since registration; token: a bucket of "
                  "depth sigma refilled at rho (SchedLab's addition)."},
                 {kAccounting, "Work accounting", T::Choice, 0, 0, "exact", kAccountingNames, "",
                  "How a task's work counts in its bucket when sizes are unknown (§3.4): exact (the estimate), "
                  "conservative (J_i^max), conservative-feedback (J_i^max, corrected at completion), "
                  "full-aggressive (nothing until completion)."},
                 {kPeriod, "Best-effort period", T::Real, 0, kLongestPeriod, "1", {}, "s",
                  "Best-effort tasks are meta-scheduled at multiples of this period (§3.3: 1 s); 0: at once."},
                 {kRegistration, "Registration", T::Choice, 0, 0, "static", {"static", "dynamic"}, "",
                  "static: users stay registered for the whole run; dynamic: a user leaves at its UNTIL time "
                  "and the others register again, in order (§3.3)."},
             }},
            true,
            false};
}

GsBeScheduler::GsBeScheduler(const Parameters& parameters)
    : m_typeText(parameters.text(kResourceTypes))
    , m_preemptive(parameters.boolean(kPreemptive))
    , m_contracts(parseGsContracts(parameters.text(kGsUsers)))
    , m_maxTask(parameters.real(kMaxTask))
    , m_bucketKind(parameters.text(kBucket) == "token" ? LeakyBucket::Kind::Token : LeakyBucket::Kind::Cumulative)
    , m_accounting(WorkAccounting(std::distance(
          kAccountingNames.begin(),
          std::find(kAccountingNames.begin(), kAccountingNames.end(), parameters.text(kAccounting)))))
    , m_period(Time(std::llround(parameters.real(kPeriod) * double(parameters.ticksPerSecond()))))
    , m_ticksPerSecond(parameters.ticksPerSecond())
    , m_dynamic(parameters.text(kRegistration) == "dynamic")
{
}

void GsBeScheduler::prepare(const Platform& platform)
{
    m_types = m_typeText.empty() ? machineTypes(platform) : parseQosResourceTypes(m_typeText, platform.machineCount());
    m_unregistered = GsRegistration::resources(platform, m_maxTask);
    for (MachineIndex m = 0; m < platform.machineCount(); ++m) {
        const Machine& machine = platform.machine(m);
        m_resources.push_back(Resource{m, platform.firstNode(m), machine.speed, m_unregistered[std::size_t(m)],
                                       GsBeLocalQueue(m_types[std::size_t(m)]),
                                       std::vector<JobIndex>(std::size_t(machine.nodes), kNoJob), 0});
    }
    m_registered = m_contracts;
    registerUsers(0);
}

void GsBeScheduler::registerUsers(double now)
{
    // Fresh admission tests, with the best-effort users present now.
    std::vector<GsResource> gs = m_unregistered;
    for (std::size_t r = 0; r < gs.size(); ++r) {
        for (int k = 0; k < m_resources[r].gs.temporaryUsers(); ++k)
            gs[r].joinTemporary();
    }
    // §3: users register in order, each trying every GS-capable resource.
    const std::vector<std::optional<std::size_t>> at = GsRegistration::registerInOrder(gs, m_types, m_registered);
    std::map<std::int32_t, Registration> registrations;
    for (std::size_t u = 0; u < m_registered.size(); ++u) {
        if (!at[u])
            continue;
        const GsContract& contract = m_registered[u];
        const std::size_t r = *at[u];
        // A user back at the same resource keeps its queue there (its tasks
        // waiting keep their tags); its bucket starts again from now.
        const auto before = m_registrations.find(contract.user);
        const std::size_t slot = before != m_registrations.end() && before->second.resource == r
                                     ? before->second.slot
                                     : m_resources[r].queue.addGuaranteedUser(contract.terms.weight);
        registrations.emplace(contract.user,
                              Registration{r, slot, contract.terms,
                                           LeakyBucket(m_bucketKind, contract.terms.burst, contract.terms.rate, now)});
    }
    for (std::size_t r = 0; r < gs.size(); ++r)
        m_resources[r].gs = std::move(gs[r]);
    m_registrations = std::move(registrations);
}

void GsBeScheduler::deregisterWhenDue(SchedulingContext& context)
{
    if (!m_dynamic)
        return;
    const double now = seconds(context.now());
    const auto leaving = [now](const GsContract& c) { return c.until <= now; };
    if (std::ranges::any_of(m_registered, leaving)) {
        // §3.3, dynamic registration: the user leaves, the others register
        // again, in order, and may find room where it was.
        std::erase_if(m_registered, leaving);
        registerUsers(now);
    }
    double next = kInfinity;
    for (const GsContract& contract : m_registered)
        next = std::min(next, contract.until);
    const std::optional<Time> at = tickAfter(next, context.now());
    if (at && *at != m_nextDeregistration) {
        m_nextDeregistration = *at;
        context.setTimer(*at, kRegistrationTimer);
    }
}

int GsBeScheduler::widestRunnableJob(const Platform& platform) const
{
    (void)platform;
    return 1;
}

double GsBeScheduler::workOf(const JobRequest& request) const
{
    // The estimate in ticks on a speed-1 machine: seconds at 1 MIPS = MI.
    return seconds(request.estimate);
}

void GsBeScheduler::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    deregisterWhenDue(context);
    for (const JobIndex job : events.completed)
        ended(job, true, context);
    for (const JobIndex job : events.withdrawn)
        ended(job, false, context);
    for (const JobIndex job : events.submitted)
        arrive(job, context);
    dispatchWithheld(context);
    scheduleBestEffort(context);
    startReady(context);
}

void GsBeScheduler::arrive(JobIndex job, const SchedulingContext& context)
{
    const JobRequest& request = context.request(job);
    // A registered user's guaranteed tasks leave in arrival order, so a new
    // one queues behind any its bucket still holds back.
    if (request.serviceClass == ServiceClass::Guaranteed && m_registrations.contains(request.user))
        m_withheld.push_back(job);
    else
        m_bestEffort.push_back(job);
}

bool GsBeScheduler::dispatchGuaranteed(JobIndex job, SchedulingContext& context)
{
    const JobRequest& request = context.request(job);
    Registration& registration = m_registrations.at(request.user);
    Resource& resource = m_resources[registration.resource];
    const double now = seconds(context.now());
    const double work = workOf(request);
    const double charged = chargedOnSend(m_accounting, work, registration.terms.maxTask);
    GsCandidate candidate;
    const double conforms = registration.bucket.earliestConforming(charged, now);
    candidate.bucketHolds = conforms <= now;
    // With unknown sizes (§3.4) only the declared largest task is known. A
    // task no bucket will ever pass (token: larger than σ) is best effort.
    candidate.fits = (m_accounting != WorkAccounting::Exact || work <= registration.terms.maxTask) &&
                     conforms != LeakyBucket::kNever;
    candidate.bound = gsDelayBound(resource.gs, delayInput(registration, resource, now - seconds(request.submit)));
    const double deadline = request.deadline == kNoTime ? kInfinity : seconds(request.deadline - request.submit);
    const GsDecision decision = schedlab::dispatchGuaranteed({&candidate, 1}, deadline);
    if (decision.dispatch == GsDispatch::Withhold)
        return false;
    if (request.submit < context.now())
        m_releasedAt[job] = context.now();
    if (decision.dispatch == GsDispatch::BestEffort) {
        m_bestEffort.push_back(job);
        return true;
    }
    registration.bucket.send(charged, now);
    m_charged[job] = charged;
    resource.queue.pushGuaranteed(job, registration.slot, work, now);
    m_placed[job] = Placed{registration.resource, true, false, false, 0, 0};
    return true;
}

void GsBeScheduler::dispatchWithheld(SchedulingContext& context)
{
    if (m_withheld.empty())
        return;
    const Time now = context.now();
    std::vector<JobIndex> still;
    std::set<std::int32_t> heldUsers;  // a user whose earlier task stays held
    double earliest = kInfinity;
    for (const JobIndex job : m_withheld) {
        const JobRequest& request = context.request(job);
        if (!m_registrations.contains(request.user)) {
            m_bestEffort.push_back(job);  // its user left (dynamic registration)
            continue;
        }
        if (!heldUsers.contains(request.user) && dispatchGuaranteed(job, context))
            continue;
        still.push_back(job);
        if (!heldUsers.insert(request.user).second)
            continue;
        earliest = std::min(earliest, nextLook(job, context));
    }
    m_withheld = std::move(still);
    const std::optional<Time> at = m_withheld.empty() ? std::nullopt : tickAfter(earliest, now);
    if (at && (m_nextRetry == kNoTime || m_nextRetry <= now || *at < m_nextRetry)) {
        m_nextRetry = *at;
        context.setTimer(*at, kRetryTimer);
    }
}

std::optional<Time> GsBeScheduler::tickAfter(double seconds, Time now) const
{
    // A time beyond any run (a contract's far UNTIL, a bucket with a tiny
    // rate) sets no timer: in ticks it could overflow.
    const double ticks = std::ceil(seconds * double(m_ticksPerSecond));
    if (!std::isfinite(ticks) || ticks >= kLatestTimer)
        return std::nullopt;
    return std::max(now + 1, Time(ticks));
}

double GsBeScheduler::nextLook(JobIndex job, const SchedulingContext& context) const
{
    const JobRequest& request = context.request(job);
    const Registration& registration = m_registrations.at(request.user);
    const double charged = chargedOnSend(m_accounting, workOf(request), registration.terms.maxTask);
    const double conforms = registration.bucket.earliestConforming(charged, seconds(context.now()));
    if (request.deadline == kNoTime)
        return conforms;
    // The bound grows with the time T a task is held; once it passes the
    // deadline the task is best effort, at the next tick, whatever else
    // happens then.
    const Resource& resource = m_resources[registration.resource];
    const double bound = gsDelayBound(resource.gs, delayInput(registration, resource, 0));
    const double lapse = seconds(request.deadline) - bound;
    return std::min(conforms, (std::floor(lapse * double(m_ticksPerSecond)) + 1) / double(m_ticksPerSecond));
}

GsDelayInput GsBeScheduler::delayInput(const Registration& registration, const Resource& resource,
                                       double withheld) const
{
    GsDelayInput input;
    input.withheld = withheld;
    input.burst = registration.terms.burst;
    input.userMaxTask = registration.terms.maxTask;
    input.nonPreemptivePriority = resource.queue.type() == QosResourceType::GsBePriority && !m_preemptive;
    return input;
}

void GsBeScheduler::scheduleBestEffort(SchedulingContext& context)
{
    if (m_bestEffort.empty())
        return;
    const Time now = context.now();
    if (m_period > 0) {
        // Batches at multiples of the period (§3.3: EDF/EST every 1 s);
        // arrivals at a multiple join that instant's batch.
        if (m_nextBatch == kNoTime || m_nextBatch < now) {
            m_nextBatch = (now + m_period - 1) / m_period * m_period;
            if (m_nextBatch > now)
                context.setTimer(m_nextBatch, kBatchTimer);
        }
        if (now != m_nextBatch)
            return;
        m_nextBatch = kNoTime;
    }
    runBestEffortBatch(context);
}

void GsBeScheduler::runBestEffortBatch(SchedulingContext& context)
{
    std::vector<JobIndex> batch = std::move(m_bestEffort);
    m_bestEffort.clear();
    // Earliest deadline first, tasks without one last, ties by arrival.
    const auto deadline = [&context](JobIndex job) {
        const Time d = context.request(job).deadline;
        return d == kNoTime ? std::numeric_limits<Time>::max() : d;
    };
    std::stable_sort(batch.begin(), batch.end(),
                     [&deadline](JobIndex a, JobIndex b) { return deadline(a) < deadline(b); });
    const double now = seconds(context.now());
    for (const JobIndex job : batch) {
        const double work = workOf(context.request(job));
        const std::optional<std::size_t> chosen = earliestStart(work, context);
        // §3: a best-effort task joins a GS_BE_EQUAL queue only while every
        // registered user keeps its guaranteed rate; else it is refused.
        if (!chosen || (m_resources[*chosen].queue.type() == QosResourceType::GsBeEqual &&
                        !m_resources[*chosen].gs.admitsTemporaryUser())) {
            context.reject(job);
            continue;
        }
        Resource& resource = m_resources[*chosen];
        const bool temporary = resource.queue.type() == QosResourceType::GsBeEqual;
        if (temporary)
            resource.gs.joinTemporary();
        resource.queue.pushBestEffort(job, work, now);
        m_placed[job] = Placed{*chosen, false, temporary, false, 0, 0};
    }
}

std::optional<std::size_t> GsBeScheduler::earliestStart(double work, const SchedulingContext& context) const
{
    // be-gamma = backlog (§3.3): a resource can start a task once the work
    // queued and running there is done, gamma_r = that work / C_r.
    const Time now = context.now();
    std::optional<std::size_t> best;
    double bestStart = kInfinity;
    for (std::size_t r = 0; r < m_resources.size(); ++r) {
        const Resource& resource = m_resources[r];
        const QosResourceType type = resource.queue.type();
        if (!takesBestEffort(type) || (type != QosResourceType::Be && work > m_maxTask))
            continue;
        double backlog = resource.queue.queuedWork();
        for (const RunningJob& running : context.running(resource.machine))
            backlog += seconds(std::max<Time>(0, running.estimatedEnd - now)) * resource.speed;
        const double start = backlog / resource.gs.capacity();
        if (start < bestStart) {
            bestStart = start;
            best = r;
        }
    }
    return best;
}

void GsBeScheduler::startReady(SchedulingContext& context)
{
    const double now = seconds(context.now());
    for (std::size_t r = 0; r < m_resources.size(); ++r) {
        Resource& resource = m_resources[r];
        while (!resource.queue.empty()) {
            const auto free = std::find(resource.cpuJob.begin(), resource.cpuJob.end(), kNoJob);
            if (free == resource.cpuJob.end() && !preemptFor(r, context))
                break;
            const std::optional<JobIndex> job = resource.queue.next(now);
            if (!job)
                break;
            // Round robin (§3): the first free CPU from the one after the
            // CPU used last.
            const std::size_t cpus = resource.cpuJob.size();
            std::size_t cpu = resource.nextCpu;
            while (resource.cpuJob[cpu] != kNoJob)
                cpu = (cpu + 1) % cpus;
            launch(*job, r, cpu, context);
        }
    }
}

bool GsBeScheduler::preemptFor(std::size_t r, SchedulingContext& context)
{
    Resource& resource = m_resources[r];
    if (!m_preemptive || resource.queue.type() != QosResourceType::GsBePriority || !resource.queue.guaranteedWaiting())
        return false;
    // The best-effort task started last loses the least work in progress.
    JobIndex victim = kNoJob;
    for (const JobIndex job : resource.cpuJob) {
        const Placed& placed = m_placed.at(job);
        if (!placed.guaranteed && (victim == kNoJob || placed.start > m_placed.at(victim).start))
            victim = job;
    }
    if (victim == kNoJob)
        return false;
    Placed& placed = m_placed.at(victim);
    context.preempt(victim);
    resource.cpuJob[placed.cpu] = kNoJob;
    placed.preempted = true;
    resource.queue.pushPreempted(victim, seconds(context.remainingEstimate(victim)) * resource.speed);
    return true;
}

void GsBeScheduler::launch(JobIndex job, std::size_t r, std::size_t cpu, SchedulingContext& context)
{
    Resource& resource = m_resources[r];
    Placed& placed = m_placed.at(job);
    StartReason reason{StartKind::InOrder};
    if (const auto released = m_releasedAt.find(job); released != m_releasedAt.end())
        reason = StartReason{StartKind::Withheld, kNoJob, released->second};
    if (placed.preempted && resource.cpuJob[placed.cpu] == kNoJob)
        cpu = placed.cpu;  // back where it ran: a plain resume
    NodeSet nodes;
    nodes.add(resource.firstNode + NodeId(cpu));
    if (!placed.preempted)
        context.startOn(job, nodes, reason);
    else if (cpu == placed.cpu)
        context.resume(job);
    else
        context.migrate(job, nodes, 0, reason);
    placed.preempted = false;
    placed.cpu = cpu;
    placed.start = context.now();
    resource.cpuJob[cpu] = job;
    resource.nextCpu = (cpu + 1) % resource.cpuJob.size();
}

void GsBeScheduler::ended(JobIndex job, bool completed, const SchedulingContext& context)
{
    std::erase(m_withheld, job);
    std::erase(m_bestEffort, job);
    m_releasedAt.erase(job);
    const auto it = m_placed.find(job);
    if (it == m_placed.end())
        return;
    const Placed placed = it->second;
    m_placed.erase(it);
    Resource& resource = m_resources[placed.resource];
    const bool waiting = resource.queue.remove(job);
    if (!waiting && resource.cpuJob[placed.cpu] == job)
        resource.cpuJob[placed.cpu] = kNoJob;
    if (placed.temporary) {
        resource.gs.leaveTemporary();
        if (!waiting)
            resource.queue.temporaryEnded(job);
    }
    const auto charged = m_charged.find(job);
    if (charged == m_charged.end())
        return;
    // §3.4: a guaranteed task's true work is known once it has run (unless
    // its user has left since, under dynamic registration).
    const auto registration = m_registrations.find(context.request(job).user);
    if (completed && registration != m_registrations.end()) {
        const double work = seconds(context.now() - placed.start) * resource.speed;
        registration->second.bucket.correct(
            correctionOnCompletion(m_accounting, work, registration->second.terms.maxTask), seconds(context.now()));
    }
    m_charged.erase(charged);
}

}  // namespace schedlab
