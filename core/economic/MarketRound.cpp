#include "economic/MarketRound.h"

#include <array>

namespace schedlab {

namespace {

constexpr std::array kStatusNames = {
    "chosen",        "best-in-domain", "offered",         "over-offer-limit",
    "late",          "lapsed",         "over-budget",     "over-reservation-budget",
    "misses-deadline", "too-few-sites", "too-many-sites",
};
static_assert(kStatusNames.size() == std::size_t(OfferStatus::TooManySites) + 1);

}  // namespace

std::string offerStatusName(OfferStatus status)
{
    return kStatusNames[std::size_t(status)];
}

bool isAcceptable(OfferStatus status)
{
    return status == OfferStatus::Chosen || status == OfferStatus::BestInDomain || status == OfferStatus::Offered;
}

std::string MarketRound::failure() const
{
    if (chosen >= 0)
        return {};
    const MarketOffer* best = nullptr;
    for (const MarketOffer& candidate : offers) {
        if (!best || candidate.offer.utility > best->offer.utility)
            best = &candidate;
    }
    return best ? offerStatusName(best->status) : std::string("no-offer");
}

}  // namespace schedlab
