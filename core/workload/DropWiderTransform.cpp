#include "workload/DropWiderTransform.h"

#include <stdexcept>

namespace schedlab {

DropWiderTransform::DropWiderTransform(std::int64_t maxNodes) : m_maxNodes(maxNodes)
{
    if (maxNodes < 1)
        throw std::invalid_argument("drop-wider: N must be at least 1, got " + std::to_string(maxNodes));
}

std::unique_ptr<WorkloadTransform> DropWiderTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(1, "drop-wider:N");
    const auto n = spec.integer(0, "N");
    if (n < 1)
        spec.fail("N must be at least 1, got " + std::to_string(n));
    return std::make_unique<DropWiderTransform>(n);
}

std::string DropWiderTransform::spec() const
{
    return "drop-wider:" + std::to_string(m_maxNodes);
}

std::string DropWiderTransform::apply(Workload& workload) const
{
    const auto before = workload.jobs.size();
    const auto removed = removeJobsIf(workload, [this](const Job& job) { return job.nodes > m_maxNodes; });
    workload.transforms.push_back(spec());
    return "removed " + std::to_string(removed) + " of " + std::to_string(before) + " jobs wider than "
        + std::to_string(m_maxNodes) + " nodes";
}

}  // namespace schedlab
