#pragma once

#include "economic/DomainMap.h"
#include "model/Types.h"

#include <cstdint>
#include <vector>

namespace schedlab {

// How far a request travels (Yahyapour (2002), ch. 6: bounded by a hop count
// and a time to live). Messages take `hopDelay` seconds per hop; a domain is
// forwarded to only while the request is younger than `timeToLive` on
// arrival, and its answer counts only if it is back at the user's domain
// within `searchTime` (the request's maximum search time).
struct FloodLimits {
    int maxHops = 0;
    Time hopDelay = 0;
    Time timeToLive = 0;
    Time searchTime = 0;
};

// One domain the request reached.
struct DomainReach {
    int domain = 0;
    int hops = 0;          // 0: the user's own domain
    Time answeredAfter = 0;  // seconds from the request to its answer at the user's domain
    bool inTime = true;    // the answer arrived within the search time
};

struct FloodResult {
    std::vector<DomainReach> reached;  // by hops, then domain
    // Requests forwarded between domains (duplicates included: a domain
    // that hears a request twice answers once) plus one answer from each
    // other domain reached.
    std::int64_t messages = 0;
};

// Floods a request from `origin` through `domains`: every domain that hears
// it for the first time offers and forwards it to its neighbours, except
// the one it heard it from, while hops and time to live allow. With a
// directory only the user's domain sends requests, one to each domain.
[[nodiscard]] FloodResult floodRequest(const DomainMap& domains, Forwarding forwarding, int origin,
                                       const FloodLimits& limits);

}  // namespace schedlab
