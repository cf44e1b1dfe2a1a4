#include "workload/FaultToleranceOptionsTransform.h"

#include "generators/RandomSource.h"
#include "workload/Workload.h"

#include <array>
#include <cmath>
#include <stdexcept>

namespace schedlab {

namespace {

constexpr const char* kUsage = "ft-options:CLUSTERS:SEED[:SIGMA]";
// Beyond a few hundred clusters the options of one task would dwarf the
// workload; no grid of the thesis has more than four.
constexpr int kMaxClusters = 256;
// With SIGMA up to 1 a draw in (0, 1) stays likely enough for the redraws.
constexpr double kMaxSigma = 1;
constexpr int kMaxRedraws = 10'000;
// A sub-stream of SEED of its own, so that the draws do not repeat those of
// a generator given the same seed (as the utility-ft study does).
constexpr std::uint64_t kFaultStream = 7;
constexpr std::array<Recovery, 3> kTechniques = {Recovery::None, Recovery::Retry, Recovery::Replica};

void checkArguments(int clusters, double sigma, const std::string& prefix)
{
    if (clusters < 1 || clusters > kMaxClusters)
        throw std::invalid_argument(prefix + "CLUSTERS must be between 1 and " + std::to_string(kMaxClusters));
    if (!(sigma >= 0 && sigma <= kMaxSigma))
        throw std::invalid_argument(prefix + "SIGMA must be between 0 and 1");
}

// f ~ N(0.1, sigma) drawn again until 0 < f < 1 (Vanderster 2008, ch. 7).
double faultProbability(RandomSource& random, double sigma)
{
    for (int attempt = 0; attempt < kMaxRedraws; ++attempt) {
        const double f = random.normal(FaultToleranceOptionsTransform::kMeanFaultProbability, sigma);
        if (f > 0 && f < 1)
            return f;
    }
    throw std::invalid_argument(std::string(kUsage) + ": no fault probability in (0, 1) after " +
                                std::to_string(kMaxRedraws) + " draws");
}

}  // namespace

FaultToleranceOptionsTransform::FaultToleranceOptionsTransform(int clusters, std::uint64_t seed, double sigma)
    : m_clusters(clusters), m_seed(seed), m_sigma(sigma)
{
    checkArguments(clusters, sigma, std::string(kUsage) + ": ");
}

std::unique_ptr<WorkloadTransform> FaultToleranceOptionsTransform::fromSpec(const TransformSpec& spec)
{
    if (spec.argumentCount() != 2 && spec.argumentCount() != 3)
        spec.fail("expected " + std::string(kUsage) + " (2 or 3 arguments), got " +
                  std::to_string(spec.argumentCount()));
    const auto clusters = spec.integer(0, "CLUSTERS");
    if (clusters < 1 || clusters > kMaxClusters)
        spec.fail("CLUSTERS must be between 1 and " + std::to_string(kMaxClusters));
    const auto seed = spec.integer(1, "SEED");
    if (seed < 0)
        spec.fail("SEED must not be negative");
    double sigma = kDefaultSigma;
    if (spec.argumentCount() == 3) {
        sigma = spec.real(2, "SIGMA");
        if (!(sigma >= 0 && sigma <= kMaxSigma))
            spec.fail("SIGMA must be between 0 and 1");
    }
    return std::make_unique<FaultToleranceOptionsTransform>(int(clusters), std::uint64_t(seed), sigma);
}

std::string FaultToleranceOptionsTransform::spec() const
{
    std::string text = "ft-options:" + std::to_string(m_clusters) + ":" + std::to_string(m_seed);
    if (m_sigma != kDefaultSigma)
        text += ":" + TransformSpec::numberText(m_sigma);
    return text;
}

std::string FaultToleranceOptionsTransform::apply(Workload& workload) const
{
    RandomSource random(RandomSource::streamSeed(m_seed, kFaultStream));
    for (Job& job : workload.jobs) {
        job.options.clear();
        for (int k = 0; k < m_clusters; ++k) {
            const double f = faultProbability(random, m_sigma);
            for (const Recovery technique : kTechniques) {
                JobOption option;
                option.machine = MachineIndex(k);
                option.nodes = job.nodes;
                option.runTime = job.runTime;
                option.estimate = job.estimate;
                option.value = job.value;
                option.faultProbability = f;
                option.recovery = technique;
                job.options.push_back(option);
            }
        }
    }
    workload.transforms.push_back(spec());
    return "gave " + std::to_string(workload.jobs.size()) + " jobs " + std::to_string(3 * m_clusters) +
           " options each (" + std::to_string(m_clusters) +
           " clusters x no recovery, retry, replica; fault probability N(0.1, " + TransformSpec::numberText(m_sigma) +
           ") per task and cluster)";
}

}  // namespace schedlab
