#include "qos/MmfsAssignment.h"

#include "qos/FairCompletionTime.h"
#include "qos/MaxMinFairShare.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>

namespace schedlab {

namespace {

void checkPlacement(const MmfsAssignment::Placement& placement, std::size_t tasks, std::size_t processors)
{
    if (placement.size() != processors)
        throw std::invalid_argument("MmfsAssignment: a placement of " + std::to_string(placement.size())
                                    + " processors for " + std::to_string(processors) + " capacities");
    for (const auto& onProcessor : placement)
        for (const std::size_t task : onProcessor)
            if (task >= tasks)
                throw std::invalid_argument("MmfsAssignment: task " + std::to_string(task) + " of "
                                            + std::to_string(tasks) + " placed");
}

double toleranceFor(const std::vector<double>& capacities)
{
    return MaxMinFairShare::tolerance(std::accumulate(capacities.begin(), capacities.end(), 0.0));
}

// The best swap of one round, if any lowers the total overflow.
struct Candidate {
    bool found = false;
    double gain = 0;
    double epsilon = 0;
    std::size_t from = 0, fromAt = 0, to = 0, toAt = 0;
};

}  // namespace

double MmfsAssignment::overflow(double load, double capacity)
{
    return std::max(0.0, load - capacity);
}

double MmfsAssignment::underflow(double load, double capacity)
{
    return std::min(0.0, load - capacity);
}

std::vector<double> MmfsAssignment::loads(const Placement& placement, const std::vector<double>& rates)
{
    std::vector<double> result(placement.size(), 0.0);
    for (std::size_t j = 0; j < placement.size(); ++j)
        for (const std::size_t task : placement[j])
            result[j] += rates.at(task);
    return result;
}

double MmfsAssignment::totalOverflow(const Placement& placement, const std::vector<double>& rates,
                                     const std::vector<double>& capacities)
{
    checkPlacement(placement, rates.size(), capacities.size());
    const std::vector<double> load = loads(placement, rates);
    double total = 0;
    for (std::size_t j = 0; j < load.size(); ++j)
        total += overflow(load[j], capacities[j]);
    return total;
}

MmfsAssignment::Placement MmfsAssignment::bestFitDecreasing(const std::vector<double>& rates,
                                                            const std::vector<double>& capacities)
{
    std::vector<std::size_t> order(rates.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&rates](std::size_t a, std::size_t b) { return rates[a] > rates[b]; });

    const double tol = toleranceFor(capacities);
    Placement placement(capacities.size());
    if (capacities.empty()) {
        if (!rates.empty())
            throw std::invalid_argument("MmfsAssignment: tasks but no processor");
        return placement;
    }
    std::vector<double> residual = capacities;
    for (const std::size_t task : order) {
        const double rate = rates[task];
        std::size_t chosen = 0;
        bool fits = false;
        for (std::size_t j = 0; j < residual.size(); ++j) {
            const bool room = residual[j] >= rate - tol;
            // With room: the least residual capacity (the best fit). Without
            // room anywhere: the largest residual, which is the smallest
            // overflow rate - residual after the task.
            if (room && (!fits || residual[j] < residual[chosen]))
                chosen = j;
            else if (!room && !fits && residual[j] > residual[chosen])
                chosen = j;
            fits = fits || room;
        }
        placement[chosen].push_back(task);
        residual[chosen] -= rate;
    }
    return placement;
}

