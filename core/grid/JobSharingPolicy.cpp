#include "grid/JobSharingPolicy.h"

#include "engine/SchedulingContext.h"
#include "engine/SimulationError.h"
#include "grid/BestFitSelection.h"
#include "grid/EarliestStartSelection.h"
#include "grid/MultiSitePlacement.h"
#include "grid/ReservationBook.h"
#include "model/Units.h"
#include "platform/Platform.h"
#include "policies/EasyReservation.h"

#include <algorithm>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr const char* kWaitEarliest = "earliest-start";
constexpr const char* kWaitSelection = "selection";
constexpr const char* kWaitLargest = "largest";
using units::kPercent;
constexpr double kMaxOverheadPercent = 100.0;

const char* const kSharingText =
    "A central grid scheduler receives the jobs of every site into one FCFS queue. Going "
    "down the queue, a job starts now on one of the machines where it fits and delays no "
    "reservation; the machine selection picks among them: best-fit (the default, Yahyapour "
    "(2002), ch. 5: the machine left with the fewest free nodes), first-fit (the first in platform "
    "order), least-loaded (the smallest share of busy nodes now) or earliest-start (the "
    "earliest projected start; a job that can start now starts now, so this ties and falls "
    "back to best-fit, and differs only in the machine a job waits for when wait-for is "
    "'selection'). EASY backfilling runs on every machine: each machine holds at most one "
    "reservation, for the first waiting job (in queue order) that waits for it, with the "
    "shadow time and extra nodes of EASY; a later job may start on a reserved machine only "
    "if it ends by its estimate before the shadow time or uses only extra nodes. Which "
    "machine a job waits for when none can start it now is open in the spec and set by "
    "wait-for: earliest-start (default: the earliest shadow time among the machines "
    "without a reservation, ties to the fewest extra nodes, then the lower index), "
    "selection (the machine selection over the projected starts: best-fit waits where the "
    "fewest extra nodes remain at the shadow time) or largest. A job whose big enough "
    "machines all hold reservations waits without one. On a single machine this is exactly "
    "EASY. The sites' jobs are pooled: the origin site is ignored.";

// Fields set by name: the spec's layout may grow without touching this.
ParameterSpec choiceParameter(const char* name, const char* label, const std::string& defaultValue,
                              std::vector<std::string> choices, const char* help)
{
    ParameterSpec spec;
    spec.name = name;
    spec.label = label;
    spec.type = ParameterSpec::Type::Choice;
    spec.defaultValue = defaultValue;
    spec.choices = std::move(choices);
    spec.help = help;
    return spec;
}

ParameterSpec selectionParameter()
{
    return choiceParameter(JobSharingPolicy::kSelectionParameter, "Machine selection", BestFitSelection::kName,
                           MachineSelection::names(),
                           "Which machine a job that can start now goes to: best-fit leaves the "
                           "fewest free nodes, first-fit takes the first machine, least-loaded the "
                           "smallest share of busy nodes, earliest-start the earliest projected start.");
}

ParameterSpec waitForParameter()
{
    return choiceParameter(JobSharingPolicy::kWaitForParameter, "Machine to wait for", kWaitEarliest,
                           {kWaitEarliest, kWaitSelection, kWaitLargest},
                           "Where a job that cannot start anywhere now holds its EASY reservation: "
                           "the machine with the earliest shadow time, the one the machine selection "
                           "prefers at the projected starts, or the largest machine.");
}

ParameterSpec overheadParameter()
{
    ParameterSpec spec;
    spec.name = JobSharingPolicy::kOverheadParameter;
    spec.label = "Multi-site overhead p";
    spec.type = ParameterSpec::Type::Real;
    spec.minimum = 0;
    spec.maximum = kMaxOverheadPercent;
    spec.defaultValue = "0";
    spec.unit = "%";
    spec.help = "A job spread over several machines runs (1 + p) times longer (its estimate too), "
                "rounded up to whole seconds; Yahyapour (2002), ch. 5 studies 0 to 60 %.";
    return spec;
}

JobSharingPolicy::WaitRule waitRuleFrom(const std::string& text)
{
    if (text == kWaitSelection)
        return JobSharingPolicy::WaitRule::Selection;
    if (text == kWaitLargest)
        return JobSharingPolicy::WaitRule::Largest;
    return JobSharingPolicy::WaitRule::EarliestStart;
}

}  // namespace

