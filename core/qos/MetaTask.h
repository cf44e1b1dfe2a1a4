#pragma once

#include "model/Types.h"

#include <cstddef>
#include <cstdint>

namespace schedlab {

// One task of a batch of the two-phase meta-scheduler (Phosphorus D5.2,
// Varvarigos, Kokkinos et al., 2007, §2), as the ordering and assignment
// phases see it. Times are ticks measured from the batch instant (D5.2 §2
// measures them from the scheduling instant); work is the estimate in ticks
// on a speed-1 machine, so that work / capacity is a time in ticks and a
// rate X_i is in units of machine speed (MIPS when speeds are MIPS).
struct MetaTask {
    JobIndex job = kNoJob;
    std::size_t arrival = 0;  // submission order: the tie rule of every ordering
    Time submit = 0;          // absolute, for WFQ's arrival tags
    double work = 0;          // w_i
    double deadline = 0;      // D_i; +infinity without a deadline
    double weight = 1;        // phi_i, the job's share (1 if unset)
    std::int32_t user = -1;
    Time input = 0;           // d_ij: ticks until its input has arrived (equal links: any j)
    double delay = 0;         // delta_i (eq. 3) at the batch instant
    double demand = 0;        // X_i (eq. 4), capped at C
};

}  // namespace schedlab
