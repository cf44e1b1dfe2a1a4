#include "workload/ScaleInterArrivalTransform.h"

#include "workload/Workload.h"

#include <cmath>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr const char* kUsage = "scale-interarrival:K";

bool acceptable(double factor)
{
    return factor >= 0 && factor <= ScaleInterArrivalTransform::kLargestFactor;
}

std::string rangeProblem()
{
    return "K must be between 0 and " + TransformSpec::numberText(ScaleInterArrivalTransform::kLargestFactor);
}

}  // namespace

ScaleInterArrivalTransform::ScaleInterArrivalTransform(double factor) : m_factor(factor)
{
    if (!acceptable(factor))
        throw std::invalid_argument(std::string(kUsage) + ": " + rangeProblem());
}

std::unique_ptr<WorkloadTransform> ScaleInterArrivalTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(1, kUsage);
    const double factor = spec.real(0, "K");
    if (!acceptable(factor))
        spec.fail(rangeProblem());
    return std::make_unique<ScaleInterArrivalTransform>(factor);
}

std::string ScaleInterArrivalTransform::spec() const
{
    return "scale-interarrival:" + TransformSpec::numberText(m_factor);
}

std::string ScaleInterArrivalTransform::apply(Workload& workload) const
{
    workload.transforms.push_back(spec());
    if (workload.jobs.empty())
        return "no jobs to move";
    // Jobs are in submission order: the first is the earliest, and scaling
    // by K >= 0 keeps the order.
    const Time first = workload.jobs.front().submit;
    for (Job& job : workload.jobs) {
        const Time moved = first + Time(std::llround(m_factor * double(job.submit - first)));
        job.shiftSubmit(moved - job.submit);
    }
    return "scaled the gaps between submissions by " + TransformSpec::numberText(m_factor) + " (span now " +
           std::to_string(workload.jobs.back().submit - first) + " ticks)";
}

}  // namespace schedlab
