#include "MarketOffersHtml.h"

#include "DetailsHtml.h"

#include "economic/DomainMap.h"

#include <QLocale>

#include <array>
#include <utility>

namespace schedlab {

namespace {

using namespace detailshtml;

// The economic policy's parameter that picks the market: with "domains"
// requests go to the machines' domains, else one central market holds every
// machine (DomainMap::central), as in the CLI's 'runs offers'.
const std::string kMarketParameter = "market";
const std::string kDomainsMarket = "domains";
constexpr char kNumberFormat = 'g';
constexpr int kNumberPrecision = 4;

QString number(double value)
{
    return QLocale().toString(value, kNumberFormat, kNumberPrecision);
}

}  // namespace

MarketOffersHtml::MarketOffersHtml(const Platform& platform, const RunDescription& description, TimeFormatter time)
    : m_platform(platform), m_time(std::move(time))
{
    const auto market = description.parameters.find(kMarketParameter);
    const bool domains = market != description.parameters.end() && market->second == kDomainsMarket;
    const DomainMap map = domains ? DomainMap(platform) : DomainMap::central(platform);
    for (int d = 0; d < map.count(); ++d)
        m_domainNames.push_back(map.domain(d).name);
}

QString MarketOffersHtml::statusLabel(OfferStatus status)
{
    switch (status) {
    case OfferStatus::Chosen: return tr("✓ chosen");
    case OfferStatus::BestInDomain: return tr("best of its domain");
    case OfferStatus::Offered: return tr("acceptable, not the best");
    case OfferStatus::OverOfferLimit: return tr("beyond the offer limit");
    case OfferStatus::Late: return tr("came too late");
    case OfferStatus::Lapsed: return tr("lapsed before the user decided");
    case OfferStatus::OverBudget: return tr("over the budget");
    case OfferStatus::OverReservationBudget: return tr("over the reservation budget");
    case OfferStatus::MissesDeadline: return tr("misses the deadline");
    case OfferStatus::TooFewSites: return tr("too few sites");
    case OfferStatus::TooManySites: return tr("too many sites");
    }
    return {};
}

QString MarketOffersHtml::failureLabel(const std::string& key)
{
    constexpr std::array kStatuses = {
        OfferStatus::Chosen,     OfferStatus::BestInDomain,         OfferStatus::Offered,
        OfferStatus::OverOfferLimit, OfferStatus::Late,             OfferStatus::Lapsed,
        OfferStatus::OverBudget, OfferStatus::OverReservationBudget, OfferStatus::MissesDeadline,
        OfferStatus::TooFewSites, OfferStatus::TooManySites};
    for (const OfferStatus status : kStatuses) {
        if (offerStatusName(status) == key)
            return tr("the offer the user valued most was refused: %1").arg(statusLabel(status));
    }
    return tr("no offer came back");
}

QString MarketOffersHtml::domainName(int domain) const
{
    return domain >= 0 && std::size_t(domain) < m_domainNames.size()
               ? QString::fromStdString(m_domainNames[std::size_t(domain)])
               : tr("domain %1").arg(domain + 1);
}

QString MarketOffersHtml::placeOf(const MarketOffer& offer) const
{
    if (offer.offer.machine == kNoMachine)
        return tr("multi-site (%n machine(s))", nullptr, offer.sites);
    if (offer.offer.machine < m_platform.machineCount())
        return QString::fromStdString(m_platform.machine(offer.offer.machine).name);
    return tr("site %1").arg(offer.offer.machine);
}

QString MarketOffersHtml::html(const std::vector<MarketRound>& rounds) const
{
    if (rounds.empty())
        return paragraph(tr("The replay found no request of this job on the market."));
    QString html;
    for (const MarketRound& round : rounds)
        html += roundHtml(round);
    return html;
}

QString MarketOffersHtml::roundHtml(const MarketRound& round) const
{
    QStringList reached;
    for (const DomainReach& reach : round.reached) {
        const QString hops = tr("%n hop(s)", nullptr, reach.hops);
        reached << (reach.inTime ? tr("%1 (%2)").arg(domainName(reach.domain), hops)
                                 : tr("%1 (%2, too late)").arg(domainName(reach.domain), hops));
    }
    QString html = heading(tr("Request at %1 from domain %2").arg(m_time.dateTime(round.at), domainName(round.origin)));
    html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
    html += row(tr("Asked for"), tr("%n node(s), estimate %1", nullptr, round.width).arg(m_time.durationOf(round.estimate)));
    html += row(tr("Reached"), reached.join(QStringLiteral(", ")));
    html += row(tr("Messages"), QLocale().toString(qlonglong(round.messages)));
    html += row(tr("User decided"), tr("%1, %2 after asking")
                                        .arg(m_time.nearDateTime(round.at + round.decidedAfter, round.at),
                                             m_time.durationOf(round.decidedAfter)));
    if (round.chosen < 0)
        html += row(tr("Outcome"), tr("no offer taken (%1): the job was rejected").arg(failureLabel(round.failure())));
    html += QStringLiteral("</table>");
    return html + offerTable(round);
}

QString MarketOffersHtml::offerTable(const MarketRound& round) const
{
    if (round.offers.empty())
        return {};
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='1' style='margin-top:4px'>");
    html += tableRow({tr("Domain"), tr("Hops"), tr("Machine"), tr("Start"), tr("End"), tr("Cost"),
                      tr("Reservation"), tr("Utility"), tr("Status")},
                     true);
    for (std::size_t i = 0; i < round.offers.size(); ++i) {
        const MarketOffer& offer = round.offers[i];
        const Time start = offer.offer.start;
        html += tableRow({domainName(offer.domain), QString::number(offer.hops), placeOf(offer),
                          m_time.nearDateTime(start, round.at),
                          m_time.nearDateTime(start + offer.offer.duration, start), number(offer.offer.cost),
                          number(offer.offer.reservationCost), number(offer.offer.utility), statusLabel(offer.status)},
                         false, int(i) == round.chosen);
    }
    return html + QStringLiteral("</table>");
}

}  // namespace schedlab