std::vector<ParameterSpec> JobSharingPolicy::sharingParameters()
{
    return {selectionParameter(), waitForParameter()};
}

PolicyInfo JobSharingPolicy::sharingInfo()
{
    return PolicyInfo{{"grid-sharing", "Grid job sharing (machine selection + EASY)", kSharingText,
                      "Yahyapour (2002), ch. 5", sharingParameters()}, true, true};
}

PolicyInfo JobSharingPolicy::multiSiteInfo()
{
    std::vector<ParameterSpec> parameters = sharingParameters();
    parameters.push_back(overheadParameter());
    return PolicyInfo{{
        "grid-multisite", "Grid multi-site scheduling (job sharing + co-allocation)",
        std::string(kSharingText) +
            " Multi-site (Yahyapour (2002), ch. 5): when no single machine can start a job now, it may be "
            "spread over several: machines are sorted by the free nodes the job may use there, "
            "descending (ties to the lower index), and nodes are taken in that order (the fewest "
            "machines), the lowest-numbered free nodes of each. It then runs (1 + p) times longer, "
            "and so does its estimate. Reservations treat a multi-site start like any backfill, "
            "part by part: on a reserved machine it may use all free nodes if its lengthened "
            "estimate ends by the shadow time, else only the extra nodes. If the usable free "
            "nodes of all machines together are too few, the job waits and normal backfilling "
            "applies. A job wider than every machine reserves all machines without a "
            "reservation together: its shadow time is when they have enough free nodes together, "
            "and their extra nodes are one shared budget. Multi-site jobs are counted, and their "
            "share of the executed work (node-seconds, overhead included) reported.",
        "Yahyapour (2002), ch. 5", parameters}, true, true};
}

std::unique_ptr<Policy> JobSharingPolicy::createSharing(const Parameters& parameters)
{
    return std::make_unique<JobSharingPolicy>(MachineSelection::create(parameters.text(kSelectionParameter)),
                                              waitRuleFrom(parameters.text(kWaitForParameter)), std::nullopt);
}

std::unique_ptr<Policy> JobSharingPolicy::createMultiSite(const Parameters& parameters)
{
    return std::make_unique<JobSharingPolicy>(MachineSelection::create(parameters.text(kSelectionParameter)),
                                              waitRuleFrom(parameters.text(kWaitForParameter)),
                                              parameters.real(kOverheadParameter));
}

JobSharingPolicy::JobSharingPolicy(std::unique_ptr<MachineSelection> selection, WaitRule waitRule,
                                   std::optional<double> overheadPercent)
    : m_selection(std::move(selection))
    , m_earliestStart(std::make_unique<EarliestStartSelection>())
    , m_waitRule(waitRule)
    , m_multiSite(overheadPercent.has_value())
{
    if (overheadPercent) {
        if (!(*overheadPercent >= 0 && *overheadPercent <= kMaxOverheadPercent))
            throw ConfigurationError("multi-site overhead must be between 0 and 100 %, got "
                                     + std::to_string(*overheadPercent));
        m_overheadFactor = 1.0 + *overheadPercent / kPercent;
    }
}

void JobSharingPolicy::prepare(const Platform& platform)
{
    m_options.reserve(std::size_t(platform.machineCount()));
}

int JobSharingPolicy::widestRunnableJob(const Platform& platform) const
{
    return m_multiSite ? platform.totalNodes() : platform.largestMachineNodes();
}

void JobSharingPolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    m_waiting.insert(m_waiting.end(), events.submitted.begin(), events.submitted.end());
    const int machineCount = context.platform().machineCount();
    const auto anyFree = [&context, machineCount] {
        for (MachineIndex m = 0; m < machineCount; ++m) {
            if (context.freeNodes(m) > 0)
                return true;
        }
        return false;
    };
    // Reservations only limit starts in this pass; they are rebuilt every
    // pass from the running jobs' estimates, as EASY does.
    ReservationBook book(machineCount);
    std::size_t kept = 0;
    for (std::size_t i = 0; i < m_waiting.size(); ++i) {
        if (!anyFree()) {
            // Nothing more can start: keep the rest in order.
            std::move(m_waiting.begin() + std::ptrdiff_t(i), m_waiting.end(),
                      m_waiting.begin() + std::ptrdiff_t(kept));
            kept += m_waiting.size() - i;
            break;
        }
        const JobIndex job = m_waiting[i];
        const JobIndex firstWaiting = kept > 0 ? m_waiting.front() : kNoJob;
        if (tryStartNow(job, firstWaiting, book, context))
            continue;
        if (m_multiSite && tryStartMultiSite(job, book, context))
            continue;
        if (!book.full())
            reserveFor(job, book, context);
        m_waiting[kept++] = job;
    }
    m_waiting.resize(kept);
}

