#include "workload/JobRangeTransform.h"

#include <stdexcept>

namespace schedlab {

namespace {
std::string rangeProblem(std::int64_t first, std::int64_t last)
{
    if (first < 1)
        return "FIRST must be at least 1, got " + std::to_string(first);
    if (last < first)
        return "LAST (" + std::to_string(last) + ") must not be less than FIRST (" + std::to_string(first) + ")";
    return {};
}
}  // namespace

JobRangeTransform::JobRangeTransform(std::int64_t first, std::int64_t last) : m_first(first), m_last(last)
{
    if (const auto problem = rangeProblem(first, last); !problem.empty())
        throw std::invalid_argument("range: " + problem);
}

std::unique_ptr<WorkloadTransform> JobRangeTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(2, "range:FIRST:LAST");
    const auto first = spec.integer(0, "FIRST");
    const auto last = spec.integer(1, "LAST");
    if (const auto problem = rangeProblem(first, last); !problem.empty())
        spec.fail(problem);
    return std::make_unique<JobRangeTransform>(first, last);
}

std::string JobRangeTransform::spec() const
{
    return "range:" + std::to_string(m_first) + ":" + std::to_string(m_last);
}

std::string JobRangeTransform::apply(Workload& workload) const
{
    const auto before = workload.jobs.size();
    const auto size = static_cast<std::int64_t>(before);
    const auto firstIndex = std::min(m_first - 1, size);
    const auto endIndex = std::min(m_last, size);
    auto& jobs = workload.jobs;
    jobs.erase(jobs.begin() + endIndex, jobs.end());
    jobs.erase(jobs.begin(), jobs.begin() + firstIndex);
    workload.transforms.push_back(spec());
    std::string summary = "kept jobs " + std::to_string(m_first) + " to " + std::to_string(m_last) + ": "
        + std::to_string(jobs.size()) + " of " + std::to_string(before);
    if (m_last > size)
        summary += " (the workload has only " + std::to_string(size) + " jobs)";
    return summary;
}

}  // namespace schedlab
