#pragma once

#include "economic/Offer.h"
#include "model/Types.h"

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
};

// Makes the best offer a set of machines can give one job (Yahyapour (2002), ch. 6):
// 1. the free gaps of every node from now on;
// 2. a time-ordered sweep over gap starts and ends that keeps the nodes
//    free at that instant, sorted by how long they stay free; a start time
//    is a candidate when `width` of them stay free for `duration`;
// 3. for each candidate, node sets built from buckets of nodes whose gaps
//    start and end alike (latest-freed first, so little idle time is left
//    before the job; then earliest-ending, so little is left after it),
//    starting from each of the first C buckets; the owner keeps the
//    cheapest;
// 4. each kept candidate's start is delayed in Z steps across its slack on
//    the same nodes; the offer is the variant the user values most.
// With several ranges (multi-site), nodes are taken from the machines with
// the most eligible nodes first, which uses the fewest sites.
class OfferBuilder {
public:
    OfferBuilder(const NodeTimeline& timeline, const EconomicFunctions& functions,
                 OfferLimits limits);

    [[nodiscard]] std::optional<Offer> bestOffer(std::span<const NodeRange> machines,
                                                 const OfferRequest& request) const;

private:
    const NodeTimeline& m_timeline;
    const EconomicFunctions& m_functions;
    OfferLimits m_limits;
};

}  // namespace schedlab
