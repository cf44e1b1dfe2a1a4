#pragma once

#include "policies/WaitingList.h"
#include "model/Types.h"

#include <span>
#include <vector>

namespace schedlab {

class SchedulingContext;

// Decides the order of the waiting list of a list policy. FCFS appends new
// jobs; SMART and PSRS re-order. Kept apart from the start strategy so that
// any order can be combined with plain list scheduling or either backfilling.
class JobOrder {
public:
    virtual ~JobOrder() = default;
    // Add `submitted` to `waiting` and re-order it as the order requires.
    // Returns whether it only appended them behind the waiting jobs, whose
    // order it kept: a backfilling strategy then need not look at those again.
    virtual bool update(WaitingList& waiting, std::span<const JobIndex> submitted,
                        const SchedulingContext& context) = 0;
};

// Submission order; ties in trace order (the workload is already sorted so).
class SubmissionOrder final : public JobOrder {
public:
    bool update(WaitingList& waiting, std::span<const JobIndex> submitted,
                const SchedulingContext& context) override;
};

}  // namespace schedlab
