#include "economic/Market.h"

#include "economic/NodeTimeline.h"
#include "engine/SimulationError.h"
#include "platform/Platform.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace schedlab {

namespace {

OfferStatus statusOf(OfferVerdict verdict)
{
    switch (verdict) {
    case OfferVerdict::OverBudget:
        return OfferStatus::OverBudget;
    case OfferVerdict::OverReservationBudget:
        return OfferStatus::OverReservationBudget;
    case OfferVerdict::MissesDeadline:
        return OfferStatus::MissesDeadline;
    case OfferVerdict::Admissible:
        break;
    }
    return OfferStatus::Offered;
}

// Run time on a placement by the estimate: slower machines and the
// multi-site overhead lengthen it. Rounded up, since a booking that is a
// second short would let the next job start on a busy node.
Time scaledDuration(Time estimate, double speed, double overheadFactor)
{
    return static_cast<Time>(std::ceil(static_cast<double>(estimate) * overheadFactor / speed));
}

}  // namespace

Market::Market(const Platform& platform, const MarketSettings& settings, const EconomicFunctions& functions,
               OfferLimits limits, MultiSite multiSite)
    : m_settings(settings),
      m_functions(functions),
      m_limits(limits),
      m_multiSite(multiSite),
      m_domains(settings.domains ? DomainMap(platform) : DomainMap::central(platform))
{
    for (MachineIndex m = 0; m < platform.machineCount(); ++m) {
        const NodeId first = platform.firstNode(m);
        m_machines.push_back({m, first, first + platform.machine(m).nodes});
        m_speeds.push_back(platform.machine(m).speed);
    }
    if (settings.domains)
        m_domains.setPeers(settings.peers);
}

Time Market::durationOn(MachineIndex machine, Time estimate) const
{
    return scaledDuration(estimate, m_speeds[std::size_t(machine)], 1.0);
}

int Market::originOf(const JobRequest& request) const
{
    if (!m_settings.domains || m_domains.count() == 1)
        return 0;
    if (request.originSite >= 0 && request.originSite < MachineIndex(m_machines.size()))
        return m_domains.domainOf(request.originSite);
    throw ConfigurationError("economic: job " + std::to_string(request.id) +
                             (request.originSite == kNoMachine ? " has no origin site"
                                                               : " has origin site " +
                                                                     std::to_string(request.originSite) +
                                                                     ", which the platform does not have") +
                             "; with market=domains a request goes to the domain of the site it was submitted "
                             "at: assign sites with --transform sites:round-robin");
}

FloodResult Market::flood(int origin) const
{
    if (!m_settings.domains)
        return {{{origin, 0, 0, true}}, 0};
    return floodRequest(m_domains, m_settings.forwarding, origin, m_settings.flood);
}

MarketRound Market::run(JobIndex job, const JobRequest& request, const NodeTimeline& timeline, Time now) const
{
    MarketRound round;
    round.job = job;
    round.jobId = request.id;
    round.width = request.nodes;
    round.estimate = request.estimate;
    round.at = now;
    round.origin = originOf(request);
    FloodResult flooded = flood(round.origin);
    round.reached = std::move(flooded.reached);
    round.messages = flooded.messages;
    for (const DomainReach& reach : round.reached) {
        if (reach.inTime)
            round.decidedAfter = std::max(round.decidedAfter, reach.answeredAfter);
    }
    const MarketAsk ask = m_settings.ask(request);
    const Time notBefore = std::max(ask.earliestStart, now + round.decidedAfter);
    const OfferRules rules{ask.deadline, ask.budget, ask.reservationBudget, m_settings.reservationRate,
                           m_settings.nodeChoice, m_settings.nodeSets};
    const OfferBuilder builder(timeline, m_functions, m_limits);
    bool someMachineWideEnough = false;
    for (const DomainReach& reach : round.reached) {
        std::vector<MarketOffer> answer;
        for (const MachineIndex m : m_domains.domain(reach.domain).machines) {
            const NodeRange& range = m_machines[std::size_t(m)];
            if (request.nodes > range.end - range.first)
                continue;
            someMachineWideEnough = someMachineWideEnough || reach.inTime;
            const OfferRequest offerRequest{request.nodes, durationOn(m, request.estimate), now, request.submit,
                                            notBefore};
            OfferChoice choice = builder.choose(std::span(&range, 1), offerRequest, rules);
            if (choice.best)
                answer.push_back({reach.domain, reach.hops, 1, std::move(*choice.best), OfferStatus::Offered});
            else if (choice.refused)
                answer.push_back({reach.domain, reach.hops, 1, std::move(*choice.refused), statusOf(choice.why)});
        }
        // A domain sends its cheapest offers first (what the offer limit cuts).
        std::stable_sort(answer.begin(), answer.end(),
                         [](const MarketOffer& a, const MarketOffer& b) { return a.offer.cost < b.offer.cost; });
        const bool lapsed = round.decidedAfter > reach.answeredAfter + m_settings.reservationTime;
        for (MarketOffer& offer : answer) {
            if (!isAcceptable(offer.status))
                continue;
            if (!reach.inTime)
                offer.status = OfferStatus::Late;
            else if (lapsed)
                offer.status = OfferStatus::Lapsed;
            else if (m_settings.minSites > 1)
                offer.status = OfferStatus::TooFewSites;
        }
        round.offers.insert(round.offers.end(), answer.begin(), answer.end());
    }
    const bool wantMultiSite = m_settings.multiSiteWhen == MultiSiteWhen::Pays || !someMachineWideEnough;
    if (m_multiSite.enabled && m_settings.maxSites >= 2 && wantMultiSite)
        addMultiSite(round, request, timeline, now, notBefore, rules);
    limitAndChoose(round);
    return round;
}

