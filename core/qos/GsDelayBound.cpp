#include "qos/GsDelayBound.h"

#include <algorithm>

namespace schedlab {

double gsDelayBound(const GsResource& resource, const GsDelayInput& input)
{
    const double users = double(resource.registered().size());
    const double lastTasks = input.nonPreemptivePriority ? 2.0 : 1.0;
    return std::max(input.withheld, input.transfer) + (input.burst + input.userMaxTask) * users / resource.capacity() +
           lastTasks * resource.maxTask() / resource.slowestCpu();
}

GsDecision dispatchGuaranteed(std::span<const GsCandidate> candidates, double deadline)
{
    GsDecision decision;
    bool qualifiesButForBucket = false;
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        const GsCandidate& candidate = candidates[i];
        if (!candidate.fits || candidate.bound > deadline)
            continue;
        if (!candidate.bucketHolds) {
            qualifiesButForBucket = true;
            continue;
        }
        if (!decision.resource || candidate.bound < candidates[*decision.resource].bound)
            decision.resource = i;
    }
    if (decision.resource)
        decision.dispatch = GsDispatch::Guaranteed;
    else if (qualifiesButForBucket)
        decision.dispatch = GsDispatch::Withhold;
    return decision;
}

}  // namespace schedlab
