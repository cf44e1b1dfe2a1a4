#include "policies/FcfsPolicy.h"

#include "policies/StrictOrderStrategy.h"

namespace schedlab {

PolicyInfo FcfsPolicy::info()
{
    return PolicyInfo{{
        "fcfs",
        "First come, first served",
        "Jobs start strictly in submission order (ties in trace order). The first waiting job "
        "starts as soon as enough nodes are free; until then it blocks every job behind it, even "
        "jobs that would fit. Needs no run-time estimates. FCFS is 1-fair: no later job can "
        "delay an earlier one.",
        "Yahyapour (2002), ch. 2",
        {}},
        false};
}

FcfsPolicy::FcfsPolicy(const Parameters& /*parameters*/)
    : ListPolicy(std::make_unique<SubmissionOrder>(), std::make_unique<StrictOrderStrategy>())
{
}

}  // namespace schedlab
