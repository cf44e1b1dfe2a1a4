#pragma once

#include "policies/WaitingList.h"
#include "engine/Policy.h"
#include "policies/JobOrder.h"
#include "policies/StartStrategy.h"

#include <memory>
#include <vector>

namespace schedlab {

// A single-machine list scheduler: an order for the waiting jobs, and a
// strategy that starts jobs from that list. FCFS, EASY, conservative and
// Garey & Graham are all one of these; so are SMART and PSRS.
class ListPolicy : public Policy {
public:
    ListPolicy(std::unique_ptr<JobOrder> order, std::unique_ptr<StartStrategy> strategy);

    void prepare(const Platform& platform) override;
    [[nodiscard]] bool handlesWithdrawnJobs() const override { return true; }
    void schedule(const SchedulingEvents& events, SchedulingContext& context) override;

private:
    static constexpr MachineIndex kOnlyMachine = 0;

    std::unique_ptr<JobOrder> m_order;
    std::unique_ptr<StartStrategy> m_strategy;
    WaitingList m_waiting;
    // Whether the strategy was called at every scheduling instant since it
    // last returned m_waiting (it is not while nothing waits).
    bool m_strategySawEveryEvent = false;
};

}  // namespace schedlab
