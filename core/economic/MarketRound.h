#pragma once

#include "economic/Offer.h"
#include "economic/RequestFlood.h"
#include "model/Types.h"

#include <cstdint>
#include <string>
#include <vector>

namespace schedlab {

// What became of one offer in a request's round, from the user's side.
enum class OfferStatus : std::uint8_t {
    Chosen,                 // the best offer overall: the job is booked on it
    BestInDomain,           // first stage: the best of its domain, beaten by another domain's
    Offered,                // acceptable, but its domain had a better one
    OverOfferLimit,         // beyond the request's maximum number of offers
    Late,                   // its domain's answer came after the maximum search time
    Lapsed,                 // its domain held it shorter than the user took to decide
    OverBudget,
    OverReservationBudget,
    MissesDeadline,
    TooFewSites,
    TooManySites,
};

[[nodiscard]] std::string offerStatusName(OfferStatus status);  // stable key, "over-budget"
// Whether the user could have taken an offer of this status.
[[nodiscard]] bool isAcceptable(OfferStatus status);

struct MarketOffer {
    int domain = 0;
    int hops = 0;
    int sites = 1;          // machines the offer spans
    Offer offer;
    OfferStatus status = OfferStatus::Offered;
};

// One request on the market (Yahyapour (2002), ch. 6): where it went, what
// came back, what the user took. A job whose booked nodes are still held
// at its start asks again, so a job can have several rounds.
struct MarketRound {
    JobIndex job = kNoJob;
    std::int64_t jobId = -1;           // the trace's job number
    int width = 0;                     // nodes asked for
    Time estimate = 0;                 // the user's estimate, s
    Time at = 0;                       // when the request was made
    int origin = 0;                    // the user's domain
    std::vector<DomainReach> reached;
    std::int64_t messages = 0;
    Time decidedAfter = 0;             // seconds until the user had every answer it waits for
    std::vector<MarketOffer> offers;   // by domain order, then machine; multi-site last
    int chosen = -1;                   // index into offers

    // Why no offer was taken: the status of the refused offer the user
    // would have valued most, or "no offer". Empty when one was.
    [[nodiscard]] std::string failure() const;
};

}  // namespace schedlab
