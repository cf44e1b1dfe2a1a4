#pragma once

#include <cstdint>
#include <random>

namespace schedlab {

// The seeded random numbers of the workload generators. The engine is
// std::mt19937_64, whose output sequence the C++ standard fixes; every
// distribution is written out here because std::uniform_int_distribution and
// friends may give different values in another standard library version, and
// a seed must give the same workload byte for byte everywhere.
//
// Not thread-safe; one instance per generation (no shared state).
class RandomSource {
public:
    explicit RandomSource(std::uint64_t seed) : m_engine(seed) {}

    // The next raw 64-bit output of the engine.
    [[nodiscard]] std::uint64_t next() { return m_engine(); }

    // Uniform over the whole numbers lo..hi (both included; lo <= hi).
    // Rejection sampling, so every value is exactly equally likely.
    [[nodiscard]] std::int64_t uniformInt(std::int64_t lo, std::int64_t hi);

    // Uniform in [0, 1) with 53 random bits: every double k * 2^-53.
    [[nodiscard]] double uniformUnit();
    // Uniform in [lo, hi).
    [[nodiscard]] double uniformReal(double lo, double hi);

    // Weibull(shape k, scale lambda) by inversion of its CDF
    // F(x) = 1 - exp(-(x/lambda)^k): x = lambda * (-ln(1 - u))^(1/k). Uses
    // std::log and std::pow, whose results may differ in the last bit between
    // C libraries; the generators round the result to whole seconds, which
    // hides such a difference unless it falls exactly on a half second.
    [[nodiscard]] double weibull(double shape, double scale);

    // Exponential with the given mean (> 0), by inversion: -mean * ln(1 - u).
    // std::log1p carries the Weibull caveat above; callers round to ticks.
    [[nodiscard]] double exponential(double mean);

    // Normal N(mean, sd), sd >= 0, by Marsaglia's polar method: pairs of
    // uniforms in the unit disc, one normal per accepted pair (the second is
    // dropped, so a draw depends on no hidden state). Only std::log and
    // std::sqrt, with the Weibull caveat above.
    [[nodiscard]] double normal(double mean, double sd);

    // N(mean, sd) drawn again while not above `floor`: the truncated normal
    // the publications ask for where a negative length or deadline makes no
    // sense. Throws ConfigurationError when even kMaxRedraws draws stay at or
    // below the floor (a mean far below it), rather than looping forever.
    [[nodiscard]] double normalAbove(double mean, double sd, double floor);
    static constexpr int kMaxRedraws = 10'000;

    // The seed of sub-stream `stream` of `seed` (SplitMix64 of the two), so
    // that each site or user of a generator has random numbers of its own:
    // a stream's jobs do not change when another stream gets more jobs.
    [[nodiscard]] static std::uint64_t streamSeed(std::uint64_t seed, std::uint64_t stream);

private:
    std::mt19937_64 m_engine;
};

}  // namespace schedlab
