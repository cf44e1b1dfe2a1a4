#include "workload/CreditsTransform.h"

#include "generators/ModelParameters.h"
#include "generators/RandomSource.h"
#include "workload/Workload.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr const char* kUsage = "credits:SEED[:EXPONENT]";
// A sub-stream of SEED of its own, apart from window:random's and
// ft-options' draws with the same seed.
constexpr std::uint64_t kCreditStream = 13;
// Beyond this the narrow options are worth nothing at any precision.
constexpr double kLargestExponent = 10;
// The summary gives the mean credit to two decimals.
constexpr double kSummaryScale = 100;

} // namespace

CreditsTransform::CreditsTransform(std::uint64_t seed, double exponent)
    : m_seed(seed), m_exponent(exponent)
{
    if (!(exponent >= 0 && exponent <= kLargestExponent))
        throw std::invalid_argument(std::string(kUsage) + ": EXPONENT must be between 0 and 10");
}

std::unique_ptr<WorkloadTransform> CreditsTransform::fromSpec(const TransformSpec& spec)
{
    if (spec.argumentCount() != 1 && spec.argumentCount() != 2)
        spec.fail("expected " + std::string(kUsage) + " (1 or 2 arguments), got "
            + std::to_string(spec.argumentCount()));
    const auto seed = spec.integer(0, "SEED");
    if (seed < 0)
        spec.fail("SEED must not be negative");
    double exponent = kValueExponent;
    if (spec.argumentCount() == 2) {
        exponent = spec.real(1, "EXPONENT");
        if (!(exponent >= 0 && exponent <= kLargestExponent))
            spec.fail(
                "EXPONENT must be between 0 and " + ModelParameters::number(kLargestExponent));
    }
    return std::make_unique<CreditsTransform>(std::uint64_t(seed), exponent);
}

std::string CreditsTransform::spec() const
{
    std::string text = "credits:" + std::to_string(m_seed);
    if (m_exponent != kValueExponent)
        text += ":" + TransformSpec::numberText(m_exponent);
    return text;
}

std::string CreditsTransform::apply(Workload& workload) const
{
    RandomSource random(RandomSource::streamSeed(m_seed, kCreditStream));
    double total = 0;
    for (Job& job : workload.jobs) {
        int widest = job.nodes;
        for (const JobOption& option : job.options)
            widest = std::max(widest, option.nodes);
        const double credit = random.normalAbove(kCreditMean, kCreditSd, kCreditMin);
        const auto valueAt = [&](int nodes) {
            return ModelParameters::rounded(
                credit * std::pow(double(nodes) / double(widest), m_exponent));
        };
        job.value = valueAt(job.nodes);
        for (JobOption& option : job.options)
            option.value = valueAt(option.nodes);
        total += job.value;
    }
    workload.transforms.push_back(spec());
    const double mean = workload.jobs.empty() ? 0 : total / double(workload.jobs.size());
    return "gave " + std::to_string(workload.jobs.size())
        + " jobs credits ~ N(10, 4) above 0.1 (mean "
        + ModelParameters::number(std::round(mean * kSummaryScale) / kSummaryScale)
        + "), narrower options x (width / widest)^" + ModelParameters::number(m_exponent);
}

} // namespace schedlab
