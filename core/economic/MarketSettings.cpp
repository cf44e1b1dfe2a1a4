#include "economic/MarketSettings.h"

#include "economic/FormulaParser.h"
#include "engine/SimulationError.h"
#include "model/Units.h"
#include "util/TextScan.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <string>

namespace schedlab {

namespace {

using Type = ParameterSpec::Type;

const std::string kMarket = "market";
const std::string kCentral = "central";
const std::string kDomains = "domains";
const std::string kForwarding = "forwarding";
const std::string kDirectory = "directory";
const std::string kRing = "ring";
const std::string kLine = "line";
const std::string kPeers = "peers";
constexpr char kLinkSeparator = ',';
constexpr char kPeerSeparator = ':';
const std::string kMaxHops = "max-hops";
const std::string kHopDelay = "hop-delay";
const std::string kTimeToLive = "ttl";
const std::string kSearchTime = "search-time";
const std::string kReservationTime = "reservation-time";
const std::string kMaxOffers = "max-offers";
const std::string kBudget = "budget";
const std::string kReservationBudget = "reservation-budget";
const std::string kReservationPrice = "reservation-price";
const std::string kEarliestStart = "earliest-start";
const std::string kDeadline = "deadline";
const std::string kMinSites = "min-sites";
const std::string kMaxSites = "max-sites";
const std::string kMultiSiteWhen = "multisite-when";
const std::string kTooWide = "too-wide";
const std::string kPays = "pays";
const std::string kNodeChoice = "node-choice";
const std::string kOwner = "owner";
const std::string kUser = "user";
const std::string kNodeSets = "node-sets";
const std::string kBuckets = "buckets";
const std::string kShrink = "shrink";
const std::string kReschedule = "reschedule";

constexpr int kMaxHopsBound = 64;
constexpr int kMaxOffersBound = 1024;
constexpr int kMaxSitesBound = 1024;
constexpr double kLongestWait = 365.0 * 24 * 3600;  // a year, in s
constexpr double kMaxReservationPercent = 1000.0;

// What the request formulas see of a job.
const std::array<std::string, 3> kAskVariables = {"nodes", "run", "value"};

Formula parseAsk(const std::string& text)
{
    return text.empty() ? Formula() : FormulaParser(kAskVariables).parse(text);
}

ParameterSpec askFormula(const std::string& name, const std::string& label, const std::string& unit,
                         const std::string& help)
{
    ParameterSpec spec{name, label, Type::Text, 0, 0, "", {}, unit, help, {}};
    spec.check = [](const std::string& text) { (void)parseAsk(text); };
    return spec;
}

ParameterSpec seconds(const std::string& name, const std::string& label, const std::string& defaultValue,
                      const std::string& help)
{
    return {name, label, Type::Integer, 0, kLongestWait, defaultValue, {}, "s", help, {}};
}

// "a:b, b:c" -> {a, b}, {b, c}. Throws ConfigurationError for a link that
// is not two names.
std::vector<PeerLink> parsePeers(const std::string& text)
{
    std::vector<PeerLink> links;
    std::size_t begin = 0;
    while (begin <= text.size()) {
        const std::size_t end = std::min(text.find(kLinkSeparator, begin), text.size());
        const std::string link = std::string(trimBlanks(std::string_view(text).substr(begin, end - begin)));
        if (!link.empty()) {
            const std::size_t colon = link.find(kPeerSeparator);
            const std::string from = colon == std::string::npos ? std::string() : std::string(trimBlanks(std::string_view(link).substr(0, colon)));
            const std::string to = colon == std::string::npos ? std::string() : std::string(trimBlanks(std::string_view(link).substr(colon + 1)));
            if (from.empty() || to.empty() || to.find(kPeerSeparator) != std::string::npos)
                throw ConfigurationError("peer link '" + link + "' must be two domain names: DOMAIN:DOMAIN");
            links.emplace_back(from, to);
        }
        begin = end + 1;
    }
    return links;
}

ParameterSpec peerList()
{
    ParameterSpec spec{kPeers, "Peer links", Type::Text, 0, 0, "", {}, "",
                       "For forwarding = peers: which domains know each other, as DOMAIN:DOMAIN links separated by "
                       "commas, e.g. east:c, c:west. Links go both ways.", {}};
    spec.check = [](const std::string& text) { (void)parsePeers(text); };
    return spec;
}

double evaluateOr(const Formula& formula, std::span<const double> values, double fallback)
{
    return formula.empty() ? fallback : formula.evaluate(values);
}

}  // namespace

MarketSettings::MarketSettings(const Parameters& parameters)
    : domains(parameters.text(kMarket) == kDomains),
      flood{static_cast<int>(parameters.integer(kMaxHops)), parameters.integer(kHopDelay),
            parameters.integer(kTimeToLive), parameters.integer(kSearchTime)},
      reservationTime(parameters.integer(kReservationTime)),
      maxOffers(static_cast<int>(parameters.integer(kMaxOffers))),
      minSites(static_cast<int>(parameters.integer(kMinSites))),
      maxSites(static_cast<int>(parameters.integer(kMaxSites))),
      multiSiteWhen(parameters.text(kMultiSiteWhen) == kPays ? MultiSiteWhen::Pays : MultiSiteWhen::TooWide),
      nodeChoice(parameters.text(kNodeChoice) == kUser ? NodeChoice::User : NodeChoice::Owner),
      nodeSets(parameters.text(kNodeSets) == kShrink ? NodeSets::Shrink : NodeSets::Buckets),
      reservationRate(parameters.real(kReservationPrice) / units::kPercent),
      reschedule(parameters.boolean(kReschedule)),
      m_budget(parseAsk(parameters.text(kBudget))),
      m_reservationBudget(parseAsk(parameters.text(kReservationBudget))),
      m_deadline(parseAsk(parameters.text(kDeadline))),
      m_earliestStart(parameters.integer(kEarliestStart))
{
    const std::string& forward = parameters.text(kForwarding);
    forwarding = forward == kRing    ? Forwarding::Ring
                 : forward == kLine  ? Forwarding::Line
                 : forward == kPeers ? Forwarding::Peers
                                     : Forwarding::Directory;
    peers = parsePeers(parameters.text(kPeers));
}

MarketAsk MarketSettings::ask(const JobRequest& request) const
{
    const std::array<double, kAskVariables.size()> values = {
        double(request.nodes), double(request.estimate), request.value < 0 ? 0.0 : request.value};
    MarketAsk ask;
    const double infinite = std::numeric_limits<double>::infinity();
    ask.budget = evaluateOr(m_budget, values, infinite);
    ask.reservationBudget = evaluateOr(m_reservationBudget, values, infinite);
    ask.earliestStart = request.submit + m_earliestStart;
    if (!m_deadline.empty()) {
        const double within = std::floor(m_deadline.evaluate(values));
        ask.deadline = std::isfinite(within) && within < double(kForever - request.submit)
                           ? request.submit + Time(std::max(0.0, within))
                           : kForever;
    } else if (request.deadline != kNoTime && request.deadlineKind == DeadlineKind::Hard) {
        // A soft deadline may be missed (the job completes late), so it
        // refuses no offer; a hard one is the request's end time.
        ask.deadline = request.deadline;
    }
    return ask;
}

std::vector<ParameterSpec> MarketSettings::parameterSpecs()
{
    const std::string askVariables = " A formula over nodes, run (the estimate in s) and value (the job's credit, 0 "
                                     "without one); empty: ";
    return {
        {kMarket, "Market", Type::Choice, 0, 0, kCentral, {kCentral, kDomains}, "",
         "central: every machine offers for every job. domains: the request goes to the domain of the job's "
         "origin site, which offers and forwards it to the domains it knows (Yahyapour (2002), ch. 6).", {}},
        {kForwarding, "Forwarding", Type::Choice, 0, 0, kDirectory, {kDirectory, kRing, kLine, kPeers}, "",
         "Which domains a domain forwards to: every other (directory), its two neighbours in platform order "
         "(ring), those without wrapping round (line), or the domains `peers` links it with.", {}},
        peerList(),
        {kMaxHops, "Hop limit", Type::Integer, 0, kMaxHopsBound, "4", {}, "",
         "How many times a request may be forwarded from the user's domain.", {}},
        seconds(kHopDelay, "Delay per hop", "0", "How long one message takes between domains."),
        seconds(kTimeToLive, "Time to live", "3600",
                "A domain forwards a request only if it would arrive within this time of the submission."),
        seconds(kSearchTime, "Maximum search time", "3600",
                "The user takes only the offers whose answers are back within this time."),
        seconds(kReservationTime, "Reservation time", "3600",
                "How long a domain holds its offer for the user; an offer the user decides on later has lapsed."),
        {kMaxOffers, "Maximum offers", Type::Integer, 1, kMaxOffersBound, "64", {}, "",
         "The user looks at no more offers than this, nearest domains first; each domain sends its cheapest.", {}},
        askFormula(kBudget, "Budget", "", "What the user may pay for the job; offers that cost more are refused." +
                                              askVariables + "no limit."),
        askFormula(kReservationBudget, "Reservation budget", "",
                   "What the user may pay for holding the reservation." + askVariables + "no limit."),
        {kReservationPrice, "Reservation price", Type::Real, 0, kMaxReservationPercent, "0", {}, "%",
         "An offer's reservation cost as a share of its cost.", {}},
        seconds(kEarliestStart, "Earliest start", "0", "No offer starts sooner after the submission."),
        askFormula(kDeadline, "Deadline", "s",
                   "The job must end within this many seconds of its submission; offers that end later are "
                   "refused." + askVariables + "the job's own deadline if it is hard (a soft one may be missed)."),
        {kMinSites, "Minimum sites", Type::Integer, 1, kMaxSitesBound, "1", {}, "",
         "The fewest machines an offer may span.", {}},
        {kMaxSites, "Maximum sites", Type::Integer, 1, kMaxSitesBound, "1024", {}, "",
         "The most machines a multi-site offer may span.", {}},
        {kMultiSiteWhen, "Multi-site offers for", Type::Choice, 0, 0, kTooWide, {kTooWide, kPays}, "",
         "too-wide: only jobs wider than every machine the request reached. pays: every job, so the user's "
         "utility decides whether running across machines pays.", {}},
        {kNodeChoice, "Node set chosen by", Type::Choice, 0, 0, kOwner, {kOwner, kUser}, "",
         "Of the node sets built for a start time, the owner's cheapest (owner) or the one the user's "
         "utility ranks highest (user).", {}},
        {kNodeSets, "Node sets", Type::Choice, 0, 0, kBuckets, {kBuckets, kShrink}, "",
         "buckets: nodes grouped by when their free time starts and ends. shrink: the free nodes in that order, "
         "one resource less at the front for each further set.", {}},
        {kReschedule, "Reschedule keeping booked ends", Type::Boolean, 0, 0, "false", {}, "",
         "When jobs end early, every booked job asks its machines again for an earlier start, on any of "
         "their nodes, that ends no later than its booking: no guarantee given is broken.", {}},
    };
}

}  // namespace schedlab
