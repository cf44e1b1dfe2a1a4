#include "generators/GeneratorParameters.h"

#include "engine/SimulationError.h"

#include <algorithm>
#include <string>

namespace schedlab {

ParameterSpec GeneratorParameters::jobsSpec()
{
    ParameterSpec spec;
    spec.name = kJobs;
    spec.label = "Jobs";
    spec.type = ParameterSpec::Type::Integer;
    spec.minimum = static_cast<double>(kMinJobs);
    spec.maximum = static_cast<double>(kMaxJobs);
    spec.defaultValue = std::to_string(kDefaultJobs);
    spec.help = "Number of jobs to generate (the thesis used 50,000).";
    return spec;
}

ParameterSpec GeneratorParameters::seedSpec()
{
    ParameterSpec spec;
    spec.name = kSeed;
    spec.label = "Seed";
    spec.type = ParameterSpec::Type::Integer;
    spec.minimum = 0;
    spec.maximum = static_cast<double>(kMaxSeed);
    spec.defaultValue = std::to_string(kDefaultSeed);
    spec.help = "Seed of the random numbers (mt19937_64): the same seed and parameters give the same "
                "workload, byte for byte, on every machine.";
    return spec;
}

void GeneratorParameters::requireRange(const std::string& generator, const std::string& name, long long value,
                                       long long minimum, long long maximum)
{
    if (value < minimum || value > maximum)
        throw ConfigurationError(generator + ": " + name + " must be from " + std::to_string(minimum) + " to "
                                 + std::to_string(maximum) + ", got " + std::to_string(value));
}

void GeneratorParameters::requireJobsAndSeed(const std::string& generator, std::size_t jobs, std::uint64_t seed)
{
    // Clamped before the conversion so a huge unsigned value still reads as too large.
    const auto tooMany = static_cast<std::size_t>(kMaxJobs) + 1;
    requireRange(generator, kJobs, static_cast<long long>(std::min(jobs, tooMany)), static_cast<long long>(kMinJobs),
                 static_cast<long long>(kMaxJobs));
    requireRange(generator, kSeed, static_cast<long long>(std::min(seed, kMaxSeed + 1)), 0,
                 static_cast<long long>(kMaxSeed));
}

std::size_t GeneratorParameters::jobs(const Parameters& values)
{
    return static_cast<std::size_t>(values.integer(kJobs));
}

std::uint64_t GeneratorParameters::seed(const Parameters& values)
{
    return static_cast<std::uint64_t>(values.integer(kSeed));
}

}  // namespace schedlab
