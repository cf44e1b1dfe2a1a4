#include "economic/EconomicPolicy.h"

#include "economic/FormulaParser.h"
#include "engine/SchedulingContext.h"
#include "engine/SimulationError.h"
#include "model/Units.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

const std::string kOwner = "owner";
const std::string kUser = "user";
const std::string kCandidates = "candidates";
const std::string kCombinations = "combinations";
const std::string kStartSteps = "start-steps";
const std::string kMultiSite = "multisite";
const std::string kOverhead = "p";
const std::string kEarlyStart = "early-start";
using units::kPercent;
constexpr int kMaxSearchBound = 64;
constexpr double kMaxOverheadPercent = 100.0;

std::vector<NodeId> idsOf(const NodeSet& nodes)
{
    return nodes.ids();
}

NodeSet setOf(const std::vector<NodeId>& ids)
{
    return NodeSet::fromIds(ids);
}

void checkFormula(std::span<const std::string> variables, const std::string& prefix, int builtIns,
                  const std::string& text)
{
    for (int i = 1; i <= builtIns; ++i) {
        if (text == prefix + std::to_string(i))
            return;
    }
    (void)FormulaParser(variables).parse(text);
}

}  // namespace

EconomicPolicy::EconomicPolicy(const Parameters& parameters)
    : m_functions(parameters.text(kOwner), parameters.text(kUser)),
      m_settings(parameters),
      m_limits{static_cast<int>(parameters.integer(kCandidates)),
               static_cast<int>(parameters.integer(kCombinations)),
               static_cast<int>(parameters.integer(kStartSteps))},
      m_multiSite(parameters.boolean(kMultiSite)),
      m_overhead(parameters.real(kOverhead) / kPercent),
      m_earlyStart(parameters.boolean(kEarlyStart))
{
    // Prices and utilities are formulas over seconds and node-seconds
    // (Yahyapour (2002), ch. 6); fed ticks they would mean something else.
    if (parameters.ticksPerSecond() != 1) {
        throw ConfigurationError("economic scheduling works in whole seconds, but this workload counts time in "
                                 "ticks of 1/" + std::to_string(parameters.ticksPerSecond()) +
                                 " s; give its times in whole seconds to use this policy");
    }
}

PolicyInfo EconomicPolicy::info()
{
    PolicyInfo info;
    info.name = "economic";
    info.title = "Economic (market-based) grid scheduling";
    info.reference = "Yahyapour (2002), ch. 6";
    info.needsEstimates = true;
    info.schedulesGrid = true;
    info.description =
        "Every arriving job asks each machine for an offer built from the free intervals of its "
        "nodes in the current plan: a sweep finds the first `candidates` start times at which "
        "enough nodes stay free for the job's estimated run time; for each, up to `combinations` "
        "node sets are built from buckets of nodes whose free intervals start and end alike, and "
        "the machine owner keeps the cheapest by its owner function (MF); that start is then "
        "delayed in `start-steps` steps across the free time on the same nodes and the variant "
        "the user values most (user function, UF) is offered. The job takes the offer of highest "
        "user utility, ties going to the earlier start, then the nearer domain, then the lower "
        "machine. With `market` = domains, the request goes to the domain of the job's origin site, "
        "which offers for its machines and forwards the request (directory, ring or line) within "
        "the hop limit and time to live; each domain answers once, cheapest offers first; the user "
        "takes the best offer of each domain, then the best of those. Offers that break the "
        "request's budget, reservation budget, earliest start, deadline, offer limit or site limits "
        "are refused, and a job no offer meets is rejected. Choices the spec leaves open: "
        "the default market is central (one domain, no messages); "
        "`start` in user functions is the wait from submission to the offered start in seconds; "
        "`over` ends at the plan's end when no job follows; nodes free for ever get one run length "
        "of slack for the start variation. With `early-start` (the default), when jobs end before "
        "their estimates a booked job whose booked nodes are all free from now until its booked "
        "start starts now on them: nobody's booking moves later, and without it the plan would "
        "keep the gaps that over-estimated run times leave (CTC's estimates are often far too "
        "long). Without `early-start`, booked jobs never move. A job whose nodes are still held "
        "at its start (an earlier job overran its estimate) asks the market again. Jobs wider than every machine get multi-site offers "
        "(nodes taken from the machines with most free nodes first) that run (1 + p) times longer; "
        "on machines of different speeds a multi-site job runs at the slowest one's pace.";
    const std::string ownerHelp =
        "The machine owner's price: MF1 to MF6 of Yahyapour (2002), ch. 6, or a formula over nodes, run, "
        "under, over, left_right, left_right_rel and utilization, e.g. (nodes * run + over) * "
        "(1 - left_right_rel).";
    const std::string userHelp =
        "The user's utility, highest wins: UF1 (-start) to UF5, or a formula over start (wait "
        "in s), cost, nodes and run, e.g. -(start + 2 * cost).";
    ParameterSpec owner{kOwner, "Owner function", ParameterSpec::Type::Text, 0, 0, "MF2", {}, "",
                        ownerHelp, {}};
    owner.check = [](const std::string& text) {
        checkFormula(EconomicFunctions::ownerVariables(), "MF",
                     static_cast<int>(EconomicFunctions::kOwnerFunctions.size()), text);
    };
    ParameterSpec user{kUser, "User function", ParameterSpec::Type::Text, 0, 0, "UF3", {}, "",
                       userHelp, {}};
    user.check = [](const std::string& text) {
        checkFormula(EconomicFunctions::userVariables(), "UF",
                     static_cast<int>(EconomicFunctions::kUserFunctions.size()), text);
    };
    std::vector<ParameterSpec> market = MarketSettings::parameterSpecs();
    info.parameters = {
        owner,
        user,
        {kCandidates, "Start times per machine (K)", ParameterSpec::Type::Integer, 1, kMaxSearchBound,
         "4", {}, "", "How many candidate start times the sweep collects on each machine.", {}},
        {kCombinations, "Node sets per start (C)", ParameterSpec::Type::Integer, 1, kMaxSearchBound,
         "4", {}, "", "How many bucket combinations are priced for each candidate start.", {}},
        {kStartSteps, "Start variations (Z)", ParameterSpec::Type::Integer, 0, kMaxSearchBound, "4",
         {}, "", "In how many steps each candidate's start is delayed across its free time.", {}},
        {kMultiSite, "Multi-site offers", ParameterSpec::Type::Boolean, 0, 0, "true", {}, "",
         "Let jobs wider than every machine run across machines.", {}},
        {kOverhead, "Multi-site overhead p", ParameterSpec::Type::Real, 0, kMaxOverheadPercent, "0",
         {}, "%", "A multi-site job runs (1 + p) times longer.", {}},
        {kEarlyStart, "Start booked jobs early", ParameterSpec::Type::Boolean, 0, 0, "true", {}, "",
         "When jobs end before their estimates, a booked job whose nodes are free from now to its "
         "booked start starts now on them.", {}},
    };
    info.parameters.insert(info.parameters.end(), market.begin(), market.end());
    return info;
}

