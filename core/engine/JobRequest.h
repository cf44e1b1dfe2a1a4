#pragma once

#include "model/Types.h"
#include "workload/Job.h"

#include <cstdint>
#include <span>

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
    // Other ways the job may run (Vanderster 2008, ch. 4); a policy picks
    // one with SchedulingContext::startOption. Their run times are hidden
    // like the job's own: a policy sees each option's estimate.
    std::span<const JobOption> options;
    Time deadline = kNoTime;
    DeadlineKind deadlineKind = DeadlineKind::None;
    ServiceClass serviceClass = ServiceClass::Unspecified;
    double value = -1;
    double share = -1;
    double faultProbability = 0;  // of one fault in its own shape (options carry their own)
    double inputMB = 0;           // data moved to the machine before the start (Job::inputMB)

    [[nodiscard]] double diskMB(int option) const { return diskNeedMB(inputMB, options, option); }
};

// A running job as a policy sees it.
struct RunningJob {
    JobIndex job = kNoJob;
    Time start = 0;          // start of the current segment
    Time estimatedEnd = 0;   // start + estimate (scaled); may lie in the past
    int nodes = 0;           // nodes on the machine it is listed under
    int option = -1;         // the way it runs: an index into its options; -1 its own shape
};

}  // namespace schedlab
