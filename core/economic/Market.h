#pragma once

#include "economic/DomainMap.h"
#include "economic/EconomicFunctions.h"
#include "economic/MarketRound.h"
#include "economic/MarketSettings.h"
#include "economic/OfferBuilder.h"
#include "engine/JobRequest.h"

#include <optional>
#include <vector>

namespace schedlab {

class NodeTimeline;
class Platform;

// The economic scheduler's market (Yahyapour (2002), ch. 6): a request goes
// to the user's domain, which offers what its machines can and forwards it
// (RequestFlood); each domain makes one offer per machine (OfferBuilder)
// and sends its cheapest first; the user drops what breaks the request's
// attributes and selects in two stages, the best offer of each domain by
// its utility, then the best of those. The central market is one domain
// holding every machine, reached without messages.
class Market {
public:
    struct MultiSite {
        bool enabled = true;
        double overheadFactor = 1.0;   // 1 + p
    };

    Market(const Platform& platform, const MarketSettings& settings, const EconomicFunctions& functions,
           OfferLimits limits, MultiSite multiSite);

    [[nodiscard]] const DomainMap& domains() const { return m_domains; }

    // One round for `request` at `now` against the plan in `timeline`.
    // Throws ConfigurationError when domains need the job's origin site and
    // it has none.
    [[nodiscard]] MarketRound run(JobIndex job, const JobRequest& request, const NodeTimeline& timeline,
                                  Time now) const;

    // An earlier placement for a booked job on `machine` that ends by
    // `endBy` (rescheduling keeps the booked end), or nullopt.
    [[nodiscard]] std::optional<Offer> earlierOn(MachineIndex machine, const JobRequest& request,
                                                 const NodeTimeline& timeline, Time now, Time endBy) const;

    // The run time of `estimate` on `machine`, rounded up.
    [[nodiscard]] Time durationOn(MachineIndex machine, Time estimate) const;

private:
    [[nodiscard]] int originOf(const JobRequest& request) const;
    [[nodiscard]] FloodResult flood(int origin) const;
    void addMultiSite(MarketRound& round, const JobRequest& request, const NodeTimeline& timeline, Time now,
                      Time notBefore, const OfferRules& rules) const;
    void limitAndChoose(MarketRound& round) const;

    const MarketSettings& m_settings;
    const EconomicFunctions& m_functions;
    OfferLimits m_limits;
    MultiSite m_multiSite;
    DomainMap m_domains;
    std::vector<NodeRange> m_machines;
    std::vector<double> m_speeds;
};

}  // namespace schedlab