void EconomicPolicy::prepare(const Platform& platform)
{
    m_machines.clear();
    for (MachineIndex m = 0; m < platform.machineCount(); ++m) {
        const NodeId first = platform.firstNode(m);
        m_machines.push_back({m, first, first + platform.machine(m).nodes});
    }
    m_market.emplace(platform, m_settings, m_functions, m_limits, Market::MultiSite{m_multiSite, 1.0 + m_overhead});
    m_timeline.emplace(platform.totalNodes());
    m_booked.clear();
}

int EconomicPolicy::widestRunnableJob(const Platform& platform) const
{
    return m_multiSite ? platform.totalNodes() : platform.largestMachineNodes();
}

void EconomicPolicy::schedule(const SchedulingEvents& events, SchedulingContext& context)
{
    const Time now = events.now;
    std::vector<NodeId> freed;
    for (const JobIndex job : events.completed) {
        const std::vector<NodeId> nodes = idsOf(context.allocation(job));
        m_timeline->remove(nodes, job);
        freed.insert(freed.end(), nodes.begin(), nodes.end());
    }
    for (const JobIndex job : events.withdrawn) {
        std::erase_if(m_booked, [&](const Booking& booking) {
            if (booking.job != job)
                return false;
            m_timeline->remove(booking.nodes, job);
            return true;
        });
    }
    trackOverruns(context, now);
    m_timeline->prune(now);
    startDue(context, now);
    if (m_earlyStart && !freed.empty())
        startEarly(freed, context, now);
    if (m_settings.reschedule && !freed.empty())
        reschedule(context, now);
    for (const JobIndex job : events.submitted)
        book(job, context, now);
}

void EconomicPolicy::trackOverruns(SchedulingContext& context, Time now)
{
    // A job past its estimate still holds its nodes: keep it in the plan
    // until the next instant, as the other policies do.
    for (const NodeRange& machine : m_machines) {
        for (const RunningJob& running : context.running(machine.machine)) {
            if (running.estimatedEnd > now)
                break;
            const std::vector<NodeId> nodes = idsOf(context.allocation(running.job));
            m_timeline->setEnd(nodes, running.job, now + 1);
        }
    }
}

void EconomicPolicy::startDue(SchedulingContext& context, Time now)
{
    std::vector<Booking> due;
    std::erase_if(m_booked, [&](Booking& booking) {
        if (booking.start > now)
            return false;
        due.push_back(std::move(booking));
        return true;
    });
    for (const Booking& booking : due) {
        m_timeline->remove(booking.nodes, booking.job);
        const bool free = std::all_of(booking.nodes.begin(), booking.nodes.end(), [&](NodeId node) {
            return m_timeline->isFree(node, now, now + 1);
        });
        if (free)
            begin(booking, context);
        else
            book(booking.job, context, now);
    }
}

