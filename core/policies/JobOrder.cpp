#include "policies/JobOrder.h"

namespace schedlab {

bool SubmissionOrder::update(WaitingList& waiting, std::span<const JobIndex> submitted,
                             const SchedulingContext& /*context*/)
{
    waiting.insert(waiting.end(), submitted.begin(), submitted.end());
    return true;
}

}  // namespace schedlab