MmfsAssignment::SwapOutcome MmfsAssignment::improveBySwaps(Placement placement, const std::vector<double>& rates,
                                                           const std::vector<double>& capacities)
{
    checkPlacement(placement, rates.size(), capacities.size());
    const double tol = toleranceFor(capacities);
    std::vector<double> load = loads(placement, rates);
    SwapOutcome outcome;
    while (outcome.swaps.size() < kMaxSwaps) {
        Candidate best;
        for (std::size_t j = 0; j < placement.size(); ++j) {
            const double over = overflow(load[j], capacities[j]);
            if (over <= tol)
                continue;
            for (std::size_t k = 0; k < placement.size(); ++k) {
                const double under = underflow(load[k], capacities[k]);
                if (k == j || under >= -tol)
                    continue;
                for (std::size_t a = 0; a < placement[j].size(); ++a) {
                    for (std::size_t b = 0; b < placement[k].size(); ++b) {
                        // App. C's test, with consistent signs: the pair's
                        // overflow after the swap is below O_j (k had none).
                        const double epsilon = rates[placement[j][a]] - rates[placement[k][b]];
                        const double gain = over - (std::max(0.0, over - epsilon) + std::max(0.0, under + epsilon));
                        if (gain <= tol)
                            continue;
                        const bool better = !best.found || gain > best.gain + tol
                                            || (gain >= best.gain - tol && epsilon > best.epsilon + tol);
                        if (better)
                            best = Candidate{true, gain, epsilon, j, a, k, b};
                    }
                }
            }
        }
        if (!best.found)
            break;
        std::size_t& l = placement[best.from][best.fromAt];
        std::size_t& m = placement[best.to][best.toAt];
        outcome.swaps.push_back(Swap{best.from, l, best.to, m, best.gain});
        load[best.from] -= best.epsilon;
        load[best.to] += best.epsilon;
        std::swap(l, m);
    }
    outcome.placement = std::move(placement);
    return outcome;
}

std::vector<double> MmfsAssignment::reduceRates(const Placement& placement, const std::vector<double>& fairRates,
                                                const std::vector<double>& capacities,
                                                const std::vector<double>& weights)
{
    checkPlacement(placement, fairRates.size(), capacities.size());
    const double tol = toleranceFor(capacities);
    const std::vector<double> load = loads(placement, fairRates);
    std::vector<double> rates = fairRates;
    for (std::size_t j = 0; j < placement.size(); ++j) {
        if (overflow(load[j], capacities[j]) <= tol)
            continue;
        // The processor's tasks share c_j max-min fairly with their fair
        // rates as demands, so none runs faster than step 1 allowed and the
        // weights keep their meaning (D5.2 §2.1.9).
        std::vector<double> demands, phi;
        for (const std::size_t task : placement[j]) {
            demands.push_back(fairRates[task]);
            if (!weights.empty())
                phi.push_back(weights.at(task));
        }
        const std::vector<double> shared = MaxMinFairShare::rates(demands, capacities[j], phi);
        for (std::size_t a = 0; a < placement[j].size(); ++a)
            rates[placement[j][a]] = shared[a];
    }
    return rates;
}

MmfsAssignment::Placement MmfsAssignment::localOrder(Placement placement, const std::vector<double>& fairRates,
                                                     const std::vector<double>& works,
                                                     const std::vector<double>& delays)
{
    const std::vector<double> times = FairCompletionTime::forRates(delays, works, fairRates);
    for (auto& onProcessor : placement)
        std::stable_sort(onProcessor.begin(), onProcessor.end(), [&times](std::size_t a, std::size_t b) {
            return times.at(a) < times.at(b) || (times.at(a) == times.at(b) && a < b);
        });
    return placement;
}

MmfsAssignment::Result MmfsAssignment::assign(const Input& input)
{
    const double capacity = std::accumulate(input.capacities.begin(), input.capacities.end(), 0.0);
    Result result;
    result.fairRates = MaxMinFairShare::rates(input.demands, capacity, input.weights);
    SwapOutcome swapped = improveBySwaps(bestFitDecreasing(result.fairRates, input.capacities), result.fairRates,
                                         input.capacities);
    result.swaps = std::move(swapped.swaps);
    result.rates = reduceRates(swapped.placement, result.fairRates, input.capacities, input.weights);
    result.placement = localOrder(std::move(swapped.placement), result.fairRates, input.works, input.delays);
    return result;
}

}  // namespace schedlab
