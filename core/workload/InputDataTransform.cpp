#include "workload/InputDataTransform.h"

#include "generators/ModelParameters.h"
#include "generators/RandomSource.h"
#include "workload/Workload.h"

#include <cmath>
#include <cstdint>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr const char* kUsage = "inputs:MIN:MAX:SEED";
// A sub-stream of SEED of its own, apart from the window's and the credits'
// draws with the same seed.
constexpr std::uint64_t kInputStream = 17;

} // namespace

InputDataTransform::InputDataTransform(double minMB, double maxMB, std::uint64_t seed)
    : m_minMB(minMB), m_maxMB(maxMB), m_seed(seed)
{
    if (!(minMB >= 0 && minMB <= maxMB && maxMB <= kLargestMB))
        throw std::invalid_argument(std::string(kUsage) + ": need 0 <= MIN <= MAX <= 1e9");
}

std::unique_ptr<WorkloadTransform> InputDataTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(3, kUsage);
    const double minMB = spec.real(0, "MIN");
    const double maxMB = spec.real(1, "MAX");
    const auto seed = spec.integer(2, "SEED");
    if (minMB < 0)
        spec.fail("MIN must not be negative");
    if (maxMB < minMB)
        spec.fail("MAX must not be less than MIN");
    if (maxMB > kLargestMB)
        spec.fail("MAX must be at most " + ModelParameters::number(kLargestMB) + " MB");
    if (seed < 0)
        spec.fail("SEED must not be negative");
    return std::make_unique<InputDataTransform>(minMB, maxMB, std::uint64_t(seed));
}

std::string InputDataTransform::spec() const
{
    // Whole megabytes as written ("100000", not "1e+05"): the study reads
    // its input scale back from the spec.
    const auto text = [](double mb) {
        return mb == std::floor(mb) ? std::to_string(std::int64_t(mb)) : TransformSpec::numberText(mb);
    };
    return "inputs:" + text(m_minMB) + ":" + text(m_maxMB) + ":" + std::to_string(m_seed);
}

std::string InputDataTransform::apply(Workload& workload) const
{
    RandomSource random(RandomSource::streamSeed(m_seed, kInputStream));
    double total = 0;
    for (Job& job : workload.jobs) {
        job.inputMB = ModelParameters::rounded(random.uniformReal(m_minMB, m_maxMB));
        total += job.inputMB;
    }
    workload.transforms.push_back(spec());
    const double mean = workload.jobs.empty() ? 0 : total / double(workload.jobs.size());
    return "gave " + std::to_string(workload.jobs.size()) + " jobs input data ~ U("
        + ModelParameters::number(m_minMB) + ", " + ModelParameters::number(m_maxMB) + ") MB (mean "
        + ModelParameters::number(ModelParameters::rounded(mean)) + " MB)";
}

} // namespace schedlab
