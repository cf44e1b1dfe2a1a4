#include "workload/SubmitWindowTransform.h"

#include "workload/DemandWindowTransform.h"
#include "workload/RandomWindowTransform.h"

#include <stdexcept>

namespace schedlab {

SubmitWindowTransform::SubmitWindowTransform(Time from, Time to) : m_from(from), m_to(to)
{
    if (from >= to)
        throw std::invalid_argument("window: FROM (" + std::to_string(from) + ") must be less than TO ("
                                    + std::to_string(to) + ")");
}

std::unique_ptr<WorkloadTransform> SubmitWindowTransform::fromSpec(const TransformSpec& spec)
{
    if (spec.argumentCount() > 0 && spec.argument(0) == "random")
        return RandomWindowTransform::fromSpec(spec);
    if (spec.argumentCount() > 0 && spec.argument(0) == "demand")
        return DemandWindowTransform::fromSpec(spec);
    spec.expectArguments(2, "window:FROM:TO");
    const auto from = spec.integer(0, "FROM");
    const auto to = spec.integer(1, "TO");
    if (from >= to)
        spec.fail("FROM (" + std::to_string(from) + ") must be less than TO (" + std::to_string(to) + ")");
    return std::make_unique<SubmitWindowTransform>(from, to);
}

std::string SubmitWindowTransform::spec() const
{
    return "window:" + std::to_string(m_from) + ":" + std::to_string(m_to);
}

std::string SubmitWindowTransform::apply(Workload& workload) const
{
    const auto before = workload.jobs.size();
    removeJobsIf(workload, [this](const Job& job) { return job.submit < m_from || job.submit >= m_to; });
    workload.transforms.push_back(spec());
    return "kept " + std::to_string(workload.jobs.size()) + " of " + std::to_string(before)
        + " jobs submitted in [" + std::to_string(m_from) + ", " + std::to_string(m_to) + ") s";
}

}  // namespace schedlab
