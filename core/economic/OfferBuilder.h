#pragma once

#include "economic/MarketSettings.h"
#include "economic/Offer.h"
#include "model/Types.h"

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <vector>

namespace schedlab {

class EconomicFunctions;
class NodeTimeline;

// The bounds that keep offer creation fast (Yahyapour (2002), ch. 6): how many
// candidate start times the sweep collects, how many node-set combinations
// are priced per candidate, and in how many steps a start is varied.
struct OfferLimits {
    int candidates = 4;     // K: stop the sweep after this many start times
    int combinations = 4;   // C: node sets built per start time
    int startSteps = 4;     // Z: later starts tried per candidate
};

// A contiguous block of platform-global node ids: one machine.
struct NodeRange {
    MachineIndex machine = kNoMachine;
    NodeId first = 0;
    NodeId end = 0;   // one past the last node (a `last` is always inclusive)
};

// What one request is: the job as the market sees it.
struct OfferRequest {
    int width = 1;
    Time duration = 1;   // by the estimate, scaled for speed and multi-site overhead
    Time now = 0;
    Time submit = 0;
    Time notBefore = 0;  // no offer starts earlier (the request's earliest start, its search)
};

// What makes an offer acceptable to the user, and how node sets are built
// and chosen (MarketSettings).
struct OfferRules {
    Time endBy = kForever;   // the request's deadline
    double budget = std::numeric_limits<double>::infinity();
    double reservationBudget = std::numeric_limits<double>::infinity();
    double reservationRate = 0;
    NodeChoice nodeChoice = NodeChoice::Owner;
    NodeSets nodeSets = NodeSets::Buckets;
};

// Why an offer is not acceptable; Admissible when it is.
enum class OfferVerdict : std::uint8_t { Admissible, OverBudget, OverReservationBudget, MissesDeadline };

// The best acceptable offer, and the best of those refused with why, so
// that a request no offer meets can say what stood in its way.
struct OfferChoice {
    std::optional<Offer> best;
    std::optional<Offer> refused;
    OfferVerdict why = OfferVerdict::Admissible;
};

// Makes the best offer a set of machines can give one job (Yahyapour (2002), ch. 6):
// 1. the free gaps of every node from now on;
// 2. a time-ordered sweep over gap starts and ends that keeps the nodes
//    free at that instant, sorted by how long they stay free; a start time
//    is a candidate when `width` of them stay free for `duration`;
// 3. for each candidate, node sets built from buckets of nodes whose gaps
//    start and end alike (latest-freed first, so little idle time is left
//    before the job; then earliest-ending, so little is left after it),
//    starting from each of the first C buckets (or, with NodeSets::Shrink,
//    the ordered nodes one resource less at the front each time); the owner
//    keeps the cheapest (or the user the one of highest utility);
// 4. each kept candidate's start is delayed in Z steps across its slack on
//    the same nodes; the offer is the variant the user values most.
// Offers the rules refuse (budget, deadline) never beat acceptable ones.
// With several ranges (multi-site), nodes are taken from the machines with
// the most eligible nodes first, which uses the fewest sites.
class OfferBuilder {
public:
    OfferBuilder(const NodeTimeline& timeline, const EconomicFunctions& functions,
                 OfferLimits limits);

    [[nodiscard]] std::optional<Offer> bestOffer(std::span<const NodeRange> machines,
                                                 const OfferRequest& request) const;
    [[nodiscard]] OfferChoice choose(std::span<const NodeRange> machines, const OfferRequest& request,
                                     const OfferRules& rules) const;

private:
    const NodeTimeline& m_timeline;
    const EconomicFunctions& m_functions;
    OfferLimits m_limits;
};

}  // namespace schedlab
