#include "MarketOffersHtml.h"

#include "DetailsHtml.h"

#include "economic/DomainMap.h"
#include "run/MarketReplay.h"

#include <QLocale>

#include <array>
#include <cmath>
#include <utility>

namespace schedlab {

namespace {

using namespace detailshtml;

constexpr int kSignificantDigits = 4;
// From here on whole numbers with digit grouping read better than exponents.
constexpr double kWholeFrom = 1e4;

QString number(double value)
{
    if (std::abs(value) >= kWholeFrom)
        return QLocale().toString(value, 'f', 0);
    return QLocale().toString(value, 'g', kSignificantDigits);
}

}  // namespace

MarketOffersHtml::MarketOffersHtml(const Platform& platform, const RunDescription& description, TimeFormatter time)
    : m_platform(platform), m_time(std::move(time))
{
    const DomainMap map = MarketReplay::domains(description, platform);
    for (int d = 0; d < map.count(); ++d)
        m_domainNames.push_back(map.domain(d).name);
}

QString MarketOffersHtml::statusLabel(OfferStatus status)
{
    switch (status) {
    case OfferStatus::Chosen: return tr("✓ chosen");
    case OfferStatus::BestInDomain: return tr("best of its domain");
    case OfferStatus::Offered: return tr("acceptable");
    case OfferStatus::OverOfferLimit: return tr("over the offer limit");
    case OfferStatus::Late: return tr("too late");
    case OfferStatus::Lapsed: return tr("expired before the decision");
    case OfferStatus::OverBudget: return tr("over budget");
    case OfferStatus::OverReservationBudget: return tr("over reservation budget");
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
        return tr("multi-site (%1 machines)").arg(offer.sites);  // spans two at least
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
        const QString hops = reach.hops == 1 ? tr("1 hop") : tr("%1 hops").arg(reach.hops);
        reached << (reach.inTime ? tr("%1 (%2)").arg(domainName(reach.domain), hops)
                                 : tr("%1 (%2, too late)").arg(domainName(reach.domain), hops));
    }
    QString html = heading(tr("Request at %1 from domain %2").arg(m_time.dateTime(round.at), domainName(round.origin)));
    html += QStringLiteral("<table cellspacing='0' cellpadding='1'>");
    const QString estimate = m_time.durationOf(round.estimate);
    html += row(tr("Asked for"), round.width == 1 ? tr("1 node, estimate %1").arg(estimate)
                                                  : tr("%1 nodes, estimate %2").arg(round.width).arg(estimate));
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
    // Narrow enough for the side column: the domain only where it says more
    // than the machine, hops only once a request was forwarded, and the
    // columns that decide (status, utility, price) before the times; the
    // reservation cost only when the market charges one.
    bool showDomain = false;
    bool showHops = false;
    bool showReservation = false;
    for (const MarketOffer& offer : round.offers) {
        showDomain = showDomain || (m_domainNames.size() > 1 && domainName(offer.domain) != placeOf(offer));
        showHops = showHops || offer.hops > 0;
        showReservation = showReservation || offer.offer.reservationCost != 0;
    }
    const auto columns = [&](const QString& domain, const QString& place, const QString& hops, QStringList rest) {
        QStringList cells;
        if (showDomain)
            cells << domain;
        cells << place;
        if (showHops)
            cells << hops;
        return cells + rest;
    };
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='1' style='margin-top:4px'>");
    QStringList prices = {tr("Status"), tr("Utility"), tr("Cost")};
    if (showReservation)
        prices << tr("Reservation");
    html += tableRow(columns(tr("Domain"), tr("Machine"), tr("Hops"), prices + QStringList{tr("Start"), tr("End")}),
                     true);
    for (std::size_t i = 0; i < round.offers.size(); ++i) {
        const MarketOffer& offer = round.offers[i];
        const Time start = offer.offer.start;
        QStringList cells = {statusLabel(offer.status), number(offer.offer.utility), number(offer.offer.cost)};
        if (showReservation)
            cells << number(offer.offer.reservationCost);
        cells << m_time.nearDateTime(start, round.at) << m_time.nearDateTime(start + offer.offer.duration, start);
        html += tableRow(columns(domainName(offer.domain), placeOf(offer), QString::number(offer.hops), cells), false,
                         int(i) == round.chosen);
    }
    return html + QStringLiteral("</table>");
}

}  // namespace schedlab
