#include "workload/RebaseTransform.h"

namespace schedlab {

std::unique_ptr<WorkloadTransform> RebaseTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(0, "rebase");
    return std::make_unique<RebaseTransform>();
}

std::string RebaseTransform::spec() const
{
    return "rebase";
}

std::string RebaseTransform::apply(Workload& workload) const
{
    workload.transforms.push_back(spec());
    if (workload.jobs.empty())
        return "no jobs to rebase";
    // Jobs are in submission order, so the first is the earliest.
    const Time shift = workload.jobs.front().submit;
    for (Job& job : workload.jobs)
        job.shiftSubmit(-shift);
    if (workload.header.unixStartTime)
        *workload.header.unixStartTime += shift;
    return "shifted submit times by -" + std::to_string(shift) + " s so the first job is submitted at 0";
}

}  // namespace schedlab
