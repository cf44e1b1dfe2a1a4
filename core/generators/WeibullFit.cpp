#include "generators/WeibullFit.h"

#include "engine/SimulationError.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

namespace schedlab {

namespace {

// Newton stops when a step changes the shape by less than this, relative.
constexpr double kRelativeTolerance = 1e-12;
constexpr int kMaxIterations = 200;
// The bracket starts here and grows by kBracketGrowth until g(k) > 0.
constexpr double kInitialShape = 1.0;
constexpr double kBracketGrowth = 2.0;
constexpr double kMinShape = 1e-6;
constexpr double kMaxShape = 1e6;

// The sums of the likelihood equation at shape k, over y = ln x. Weights
// are exp(k (y - yMax)) so that x^k never overflows for large x or k.
struct ShapeSums {
    double weight = 0;          // sum w
    double weightedLog = 0;     // sum w y
    double weightedLogSq = 0;   // sum w y^2
};

ShapeSums sumsAt(const std::vector<double>& logs, double yMax, double k)
{
    ShapeSums s;
    for (const double y : logs) {
        const double w = std::exp(k * (y - yMax));
        s.weight += w;
        s.weightedLog += w * y;
        s.weightedLogSq += w * y * y;
    }
    return s;
}

}  // namespace

WeibullFit::WeibullFit(double shape, double scale, double zeroShare)
    : m_shape(shape), m_scale(scale), m_zeroShare(zeroShare)
{
    if (!(shape > 0) || !(scale > 0) || !std::isfinite(shape) || !std::isfinite(scale))
        throw ConfigurationError("Weibull model: shape and scale must be positive, got shape " + std::to_string(shape)
                                 + ", scale " + std::to_string(scale));
    if (!(zeroShare >= 0 && zeroShare < 1))
        throw ConfigurationError("Weibull model: the share of zero gaps must be in [0, 1), got "
                                 + std::to_string(zeroShare));
}

WeibullFit WeibullFit::fit(std::span<const double> samples)
{
    WeibullFit result;
    std::vector<double> logs;
    logs.reserve(samples.size());
    for (std::size_t i = 0; i < samples.size(); ++i) {
        const double x = samples[i];
        if (!std::isfinite(x) || x < 0)
            throw ConfigurationError("Weibull fit: sample " + std::to_string(i + 1) + " is " + std::to_string(x)
                                     + "; inter-arrival times must be finite and not negative");
        if (x == 0)
            ++result.m_zeroSamples;
        else
            logs.push_back(std::log(x));
    }
    result.m_positiveSamples = logs.size();
    const auto [minIt, maxIt] = std::minmax_element(logs.begin(), logs.end());
    if (logs.size() < 2 || *minIt == *maxIt)
        throw ConfigurationError("Weibull fit: needs at least two different positive inter-arrival times, got "
                                 + std::to_string(logs.size()) + " positive of " + std::to_string(samples.size()));
    const double yMax = *maxIt;
    double meanLog = 0;
    for (const double y : logs)
        meanLog += y;
    meanLog /= static_cast<double>(logs.size());

    // g(k) and g'(k); g' = Var_w(y) + 1/k^2 > 0.
    const auto equation = [&](double k, double& derivative) {
        const ShapeSums s = sumsAt(logs, yMax, k);
        const double ratio = s.weightedLog / s.weight;
        derivative = s.weightedLogSq / s.weight - ratio * ratio + 1.0 / (k * k);
        return ratio - 1.0 / k - meanLog;
    };

    // Bracket [lo, hi] with g(lo) < 0 < g(hi).
    double lo = kInitialShape;
    double hi = kInitialShape;
    double slope = 0;
    while (equation(lo, slope) > 0 && lo > kMinShape)
        lo /= kBracketGrowth;
    while (equation(hi, slope) < 0 && hi < kMaxShape)
        hi *= kBracketGrowth;

    double k = std::clamp(kInitialShape, lo, hi);
    for (result.m_iterations = 1; result.m_iterations <= kMaxIterations; ++result.m_iterations) {
        const double g = equation(k, slope);
        if (g < 0)
            lo = k;
        else
            hi = k;
        double next = k - g / slope;
        if (!(next > lo && next < hi))
            next = (lo + hi) / 2;  // a Newton step out of the bracket: bisect instead
        const bool converged = std::fabs(next - k) <= kRelativeTolerance * k;
        k = next;
        if (converged || g == 0)
            break;
    }
    const ShapeSums s = sumsAt(logs, yMax, k);
    result.m_shape = k;
    // lambda^k = mean(x^k) = exp(k yMax) * sum(w) / n
    result.m_scale = std::exp(yMax + std::log(s.weight / static_cast<double>(logs.size())) / k);
    result.m_zeroShare = static_cast<double>(result.m_zeroSamples) / static_cast<double>(samples.size());
    return result;
}

double WeibullFit::mean() const
{
    return (1.0 - m_zeroShare) * m_scale * std::tgamma(1.0 + 1.0 / m_shape);
}

}  // namespace schedlab
