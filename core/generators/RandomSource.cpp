#include "generators/RandomSource.h"

#include "engine/SimulationError.h"

#include <cmath>
#include <limits>

namespace schedlab {

namespace {

// mt19937_64 gives 64 bits; a double's mantissa holds 53 of them.
constexpr int kMantissaBits = 53;
constexpr int kDiscardedBits = 64 - kMantissaBits;
// 2^-53, the spacing of the doubles uniformUnit() returns.
const double kUnitStep = std::ldexp(1.0, -kMantissaBits);

// SplitMix64 (Steele, Lea and Flood 2014): the increment is 2^64 / golden
// ratio, the multipliers and shifts are the published finaliser.
constexpr std::uint64_t kSplitMixIncrement = 0x9E3779B97F4A7C15ULL;
constexpr std::uint64_t kSplitMixMultiplier1 = 0xBF58476D1CE4E5B9ULL;
constexpr std::uint64_t kSplitMixMultiplier2 = 0x94D049BB133111EBULL;
constexpr int kSplitMixShift1 = 30;
constexpr int kSplitMixShift2 = 27;
constexpr int kSplitMixShift3 = 31;

std::uint64_t splitMix64(std::uint64_t x)
{
    x += kSplitMixIncrement;
    x = (x ^ (x >> kSplitMixShift1)) * kSplitMixMultiplier1;
    x = (x ^ (x >> kSplitMixShift2)) * kSplitMixMultiplier2;
    return x ^ (x >> kSplitMixShift3);
}

}  // namespace

std::int64_t RandomSource::uniformInt(std::int64_t lo, std::int64_t hi)
{
    if (lo > hi)
        throw ConfigurationError("random source: empty range " + std::to_string(lo) + ".." + std::to_string(hi));
    // Width of the range minus one, computed in unsigned arithmetic so that
    // the full int64 range cannot overflow.
    const std::uint64_t span = static_cast<std::uint64_t>(hi) - static_cast<std::uint64_t>(lo);
    if (span == std::numeric_limits<std::uint64_t>::max())
        return static_cast<std::int64_t>(next());
    const std::uint64_t count = span + 1;
    // Largest multiple of `count` that fits: values at or above it would make
    // the low residues more likely, so they are drawn again.
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() - std::numeric_limits<std::uint64_t>::max() % count;
    std::uint64_t value = next();
    while (value >= limit)
        value = next();
    return static_cast<std::int64_t>(static_cast<std::uint64_t>(lo) + value % count);
}

double RandomSource::uniformUnit()
{
    return static_cast<double>(next() >> kDiscardedBits) * kUnitStep;
}

double RandomSource::uniformReal(double lo, double hi)
{
    return lo + (hi - lo) * uniformUnit();
}

double RandomSource::weibull(double shape, double scale)
{
    if (!(shape > 0) || !(scale > 0))
        throw ConfigurationError("random source: Weibull shape and scale must be positive");
    // 1 - u lies in (0, 1], so the logarithm is finite.
    const double u = uniformUnit();
    return scale * std::pow(-std::log1p(-u), 1.0 / shape);
}

double RandomSource::exponential(double mean)
{
    if (!(mean > 0))
        throw ConfigurationError("random source: exponential mean must be positive");
    return -mean * std::log1p(-uniformUnit());
}

double RandomSource::normal(double mean, double sd)
{
    if (!(sd >= 0))
        throw ConfigurationError("random source: normal standard deviation must not be negative");
    // Points uniform in the square [-1, 1)^2, kept when inside the unit disc
    // (and not its centre, where the logarithm has no value).
    double x = 0;
    double s = 0;
    do {
        x = uniformReal(-1.0, 1.0);
        const double y = uniformReal(-1.0, 1.0);
        s = x * x + y * y;
    } while (s >= 1.0 || s == 0.0);
    return mean + sd * x * std::sqrt(-2.0 * std::log(s) / s);
}

double RandomSource::normalAbove(double mean, double sd, double floor)
{
    for (int attempt = 0; attempt < kMaxRedraws; ++attempt) {
        const double value = normal(mean, sd);
        if (value > floor)
            return value;
    }
    throw ConfigurationError("random source: N(" + std::to_string(mean) + ", " + std::to_string(sd) +
                             ") stayed at or below " + std::to_string(floor) + " in " +
                             std::to_string(kMaxRedraws) + " draws");
}

std::uint64_t RandomSource::streamSeed(std::uint64_t seed, std::uint64_t stream)
{
    // Two rounds, so that (seed, stream) and (seed + 1, stream - 1) differ.
    return splitMix64(splitMix64(seed) ^ stream);
}

}  // namespace schedlab
