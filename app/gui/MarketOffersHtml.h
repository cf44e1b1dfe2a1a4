#pragma once

#include "TimeFormatter.h"

#include "economic/MarketRound.h"
#include "platform/Platform.h"
#include "run/RunDescription.h"

#include <QCoreApplication>
#include <QString>

#include <string>
#include <vector>

namespace schedlab {

// A job's requests on the economic market (Yahyapour (2002), ch. 6) as rich
// text for the job details: where each request went, how many messages it
// took, when the user decided, every offer with its price and utility, the
// one taken marked, or why none was.
class MarketOffersHtml {
    Q_DECLARE_TR_FUNCTIONS(schedlab::MarketOffersHtml)

public:
    MarketOffersHtml(const Platform& platform, const RunDescription& description, TimeFormatter time);

    [[nodiscard]] QString html(const std::vector<MarketRound>& rounds) const;

    // What became of an offer, in words ("over the budget").
    [[nodiscard]] static QString statusLabel(OfferStatus status);
    // MarketRound::failure()'s key in words ("no offer came back").
    [[nodiscard]] static QString failureLabel(const std::string& key);

private:
    [[nodiscard]] QString roundHtml(const MarketRound& round) const;
    [[nodiscard]] QString offerTable(const MarketRound& round) const;
    [[nodiscard]] QString domainName(int domain) const;
    [[nodiscard]] QString placeOf(const MarketOffer& offer) const;

    const Platform& m_platform;
    std::vector<std::string> m_domainNames;  // as MarketRound numbers them
    TimeFormatter m_time;
};

}  // namespace schedlab
