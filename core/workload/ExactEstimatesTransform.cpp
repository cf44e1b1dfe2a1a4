#include "workload/ExactEstimatesTransform.h"

namespace schedlab {

std::unique_ptr<WorkloadTransform> ExactEstimatesTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(0, "exact-estimates");
    return std::make_unique<ExactEstimatesTransform>();
}

std::string ExactEstimatesTransform::spec() const
{
    return "exact-estimates";
}

std::string ExactEstimatesTransform::apply(Workload& workload) const
{
    std::size_t changed = 0;
    for (Job& job : workload.jobs) {
        // Job::estimate must stay > 0, also for jobs that ran 0 s.
        const Time exact = estimateFromRunTime(job.runTime);
        if (job.estimate != exact) {
            job.estimate = exact;
            ++changed;
        }
        // The record follows the job, so writing and reading back gives the
        // same job (an unknown "-1" becomes the value now used).
        job.record.requestedTime = exact;
    }
    workload.transforms.push_back(spec());
    return "set the estimate to the run time for all " + std::to_string(workload.jobs.size()) + " jobs ("
        + std::to_string(changed) + " changed)";
}

}  // namespace schedlab
