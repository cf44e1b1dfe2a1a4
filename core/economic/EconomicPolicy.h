#pragma once

#include "economic/EconomicFunctions.h"
#include "economic/NodeTimeline.h"
#include "economic/OfferBuilder.h"
#include "engine/Policy.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyInfo.h"

#include <optional>
#include <vector>

namespace schedlab {

// Market-based grid scheduling (Yahyapour (2002), ch. 6), as a central market: every
// arriving job asks every machine for its best offer (OfferBuilder), takes
// the one its user function values most, and is booked on those nodes at
// that time. Booked jobs only move earlier: when jobs end before their
// estimates, a booking whose nodes are free from now to its start begins now
// (parameter early-start); a job whose nodes are still held at its start (a
// job before it overran its estimate) goes back to the market. Jobs wider than every machine get multi-site offers
// when that is switched on.
class EconomicPolicy : public Policy {
public:
    explicit EconomicPolicy(const Parameters& parameters);
    [[nodiscard]] static PolicyInfo info();

    void prepare(const Platform& platform) override;
    [[nodiscard]] int widestRunnableJob(const Platform& platform) const override;
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;

private:
    struct Booking {
        JobIndex job = kNoJob;
        Time start = 0;
        Time duration = 0;
        std::vector<NodeId> nodes;
        bool multiSite = false;
    };

    void trackOverruns(SchedulingContext& context, Time now);
    void startDue(SchedulingContext& context, Time now);
    // Starts booked jobs now whose booked nodes, some of them just `freed`,
    // are free until their booked start (the `early-start` parameter).
    void startEarly(const std::vector<NodeId>& freed, SchedulingContext& context, Time now);
    void book(JobIndex job, SchedulingContext& context, Time now);
    [[nodiscard]] std::optional<Offer> bestOffer(const JobRequest& request, Time now) const;
    void begin(const Booking& booking, SchedulingContext& context, StartKind kind = StartKind::Reservation);

    EconomicFunctions m_functions;
    OfferLimits m_limits;
    bool m_multiSite = true;
    double m_overhead = 0;            // p as a fraction
    bool m_earlyStart = true;
    std::vector<NodeRange> m_machines;
    std::vector<double> m_speeds;     // per machine
    std::optional<NodeTimeline> m_timeline;
    std::vector<Booking> m_booked;    // not started yet, by booking order
};

}  // namespace schedlab
