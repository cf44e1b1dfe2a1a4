#pragma once

#include "economic/EconomicFunctions.h"
#include "economic/Market.h"
#include "economic/MarketRound.h"
#include "economic/MarketSettings.h"
#include "economic/NodeTimeline.h"
#include "economic/OfferBuilder.h"
#include "engine/Policy.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyInfo.h"

#include <functional>
#include <optional>
#include <vector>

namespace schedlab {

// Market-based grid scheduling (Yahyapour (2002), ch. 6): every arriving job
// asks the market (Market: central, or domains that forward the request)
// for offers, takes the one its user function values most among those that
// meet its request's attributes, and is booked on those nodes at that time;
// a job no offer meets is refused (EndState::Rejected). Booked jobs only move earlier: when jobs end before their
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
    // A job whose hard deadline passed while booked gives its booking back.
    [[nodiscard]] bool handlesWithdrawnJobs() const override { return true; }
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;

    // Called with every market round, for explaining a schedule (MarketReplay).
    using MarketLog = std::function<void(const MarketRound&)>;
    void setMarketLog(MarketLog log) { m_log = std::move(log); }

private:
    struct Booking {
        JobIndex job = kNoJob;
        Time start = 0;
        Time duration = 0;
        std::vector<NodeId> nodes;
        bool multiSite = false;
        MachineIndex machine = kNoMachine;
        Time bookedStart = 0;    // the start first booked: rescheduling only moves it earlier
    };

    void trackOverruns(SchedulingContext& context, Time now);
    void startDue(SchedulingContext& context, Time now);
    // Starts booked jobs now whose booked nodes, some of them just `freed`,
    // are free until their booked start (the `early-start` parameter).
    void startEarly(const std::vector<NodeId>& freed, SchedulingContext& context, Time now);
    // Books each job on its machine earlier where it can end by its
    // booked end (the `reschedule` parameter).
    void reschedule(SchedulingContext& context, Time now);
    void book(JobIndex job, SchedulingContext& context, Time now);
    void begin(const Booking& booking, SchedulingContext& context, StartKind kind = StartKind::Reservation);

    EconomicFunctions m_functions;
    MarketSettings m_settings;
    OfferLimits m_limits;
    bool m_multiSite = true;
    double m_overhead = 0;            // p as a fraction
    bool m_earlyStart = true;
    std::vector<NodeRange> m_machines;
    std::optional<Market> m_market;   // refers to m_settings and m_functions
    std::optional<NodeTimeline> m_timeline;
    MarketLog m_log;
    std::vector<Booking> m_booked;    // not started yet, by booking order
};

}  // namespace schedlab
