#include "workload/RandomWindowTransform.h"

#include "generators/RandomSource.h"
#include "workload/Workload.h"

#include <stdexcept>

namespace schedlab {

namespace {

constexpr const char* kUsage = "window:random:N:SEED";
// A sub-stream of SEED of its own, apart from a generator's or ft-options'
// draws with the same seed.
constexpr std::uint64_t kWindowStream = 11;

}  // namespace

RandomWindowTransform::RandomWindowTransform(std::int64_t jobs, std::uint64_t seed) : m_jobs(jobs), m_seed(seed)
{
    if (jobs < 1)
        throw std::invalid_argument(std::string(kUsage) + ": N must be at least 1");
}

std::unique_ptr<WorkloadTransform> RandomWindowTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(3, kUsage);
    const auto jobs = spec.integer(1, "N");
    if (jobs < 1)
        spec.fail("N must be at least 1, got " + std::to_string(jobs));
    const auto seed = spec.integer(2, "SEED");
    if (seed < 0)
        spec.fail("SEED must not be negative");
    return std::make_unique<RandomWindowTransform>(jobs, std::uint64_t(seed));
}

std::int64_t RandomWindowTransform::offset(std::int64_t size) const
{
    if (size <= m_jobs)
        return 0;
    RandomSource random(RandomSource::streamSeed(m_seed, kWindowStream));
    return random.uniformInt(0, size - m_jobs);
}

std::string RandomWindowTransform::spec() const
{
    return std::string("window:random:") + std::to_string(m_jobs) + ":" + std::to_string(m_seed);
}

std::string RandomWindowTransform::apply(Workload& workload) const
{
    workload.transforms.push_back(spec());
    auto& jobs = workload.jobs;
    const auto size = std::int64_t(jobs.size());
    const std::int64_t first = offset(size);
    const std::int64_t end = std::min(size, first + m_jobs);
    jobs.erase(jobs.begin() + end, jobs.end());
    jobs.erase(jobs.begin(), jobs.begin() + first);
    std::string summary = "kept jobs " + std::to_string(first + 1) + " to " + std::to_string(end) + " of " +
                          std::to_string(size);
    if (size < m_jobs)
        summary += " (fewer than " + std::to_string(m_jobs) + ")";
    return summary;
}

}  // namespace schedlab
