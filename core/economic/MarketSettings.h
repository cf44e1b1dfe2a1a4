#pragma once

#include "economic/DomainMap.h"
#include "economic/Formula.h"
#include "economic/RequestFlood.h"
#include "engine/JobRequest.h"
#include "parameters/ParameterSpec.h"

#include <cstdint>
#include <limits>
#include <vector>

namespace schedlab {

// Which node set of a candidate start the offer uses (Yahyapour (2002),
// ch. 6): the one the owner prices lowest, or the one the user's utility
// ranks highest.
enum class NodeChoice : std::uint8_t { Owner, User };
// How the candidate node sets of a start are made: from buckets of nodes
// whose free intervals start and end alike, or by shrinking the ordered
// free nodes "one resource less" at a time.
enum class NodeSets : std::uint8_t { Buckets, Shrink };
// When a job gets multi-site offers: only when it is wider than every
// machine it can reach, or always, competing with single-site offers.
enum class MultiSiteWhen : std::uint8_t { TooWide, Pays };

// One request's attributes, as absolute times and money (Yahyapour (2002),
// ch. 6): what an offer must meet to be taken.
struct MarketAsk {
    double budget = std::numeric_limits<double>::infinity();
    double reservationBudget = std::numeric_limits<double>::infinity();
    Time earliestStart = 0;
    Time deadline = kForever;   // the job must end by then
};

// The market and request parameters of the economic scheduler: the domain
// model (domains, forwarding, hops, time to live) and the attributes every
// request carries. The thesis gives each request its own; a trace has
// none, so they are formulas over the job (nodes, run = its estimate in s,
// value = its credit, 0 without one).
class MarketSettings {
public:
    explicit MarketSettings(const Parameters& parameters);

    [[nodiscard]] static std::vector<ParameterSpec> parameterSpecs();

    // The attributes of one request, submitted at `request.submit`.
    [[nodiscard]] MarketAsk ask(const JobRequest& request) const;

    bool domains = false;   // false: the central market (every machine, no messages)
    Forwarding forwarding = Forwarding::Directory;
    std::vector<PeerLink> peers;   // Forwarding::Peers
    FloodLimits flood;
    Time reservationTime = 0;   // how long a domain holds its offers for the user
    int maxOffers = 0;
    int minSites = 1;
    int maxSites = 1;
    MultiSiteWhen multiSiteWhen = MultiSiteWhen::TooWide;
    NodeChoice nodeChoice = NodeChoice::Owner;
    NodeSets nodeSets = NodeSets::Buckets;
    double reservationRate = 0;  // reservation cost as a share of the offer's cost
    bool reschedule = false;

private:
    Formula m_budget;
    Formula m_reservationBudget;
    Formula m_deadline;
    Time m_earliestStart = 0;
};

}  // namespace schedlab
