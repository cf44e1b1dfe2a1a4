#pragma once

#include "engine/Policy.h"
#include "grid/SiteQueues.h"
#include "policies/PolicyInfo.h"

#include <cstdint>
#include <deque>
#include <span>
#include <unordered_map>
#include <vector>

namespace schedlab {

// The Condor-G style resource broker of GridX1 (Vanderster 2008, ch. 3):
// the sites publish ClassAds every `ad-period` (free CPUs A, queued jobs Q,
// CPUs C and their queue), and between refreshes the broker matches jobs on
// those stale values. A job, in arrival order, goes to the site of highest
// rank among those that meet the requirement (the throttle, eq. 3.5)
// Q + M < f_q C, M being the jobs matched to the site since its last ad:
//   load     R = (A - Q) / C                                   (eq. 3.2)
//   wait     R = -EWT - P M                                    (eq. 3.3)
//   combined R = max((A - Q) / C, 0) + min(0, (-EWT - P M) / T_avg)  (eq. 3.4)
// EWT is the expected wait of the site's ad (Fig. 3.3, expectedWait), T_avg
// the mean run time of the jobs that ran there. A job no site accepts stays
// with the broker and is tried again after the next refresh. Each site runs
// its queue first come, first served (SiteQueues).
//
// Our open choices (the thesis gives the formulas, not these): P, the EWT
// increase per match, is T_avg / C; T_avg is the mean run time of the jobs
// completed at the site by its last ad, or before any completed the mean
// estimate of the jobs matched there, and 0 (no wait term) before any
// match; ties go to the lower site index; a parallel job in the EWT takes
// the CPUs that free first.
class CondorGBroker final : public Policy {
public:
    enum class Rank : std::uint8_t { Load, Wait, Combined };

    [[nodiscard]] static PolicyInfo info();
    explicit CondorGBroker(const Parameters& parameters);

    void prepare(const Platform& platform) override;
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;

    // Fig. 3.3: T[c] = the time each CPU still needs for its running job (0
    // if free); each queued job, first come first served, takes the `width`
    // CPUs with the least T and adds its duration to all of them (from the
    // latest of them); the result is the least T left.
    struct QueuedJob {
        int width = 1;
        double duration = 0;
    };
    [[nodiscard]] static double expectedWait(std::vector<double> remaining, std::span<const QueuedJob> queue);

private:
    // What a site published at its last refresh, and what the broker has
    // sent it since.
    struct Ad {
        int freeCpus = 0;             // A
        std::size_t queued = 0;       // Q
        double expectedWait = 0;      // EWT, s
        double meanRunTime = 0;       // T_avg, s
        std::size_t matches = 0;      // M
    };
    struct SiteHistory {
        double completedRunTime = 0;  // of jobs completed there
        std::size_t completed = 0;
        double matchedEstimate = 0;   // of jobs matched there
        std::size_t matched = 0;
    };

    void refresh(SchedulingContext& context);
    void armRefresh(SchedulingContext& context);
    [[nodiscard]] MachineIndex match(const SchedulingContext& context, JobIndex job) const;
    [[nodiscard]] double rank(MachineIndex site, int cpus) const;
    void startAt(SchedulingContext& context, MachineIndex site);

    Rank m_rank = Rank::Combined;
    bool m_dataRank = false;
    Time m_adPeriod = 1;
    double m_queueFactor = 0;  // f_q

    SiteQueues m_queues;
    std::vector<Ad> m_ads;
    std::vector<SiteHistory> m_history;
    std::deque<JobIndex> m_held;  // matched nowhere yet, arrival order
    std::unordered_map<JobIndex, MachineIndex> m_siteOf;
    std::unordered_map<JobIndex, Time> m_startOf;
    std::size_t m_atSites = 0;    // matched, not yet completed
    bool m_published = false;
    Time m_nextRefresh = 0;
    bool m_armed = false;
};

}  // namespace schedlab
