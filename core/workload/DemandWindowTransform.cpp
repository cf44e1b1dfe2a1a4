#include "workload/DemandWindowTransform.h"

#include "generators/RandomSource.h"
#include "workload/Workload.h"

#include <cmath>
#include <stdexcept>
#include <vector>

namespace schedlab {

namespace {

constexpr const char* kUsage = "window:demand:HOURS:SEED";
// A sub-stream of SEED of its own, apart from window:random's (11) and the
// other draws with the same seed.
constexpr std::uint64_t kDemandWindowStream = 12;
constexpr double kSecondsPerHour = 3600;

// A job's work in ticks on a speed-1 machine at its requested width.
double workOf(const Job& job)
{
    return double(job.nodes) * double(job.runTime);
}

}  // namespace

double DemandWindowTransform::processorHours(const Workload& workload)
{
    double work = 0;
    for (const Job& job : workload.jobs)
        work += workOf(job);
    return work / double(workload.ticksPerSecond) / kSecondsPerHour;
}

DemandWindowTransform::DemandWindowTransform(double hours, std::uint64_t seed) : m_hours(hours), m_seed(seed)
{
    if (!(hours > 0) || !std::isfinite(hours))
        throw std::invalid_argument(std::string(kUsage) + ": HOURS must be a number above 0");
}

std::unique_ptr<WorkloadTransform> DemandWindowTransform::fromSpec(const TransformSpec& spec)
{
    spec.expectArguments(3, kUsage);
    const double hours = spec.real(1, "HOURS");
    if (!(hours > 0) || !std::isfinite(hours))
        spec.fail("HOURS must be a number above 0, got " + spec.argument(1));
    const auto seed = spec.integer(2, "SEED");
    if (seed < 0)
        spec.fail("SEED must not be negative");
    return std::make_unique<DemandWindowTransform>(hours, std::uint64_t(seed));
}

std::string DemandWindowTransform::spec() const
{
    return "window:demand:" + TransformSpec::numberText(m_hours) + ":" + std::to_string(m_seed);
}

std::string DemandWindowTransform::apply(Workload& workload) const
{
    workload.transforms.push_back(spec());
    auto& jobs = workload.jobs;
    const auto size = std::int64_t(jobs.size());
    const double wanted = m_hours * kSecondsPerHour * double(workload.ticksPerSecond);
    // Work from each position to the end; a window may start where this is
    // at least the demand, a prefix of the positions since it only falls.
    std::vector<double> rest(std::size_t(size) + 1, 0);
    for (std::int64_t i = size - 1; i >= 0; --i)
        rest[std::size_t(i)] = rest[std::size_t(i) + 1] + workOf(jobs[std::size_t(i)]);
    std::int64_t last = -1;
    while (last + 1 < size && rest[std::size_t(last) + 1] >= wanted)
        ++last;
    std::int64_t first = 0;
    std::int64_t end = size;
    if (last >= 0) {
        RandomSource random(RandomSource::streamSeed(m_seed, kDemandWindowStream));
        first = random.uniformInt(0, last);
        double work = 0;
        end = first;
        while (end < size && work < wanted) {
            work += workOf(jobs[std::size_t(end)]);
            ++end;
        }
    }
    const double kept = (rest[std::size_t(first)] - rest[std::size_t(end)]) / double(workload.ticksPerSecond) / kSecondsPerHour;
    jobs.erase(jobs.begin() + end, jobs.end());
    jobs.erase(jobs.begin(), jobs.begin() + first);
    std::string summary = "kept jobs " + std::to_string(first + 1) + " to " + std::to_string(end) + " of " +
                          std::to_string(size) + ", " + TransformSpec::numberText(std::round(kept)) +
                          " processor-hours";
    if (last < 0)
        summary += " (less than " + TransformSpec::numberText(m_hours) + ")";
    return summary;
}

}  // namespace schedlab
