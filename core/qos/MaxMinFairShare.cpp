#include "qos/MaxMinFairShare.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>
#include <string>

namespace schedlab {

namespace {

void check(const std::vector<double>& demands, double capacity, const std::vector<double>& weights)
{
    if (!(capacity >= 0) || !std::isfinite(capacity))
        throw std::invalid_argument("MaxMinFairShare: capacity must be finite and >= 0, got " + std::to_string(capacity));
    if (!weights.empty() && weights.size() != demands.size())
        throw std::invalid_argument("MaxMinFairShare: " + std::to_string(weights.size()) + " weights for "
                                    + std::to_string(demands.size()) + " demands");
    for (const double x : demands)
        if (!(x >= 0) || !std::isfinite(x))
            throw std::invalid_argument("MaxMinFairShare: demands must be finite and >= 0, got " + std::to_string(x));
    for (const double phi : weights)
        if (!(phi > 0) || !std::isfinite(phi))
            throw std::invalid_argument("MaxMinFairShare: weights must be finite and > 0, got " + std::to_string(phi));
}

}  // namespace

double MaxMinFairShare::tolerance(double scale)
{
    return kTolerance * std::max(1.0, std::abs(scale));
}

MaxMinFairShare::Result MaxMinFairShare::compute(const std::vector<double>& demands, double capacity,
                                                 const std::vector<double>& weights)
{
    check(demands, capacity, weights);
    Result result;
    const std::size_t n = demands.size();
    result.rates.assign(n, 0.0);
    if (n == 0)
        return result;
    const auto weight = [&weights](std::size_t i) { return weights.empty() ? 1.0 : weights[i]; };
    const double tol = tolerance(capacity);

    // Every step either satisfies at least one more task or shares out the
    // whole residue (App. A's argument), so n + 1 steps always suffice; the
    // bound only guards against floating point turning that into a loop.
    std::vector<bool> unsatisfied(n, true);
    double totalWeight = 0;
    for (std::size_t i = 0; i < n; ++i)
        totalWeight += weight(i);
    double level = capacity / totalWeight;  // O(0)
    for (std::size_t step = 0; step <= n; ++step) {
        Iteration it;
        it.level = level;
        it.rates.resize(n);
        double unsatisfiedWeight = 0;
        for (std::size_t i = 0; i < n; ++i) {
            const double share = weight(i) * level;
            // A demand within the tolerance of its share counts as met, so
            // a rate never exceeds its demand and float noise cannot keep a
            // task unsatisfied by 1e-15.
            unsatisfied[i] = demands[i] > share + tolerance(demands[i]);
            it.rates[i] = unsatisfied[i] ? share : demands[i];
            if (unsatisfied[i])
                unsatisfiedWeight += weight(i);
        }
        it.residue = capacity - std::accumulate(it.rates.begin(), it.rates.end(), 0.0);
        if (std::abs(it.residue) <= tol)
            it.residue = 0;
        result.iterations.push_back(it);
        if (it.residue <= 0 || unsatisfiedWeight == 0)
            break;
        level += it.residue / unsatisfiedWeight;  // + O(n+1)
    }
    result.rates = result.iterations.back().rates;
    return result;
}

std::vector<double> MaxMinFairShare::rates(const std::vector<double>& demands, double capacity,
                                           const std::vector<double>& weights)
{
    return compute(demands, capacity, weights).rates;
}

}  // namespace schedlab
