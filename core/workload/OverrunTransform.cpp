#include "workload/OverrunTransform.h"

namespace schedlab {

namespace {
constexpr std::string_view kKill = "kill";
constexpr std::string_view kComplete = "complete";
}  // namespace

std::unique_ptr<WorkloadTransform> OverrunTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(1, "overrun:kill or overrun:complete");
    const auto& mode = spec.argument(0);
    if (mode == kKill)
        return std::make_unique<OverrunTransform>(Mode::Kill);
    if (mode == kComplete)
        return std::make_unique<OverrunTransform>(Mode::Complete);
    spec.fail("mode '" + mode + "' is neither 'kill' nor 'complete'");
}

std::string OverrunTransform::spec() const
{
    return "overrun:" + std::string(m_mode == Mode::Kill ? kKill : kComplete);
}

std::string OverrunTransform::apply(Workload& workload) const
{
    std::size_t overrunning = 0;
    for (Job& job : workload.jobs) {
        if (job.runTime <= job.estimate)
            continue;
        ++overrunning;
        if (m_mode == Mode::Kill) {
            job.runTime = job.estimate;
            job.record.runTime = job.estimate;  // the record follows the job (SwfWriter)
            job.killedAtEstimate = true;
        }
    }
    workload.transforms.push_back(spec());
    const std::string count = std::to_string(overrunning);
    if (m_mode == Mode::Kill)
        return "cut " + count + " jobs that ran past their estimate to their estimate";
    return count + " jobs run past their estimate and run to completion (no change)";
}

}  // namespace schedlab
