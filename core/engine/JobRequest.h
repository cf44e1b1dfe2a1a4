#pragma once

#include "model/Types.h"

#include <cstdint>

namespace schedlab {

// What an on-line policy may know about a job: everything but its actual
// run time. Policies only ever see this, which keeps them honest.
struct JobRequest {
    std::int64_t id = -1;
    Time submit = 0;
    Time estimate = 0;   // equals the run time only in "exact estimates" runs
    std::int32_t nodes = 1;
    std::int32_t user = -1;
    MachineIndex originSite = kNoMachine;
};

// A running job as a policy sees it.
struct RunningJob {
    JobIndex job = kNoJob;
    Time start = 0;          // start of the current segment
    Time estimatedEnd = 0;   // start + estimate (scaled); may lie in the past
    int nodes = 0;           // nodes on the machine it is listed under
};

}  // namespace schedlab
