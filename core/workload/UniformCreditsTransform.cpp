#include "workload/UniformCreditsTransform.h"

#include "generators/ModelParameters.h"
#include "generators/RandomSource.h"
#include "workload/Workload.h"

#include <algorithm>

namespace schedlab {

namespace {

// A sub-stream of SEED of its own, apart from credits:SEED's N(10, 4) draws.
constexpr std::uint64_t kUniformCreditStream = 19;

} // namespace

UniformCreditsTransform::UniformCreditsTransform(std::uint64_t seed) : m_seed(seed) {}

std::unique_ptr<WorkloadTransform> UniformCreditsTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(1, "uniform-credits:SEED");
    const auto seed = spec.integer(0, "SEED");
    if (seed < 0)
        spec.fail("SEED must not be negative");
    return std::make_unique<UniformCreditsTransform>(std::uint64_t(seed));
}

std::string UniformCreditsTransform::spec() const
{
    return "uniform-credits:" + std::to_string(m_seed);
}

std::string UniformCreditsTransform::apply(Workload& workload) const
{
    RandomSource random(RandomSource::streamSeed(m_seed, kUniformCreditStream));
    std::size_t ways = 0;
    for (Job& job : workload.jobs) {
        double largest = 0;
        for (JobOption& option : job.options) {
            option.value = ModelParameters::rounded(random.uniformUnit());
            largest = std::max(largest, option.value);
            ++ways;
        }
        if (job.options.empty()) {
            largest = ModelParameters::rounded(random.uniformUnit());
            ++ways;
        }
        job.value = largest;
    }
    workload.transforms.push_back(spec());
    return "gave " + std::to_string(ways) + " ways of " + std::to_string(workload.jobs.size())
        + " jobs credits ~ U(0, 1), each job the value of its best";
}

} // namespace schedlab
