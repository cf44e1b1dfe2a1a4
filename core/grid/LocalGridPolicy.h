#pragma once

#include "engine/Policy.h"
#include "policies/EasyBackfillStrategy.h"
#include "parameters/ParameterSpec.h"
#include "policies/PolicyInfo.h"
#include "policies/WaitingList.h"

#include <vector>

namespace schedlab {

// Local job processing (Yahyapour (2002), ch. 5), the reference of every grid study:
// each site runs FCFS with EASY backfilling on the jobs submitted to it
// (Job::originSite, set by a sites:... transform) and never sees another
// site's jobs.
class LocalGridPolicy final : public Policy {
public:
    [[nodiscard]] static PolicyInfo info();
    explicit LocalGridPolicy(const Parameters& parameters);

    void prepare(const Platform& platform) override;
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;

private:
    std::vector<WaitingList> m_waiting;  // one FCFS queue per site
    // Serves every site: told nothing of how a list changed, it keeps no
    // state from one call to the next.
    EasyBackfillStrategy m_easy;
};

}  // namespace schedlab
