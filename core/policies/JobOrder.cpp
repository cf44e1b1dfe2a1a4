#include "policies/JobOrder.h"

namespace schedlab {

void SubmissionOrder::update(WaitingList& waiting, std::span<const JobIndex> submitted,
                             const SchedulingContext& /*context*/)
{
    waiting.insert(waiting.end(), submitted.begin(), submitted.end());
}

}  // namespace schedlab
