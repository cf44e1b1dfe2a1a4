#include "workload/OptionsTransform.h"

#include "workload/Workload.h"

#include <stdexcept>

namespace schedlab {

namespace {

constexpr const char* kUsage = "options:halve:H";
constexpr const char* kHalve = "halve";
// More halvings than this leave any real job at one node long before.
constexpr int kMaxHalvings = 30;

// `duration` stretched from `from` nodes to `to`, rounded up: the work stays.
Time stretched(Time duration, int from, int to)
{
    return (duration * from + to - 1) / to;
}

}  // namespace

OptionsTransform::OptionsTransform(int halvings) : m_halvings(halvings)
{
    if (halvings < 1 || halvings > kMaxHalvings)
        throw std::invalid_argument(std::string(kUsage) + ": H must be between 1 and 30");
}

std::unique_ptr<WorkloadTransform> OptionsTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(2, kUsage);
    if (spec.argument(0) != kHalve)
        spec.fail("the only form is " + std::string(kUsage) + ", got '" + spec.argument(0) + "'");
    const auto halvings = spec.integer(1, "H");
    if (halvings < 1 || halvings > kMaxHalvings)
        spec.fail("H must be between 1 and " + std::to_string(kMaxHalvings));
    return std::make_unique<OptionsTransform>(int(halvings));
}

std::string OptionsTransform::spec() const
{
    return std::string("options:") + kHalve + ":" + std::to_string(m_halvings);
}

std::string OptionsTransform::apply(Workload& workload) const
{
    std::int64_t added = 0;
    for (Job& job : workload.jobs) {
        for (int k = 1; k <= m_halvings; ++k) {
            const int width = job.nodes >> k;
            if (width < 1)
                break;
            JobOption option;
            option.nodes = width;
            option.runTime = stretched(job.runTime, job.nodes, width);
            option.estimate = stretched(job.estimate, job.nodes, width);
            option.value = job.value;
            job.options.push_back(option);
            ++added;
        }
    }
    workload.transforms.push_back(spec());
    return "added " + std::to_string(added) + " narrower options to " + std::to_string(workload.jobs.size()) +
           " jobs (up to " + std::to_string(m_halvings) + " each; one-node jobs get none)";
}

}  // namespace schedlab
