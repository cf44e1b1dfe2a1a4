#include "policies/GareyGrahamPolicy.h"

#include "policies/FirstFitStrategy.h"

namespace schedlab {

PolicyInfo GareyGrahamPolicy::info()
{
    return PolicyInfo{{
        "garey-graham",
        "Garey & Graham list scheduling",
        "Greedy list scheduling: whenever nodes are free, start the first job in submission "
        "order that fits, then the next that fits, and so on. Needs no run-time estimates; "
        "backfilling adds nothing to it. Wide jobs can starve while narrow ones keep fitting.",
        "Yahyapour (2002), ch. 2",
        {}},
        false};
}

GareyGrahamPolicy::GareyGrahamPolicy(const Parameters& /*parameters*/)
    : ListPolicy(std::make_unique<SubmissionOrder>(), std::make_unique<FirstFitStrategy>())
{
}

}  // namespace schedlab
