#include "workload/EvaluationWindowTransform.h"

#include <algorithm>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr const char* kUsage = "evaluate:skip:HEAD:TAIL";
constexpr const char* kSkip = "skip";

}  // namespace

EvaluationWindowTransform::EvaluationWindowTransform(std::int64_t head, std::int64_t tail)
    : m_head(head), m_tail(tail)
{
    if (head < 0 || tail < 0)
        throw std::invalid_argument(std::string(kUsage) + ": HEAD and TAIL must be at least 0");
}

std::unique_ptr<WorkloadTransform> EvaluationWindowTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(3, kUsage);
    if (spec.argument(0) != kSkip)
        spec.fail("the only form is " + std::string(kUsage) + ", got '" + spec.argument(0) + "'");
    const auto head = spec.integer(1, "HEAD");
    const auto tail = spec.integer(2, "TAIL");
    if (head < 0 || tail < 0)
        spec.fail("HEAD and TAIL must be at least 0");
    return std::make_unique<EvaluationWindowTransform>(head, tail);
}

std::string EvaluationWindowTransform::spec() const
{
    return std::string("evaluate:") + kSkip + ":" + std::to_string(m_head) + ":" + std::to_string(m_tail);
}

std::string EvaluationWindowTransform::apply(Workload& workload) const
{
    const auto size = static_cast<std::int64_t>(workload.jobs.size());
    const std::int64_t first = std::min(m_head, size);
    const std::int64_t end = std::max(first, size - m_tail);
    for (std::int64_t i = 0; i < size; ++i)
        workload.jobs[std::size_t(i)].evaluated = i >= first && i < end;
    workload.transforms.push_back(spec());
    if (end == first)
        return "no job is left to evaluate: the workload has only " + std::to_string(size) + " jobs";
    return "metrics over jobs " + std::to_string(first + 1) + " to " + std::to_string(end) + " of " +
           std::to_string(size) + "; all are simulated";
}

}  // namespace schedlab
