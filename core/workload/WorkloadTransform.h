#pragma once

#include "workload/Workload.h"

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace schedlab {

class Platform;

// A composable change to a workload, recorded in Workload::transforms by its
// canonical spec so that a run says exactly what it simulated.
//
// Specs (the CLI's --transform, the run store, the GUI all use them):
//   drop-wider:N         remove jobs wider than N nodes
//   exact-estimates      estimate := run time
//   overrun:kill         jobs running past their estimate end at the estimate
//   overrun:complete     (default, no-op) jobs run to completion; schedulers
//                        see the estimate and treat an overrunning job as
//                        ending at the next instant
//   window:FROM:TO       keep jobs submitted in [FROM, TO) seconds (trace clock)
//   month:YYYY-MM        keep jobs submitted in that calendar month, in the
//                        trace's own time zone (TimeZoneString / UnixStartTime)
//   range:FIRST:LAST     keep jobs by 1-based position in the workload, inclusive
//                        (range:10000:20000 is the grid extract 10_20k)
//   rebase               shift submit times so the first job is submitted at 0
//   extract:NAME         a Yahyapour (2002), ch. 5 extract: 10_20k, 30_40k, 60_70k (recorded as range:...)
// Grid transforms, which need the platform the run uses (applyFor):
//   sites:round-robin | sites:partition | sites:queue | sites:map:FIELD:FILE
//                        set each job's origin site (SiteAssignmentTransform)
//   wide:local | wide:largest | wide:max:N | wide:keep
//                        the wide-job rule of Yahyapour (2002), ch. 5 (WideJobTransform)
class WorkloadTransform {
public:
    virtual ~WorkloadTransform() = default;
    [[nodiscard]] virtual std::string spec() const = 0;
    // Human summary of what it did, e.g. "removed 12 jobs wider than 256 nodes".
    virtual std::string apply(Workload& workload) const = 0;

    // Grid transforms depend on the platform the workload will run on (its
    // sites and their sizes); their apply() refuses to run without it.
    [[nodiscard]] virtual bool needsPlatform() const { return false; }
    // Applies for a run on `platform`; the default ignores the platform.
    virtual std::string applyFor(Workload& workload, const Platform& platform) const
    {
        (void)platform;
        return apply(workload);
    }

    // Throws std::invalid_argument with a message naming the bad part.
    [[nodiscard]] static std::unique_ptr<WorkloadTransform> parse(const std::string& spec);

protected:
    // Removes the jobs matching `drop` (order of the rest unchanged) and
    // returns how many were removed. Shared by every filtering transform.
    template <typename Predicate>
    static std::size_t removeJobsIf(Workload& workload, Predicate drop)
    {
        const auto before = workload.jobs.size();
        workload.jobs.erase(std::remove_if(workload.jobs.begin(), workload.jobs.end(), drop), workload.jobs.end());
        return before - workload.jobs.size();
    }
};

// Applies transforms in order; returns one summary line per transform.
// `platform` is the one the run uses; without it a grid transform throws
// std::invalid_argument saying it needs one.
std::vector<std::string> applyTransforms(Workload& workload,
                                         const std::vector<std::string>& specs,
                                         const Platform* platform = nullptr);

}  // namespace schedlab
