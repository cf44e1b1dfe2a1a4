#pragma once

#include <cstddef>
#include <span>

namespace schedlab {

// Maximum-likelihood fit of a Weibull distribution to inter-arrival times.
//
// The shape k solves the likelihood equation
//   g(k) = sum(x^k ln x) / sum(x^k) - 1/k - mean(ln x) = 0,
// which has exactly one root when the samples are not all equal (g rises
// strictly from -inf to ln max(x) - mean(ln x) > 0); it is found by Newton
// steps kept inside a bracket that shrinks like bisection whenever a step
// would leave it. The scale follows in closed form: lambda = mean(x^k)^(1/k).
//
// Zero samples. Traces record submissions to the second, and many jobs of CTC
// arrive in the same second as the one before (a script submitting a batch).
// A Weibull density has no finite log-likelihood at 0, so zeros cannot enter
// the fit. The rule: zeros are left out of the likelihood and counted
// separately as zeroShare; the model is the mixture "0 with probability
// zeroShare, else Weibull(k, lambda)". A generator drawing from it reproduces
// the batches instead of smearing them into short positive gaps.
class WeibullFit {
public:
    // Throws ConfigurationError if a sample is negative or not finite, or if
    // fewer than two different positive values exist (no finite maximum).
    [[nodiscard]] static WeibullFit fit(std::span<const double> samples);

    // A model given directly (tests, presets). shape, scale > 0; zeroShare in [0, 1).
    WeibullFit(double shape, double scale, double zeroShare = 0);

    [[nodiscard]] double shape() const { return m_shape; }
    [[nodiscard]] double scale() const { return m_scale; }
    [[nodiscard]] double zeroShare() const { return m_zeroShare; }
    // Samples used: positive ones in the likelihood, zeros in zeroShare.
    [[nodiscard]] std::size_t positiveSamples() const { return m_positiveSamples; }
    [[nodiscard]] std::size_t zeroSamples() const { return m_zeroSamples; }
    [[nodiscard]] int iterations() const { return m_iterations; }

    // Mean of the mixture: (1 - zeroShare) * lambda * Gamma(1 + 1/k).
    [[nodiscard]] double mean() const;

private:
    WeibullFit() = default;

    double m_shape = 1;
    double m_scale = 1;
    double m_zeroShare = 0;
    std::size_t m_positiveSamples = 0;
    std::size_t m_zeroSamples = 0;
    int m_iterations = 0;
};

}  // namespace schedlab