void Market::addMultiSite(MarketRound& round, const JobRequest& request, const NodeTimeline& timeline, Time now,
                          Time notBefore, const OfferRules& rules) const
{
    // The user's domain combines the machines of every domain that answered
    // in time; on machines of different speeds the job runs at the slowest
    // one's pace.
    std::vector<NodeRange> machines;
    double slowest = 0;
    for (const DomainReach& reach : round.reached) {
        if (!reach.inTime)
            continue;
        for (const MachineIndex m : m_domains.domain(reach.domain).machines) {
            machines.push_back(m_machines[std::size_t(m)]);
            const double speed = m_speeds[std::size_t(m)];
            slowest = slowest == 0 ? speed : std::min(slowest, speed);
        }
    }
    std::sort(machines.begin(), machines.end(),
              [](const NodeRange& a, const NodeRange& b) { return a.machine < b.machine; });
    if (machines.size() < 2)
        return;
    const OfferRequest offerRequest{request.nodes,
                                    scaledDuration(request.estimate, slowest, m_multiSite.overheadFactor), now,
                                    request.submit, notBefore};
    const OfferChoice choice = OfferBuilder(timeline, m_functions, m_limits).choose(machines, offerRequest, rules);
    const std::optional<Offer>& offer = choice.best ? choice.best : choice.refused;
    if (!offer)
        return;
    MarketOffer entry{round.origin, 0, 0, *offer, choice.best ? OfferStatus::Offered : statusOf(choice.why)};
    MachineIndex last = kNoMachine;
    for (const NodeId node : offer->nodes) {
        const auto it = std::upper_bound(machines.begin(), machines.end(), node,
                                         [](NodeId n, const NodeRange& r) { return n < r.end; });
        if (it != machines.end() && it->machine != last) {
            ++entry.sites;
            last = it->machine;
        }
    }
    if (isAcceptable(entry.status) && entry.sites > m_settings.maxSites)
        entry.status = OfferStatus::TooManySites;
    else if (isAcceptable(entry.status) && entry.sites < m_settings.minSites)
        entry.status = OfferStatus::TooFewSites;
    round.offers.push_back(std::move(entry));
}

void Market::limitAndChoose(MarketRound& round) const
{
    int taken = 0;
    for (MarketOffer& offer : round.offers) {
        if (!isAcceptable(offer.status))
            continue;
        if (taken >= m_settings.maxOffers)
            offer.status = OfferStatus::OverOfferLimit;
        else
            ++taken;
    }
    // Utility first; ties go to the earlier start, then the nearer domain,
    // then the lower machine (a multi-site offer after every single one).
    std::vector<int> position(std::size_t(m_domains.count()), 0);
    for (std::size_t i = 0; i < round.reached.size(); ++i)
        position[std::size_t(round.reached[i].domain)] = int(i);
    const auto key = [&](const MarketOffer& o) {
        const MachineIndex machine = o.offer.machine == kNoMachine ? MachineIndex(m_machines.size()) : o.offer.machine;
        return std::make_tuple(-o.offer.utility, o.offer.start, position[std::size_t(o.domain)], machine);
    };
    std::vector<int> bestOfDomain(std::size_t(m_domains.count()), -1);
    for (std::size_t i = 0; i < round.offers.size(); ++i) {
        const MarketOffer& offer = round.offers[i];
        if (!isAcceptable(offer.status))
            continue;
        int& best = bestOfDomain[std::size_t(offer.domain)];
        if (best < 0 || key(offer) < key(round.offers[std::size_t(best)]))
            best = int(i);
    }
    for (const int best : bestOfDomain) {
        if (best < 0)
            continue;
        round.offers[std::size_t(best)].status = OfferStatus::BestInDomain;
        if (round.chosen < 0 || key(round.offers[std::size_t(best)]) < key(round.offers[std::size_t(round.chosen)]))
            round.chosen = best;
    }
    if (round.chosen >= 0)
        round.offers[std::size_t(round.chosen)].status = OfferStatus::Chosen;
}

std::optional<Offer> Market::earlierOn(MachineIndex machine, const JobRequest& request,
                                       const NodeTimeline& timeline, Time now, Time endBy) const
{
    const NodeRange& range = m_machines[std::size_t(machine)];
    const OfferRequest offerRequest{request.nodes, durationOn(machine, request.estimate), now, request.submit, now};
    OfferRules rules;
    rules.endBy = endBy;
    rules.nodeChoice = m_settings.nodeChoice;
    rules.nodeSets = m_settings.nodeSets;
    return OfferBuilder(timeline, m_functions, m_limits).choose(std::span(&range, 1), offerRequest, rules).best;
}

}  // namespace schedlab
