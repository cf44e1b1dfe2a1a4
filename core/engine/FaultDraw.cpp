#include "engine/FaultDraw.h"

#include <cmath>
#include <random>

namespace schedlab {

namespace {

// SplitMix64's finaliser: neighbouring (seed, job) pairs give unrelated
// generator seeds.
std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// A uniform double in [0, 1) from the top 53 bits. The standard's
// distributions are implementation-defined; this is the same everywhere.
double unit(std::mt19937_64& generator)
{
    constexpr int kMantissaBits = 53;
    constexpr double kScale = 1.0 / double(std::uint64_t{1} << kMantissaBits);
    return double(generator() >> (64 - kMantissaBits)) * kScale;
}

}  // namespace

std::optional<Time> FaultDraw::offset(std::uint64_t seed, JobIndex job, double probability, Time duration)
{
    if (!(probability > 0) || duration <= 0)
        return std::nullopt;
    std::mt19937_64 generator(mix(seed ^ mix(std::uint64_t(job))));
    if (unit(generator) >= probability)
        return std::nullopt;
    return std::min(duration - 1, Time(std::floor(unit(generator) * double(duration))));
}

}  // namespace schedlab