bool JobSharingPolicy::tryStartNow(JobIndex job, JobIndex firstWaiting, ReservationBook& book,
                                   SchedulingContext& context)
{
    const JobRequest& request = context.request(job);
    const Time now = context.now();
    const Time end = EasyReservation::estimatedEndOf(request, now);
    const Platform& platform = context.platform();
    m_options.clear();
    for (MachineIndex m = 0; m < platform.machineCount(); ++m) {
        const int free = context.freeNodes(m);
        if (request.nodes <= free && book.admits(m, request.nodes, end))
            m_options.push_back({m, platform.machine(m).nodes, free, now, free - request.nodes});
    }
    if (m_options.empty())
        return false;
    const MachineIndex chosen = m_selection->choose(m_options).machine;
    StartReason reason{firstWaiting == kNoJob ? StartKind::InOrder : StartKind::FirstFit, firstWaiting};
    if (book.reserved(chosen))
        reason = book.admit(chosen, request.nodes, end);
    context.start(job, chosen, reason);
    return true;
}

bool JobSharingPolicy::tryStartMultiSite(JobIndex job, ReservationBook& book, SchedulingContext& context)
{
    const JobRequest& request = context.request(job);
    const Time end = EasyReservation::estimatedEndOf(request, context.now(), m_overheadFactor);
    const std::vector<MultiSitePlacement::Part> parts =
        MultiSitePlacement::plan(request.nodes, end, book, context);
    // One part would mean a single machine could take it, and then the
    // single-machine start (shorter, no overhead) would have been admitted.
    if (parts.size() < 2)
        return false;
    const NodeSet nodes = MultiSitePlacement::nodesFor(parts, context);
    StartReason reason{StartKind::MultiSite};
    for (const MultiSitePlacement::Part& part : parts) {
        if (book.reserved(part.machine)) {
            const StartReason admitted = book.admit(part.machine, part.nodes, end);
            if (reason.relatedJob == kNoJob) {
                reason.relatedJob = admitted.relatedJob;
                reason.relatedTime = admitted.relatedTime;
            }
        }
    }
    reason.relatedCount = int(parts.size());  // machines used
    context.startOn(job, nodes, reason, m_overheadFactor);
    return true;
}

void JobSharingPolicy::reserveFor(JobIndex job, ReservationBook& book, const SchedulingContext& context) const
{
    const JobRequest& request = context.request(job);
    const Platform& platform = context.platform();
    std::vector<MachineOption> options;
    for (MachineIndex m = 0; m < platform.machineCount(); ++m) {
        if (book.reserved(m) || platform.machine(m).nodes < request.nodes)
            continue;
        const EasyReservation r = EasyReservation::forMachine(job, request.nodes, context, m);
        options.push_back({m, platform.machine(m).nodes, context.freeNodes(m), r.shadowTime(), r.extraNodes()});
    }
    if (!options.empty()) {
        const MachineIndex chosen = chooseWaitMachine(options).machine;
        book.reserve(chosen, EasyReservation::forMachine(job, request.nodes, context, chosen));
        return;
    }
    if (m_multiSite && request.nodes > platform.largestMachineNodes()) {
        const std::vector<MachineIndex> machines = book.unreservedMachines();
        int nodes = 0;
        for (const MachineIndex m : machines)
            nodes += platform.machine(m).nodes;
        if (nodes >= request.nodes)
            book.reserveTogether(machines, EasyReservation::forMachines(job, request.nodes, context, machines));
    }
}

const MachineOption& JobSharingPolicy::chooseWaitMachine(std::span<const MachineOption> options) const
{
    switch (m_waitRule) {
    case WaitRule::Selection:
        return m_selection->choose(options);
    case WaitRule::Largest:
        return *std::max_element(options.begin(), options.end(),
                                 [](const MachineOption& a, const MachineOption& b) { return a.size < b.size; });
    case WaitRule::EarliestStart:
        break;
    }
    return m_earliestStart->choose(options);
}

}  // namespace schedlab