void EconomicPolicy::startEarly(const std::vector<NodeId>& freed, SchedulingContext& context, Time now)
{
    // Only a booking that uses a node freed just now can have become
    // startable: nothing else frees nodes between events.
    std::vector<bool> isFreed(static_cast<std::size_t>(m_timeline->nodeCount()), false);
    for (const NodeId node : freed)
        isFreed[static_cast<std::size_t>(node)] = true;
    std::vector<std::size_t> order(m_booked.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = i;
    // Earliest booked start first (ties: booking order), so the job that
    // waited to start soonest gets the freed nodes.
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return m_booked[a].start < m_booked[b].start; });
    std::vector<bool> started(m_booked.size(), false);
    for (const std::size_t i : order) {
        const Booking& booking = m_booked[i];
        const bool touchesFreed = std::any_of(booking.nodes.begin(), booking.nodes.end(), [&](NodeId node) {
            return isFreed[static_cast<std::size_t>(node)];
        });
        // Starting now keeps the job inside [now, booked start + duration):
        // its own booking covers the end, so only [now, booked start) must be free.
        const bool free = touchesFreed && std::all_of(booking.nodes.begin(), booking.nodes.end(), [&](NodeId node) {
            return m_timeline->isFree(node, now, booking.start);
        });
        if (!free)
            continue;
        m_timeline->remove(booking.nodes, booking.job);
        begin(booking, context, StartKind::EarlyStart);
        started[i] = true;
    }
    std::vector<Booking> waiting;
    for (std::size_t i = 0; i < m_booked.size(); ++i) {
        if (!started[i])
            waiting.push_back(std::move(m_booked[i]));
    }
    m_booked = std::move(waiting);
}

void EconomicPolicy::reschedule(SchedulingContext& context, Time now)
{
    // Earliest booked start first, so the job promised soonest moves first.
    // A job leaves its booking only for a placement that ends no later than
    // its booked end; its old place is given back otherwise, so nobody's
    // guarantee is broken. Multi-site bookings stay: their machines were
    // combined by the user's domain, not by one owner.
    std::stable_sort(m_booked.begin(), m_booked.end(),
                     [](const Booking& a, const Booking& b) { return a.start < b.start; });
    std::vector<Booking> waiting;
    for (Booking& booking : m_booked) {
        if (booking.multiSite) {
            waiting.push_back(std::move(booking));
            continue;
        }
        m_timeline->remove(booking.nodes, booking.job);
        const Time bookedEnd = booking.start + booking.duration;
        const std::optional<Offer> earlier =
            m_market->earlierOn(booking.machine, context.request(booking.job), *m_timeline, now, bookedEnd);
        const bool moves = earlier && earlier->start < booking.start;
        if (moves) {
            booking.start = earlier->start;
            booking.nodes = earlier->nodes;
        }
        if (booking.start <= now) {
            begin(booking, context, StartKind::EarlyStart);
            continue;
        }
        m_timeline->reserve(booking.nodes, booking.start, booking.start + booking.duration, booking.job);
        if (moves)
            context.setTimer(booking.start, std::uint64_t(booking.job));
        waiting.push_back(std::move(booking));
    }
    m_booked = std::move(waiting);
}

void EconomicPolicy::book(JobIndex job, SchedulingContext& context, Time now)
{
    const MarketRound round = m_market->run(job, context.request(job), *m_timeline, now);
    if (m_log)
        m_log(round);
    if (round.chosen < 0) {
        // No offer meets the request (budget, deadline, sites, ...): the
        // thesis's request fails; MarketReplay says why.
        context.reject(job);
        return;
    }
    const Offer& offer = round.offers[std::size_t(round.chosen)].offer;
    Booking booking{job, offer.start, offer.duration, offer.nodes, offer.machine == kNoMachine, offer.machine,
                    offer.start};
    m_timeline->reserve(booking.nodes, booking.start, booking.start + booking.duration, job);
    if (booking.start <= now) {
        m_timeline->remove(booking.nodes, job);
        begin(booking, context);
        return;
    }
    context.setTimer(booking.start, std::uint64_t(job));
    m_booked.push_back(std::move(booking));
}

void EconomicPolicy::begin(const Booking& booking, SchedulingContext& context, StartKind kind)
{
    const Time now = context.now();
    m_timeline->reserve(booking.nodes, now, now + booking.duration, booking.job);
    // A multi-site start says so whatever its timing: that is what the Gantt chart links.
    StartReason reason{booking.multiSite ? StartKind::MultiSite : kind, kNoJob, booking.bookedStart, -1};
    context.startOn(booking.job, setOf(booking.nodes), reason,
                    booking.multiSite ? 1.0 + m_overhead : 1.0);
}

}  // namespace schedlab
