#pragma once

#include "policies/JobWeight.h"
#include "policies/OrderFamily.h"
#include "policies/RecomputedOrder.h"

#include <vector>

namespace schedlab {

// PSRS (Preemptive Smith Ratio Scheduling), the non-preemptive on-line
// adaptation of spec §4.5:
//  1. the waiting jobs in modified Smith order w / (m * e), largest first
//     (ties: submission time, then trace order);
//  2. their preemptive PSRS schedule (PreemptiveSmithSchedule);
//  3. two geometric sequences with factor 2, small jobs' instants
//     smallOffset * 2^k and wide jobs' wideOffset * 2^k, k = 0, 1, ...; a job
//     goes into bin k of its sequence, the first k whose instant is at or after
//     its preemptive completion time; within a bin the Smith order is kept;
//  4. the list takes the bins alternately, small bin 0, wide bin 0, small
//     bin 1, wide bin 1, ...
// and is recomputed like SMART's (RecomputedOrder).
class PsrsOrder final : public RecomputedOrder {
public:
    struct Settings {
        double threshold = 2.0 / 3.0;
        JobWeight weight{JobWeight::Kind::Area};
        double wideWait = 1.0;      // x the wide job's estimate
        double smallOffset = 1.0;   // s, first instant of the small jobs' sequence
        double wideOffset = 1.5;    // s, first instant of the wide jobs' sequence
    };

    static constexpr const char* kWideWaitParameter = "wide-wait";
    static constexpr const char* kSmallOffsetParameter = "small-offset";
    static constexpr const char* kWideOffsetParameter = "wide-offset";
    // The catalogue text, parameters and factory of PSRS.
    [[nodiscard]] static OrderFamily family();

    explicit PsrsOrder(const Settings& settings);

protected:
    void reorder(std::vector<JobIndex>& jobs, const SchedulingContext& context) override;

private:
    Settings m_settings;
};

}  // namespace schedlab
