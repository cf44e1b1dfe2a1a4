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

}  // namespace schedlab
