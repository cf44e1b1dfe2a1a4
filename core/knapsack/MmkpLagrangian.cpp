#include "knapsack/MmkpLagrangian.h"

#include <algorithm>

namespace schedlab {

namespace {

constexpr int kIterations = 200;
constexpr double kInitialStepScale = 2.0;
constexpr double kStepDecay = 0.97;

double priceOf(const MmkpProblem& problem, const MmkpProblem::Option& option, const std::vector<double>& prices)
{
    const std::size_t types = problem.resourceTypes();
    double price = 0;
    for (std::size_t l = 0; l < option.demand.size() && l < types; ++l)
        price += prices[option.cluster * types + l] * option.demand[l];
    return price;
}

// The option a task takes at these prices, or -1 for none.
int pricedChoice(const MmkpProblem& problem, std::size_t task, const std::vector<double>& prices)
{
    int best = -1;
    double bestValue = 0;
    const auto& options = problem.tasks[task].options;
    for (std::size_t j = 0; j < options.size(); ++j) {
        const double value = options[j].utility - priceOf(problem, options[j], prices);
        if (value > bestValue) {
            best = int(j);
            bestValue = value;
        }
    }
    return best;
}

}  // namespace

double MmkpLagrangian::bestPricedUtility(const MmkpProblem& problem, std::size_t task,
                                         const std::vector<double>& prices)
{
    const int choice = pricedChoice(problem, task, prices);
    if (choice < 0)
        return 0;
    const auto& option = problem.tasks[task].options[std::size_t(choice)];
    return option.utility - priceOf(problem, option, prices);
}

double MmkpLagrangian::bound(const MmkpProblem& problem, const std::vector<double>& prices)
{
    const std::size_t types = problem.resourceTypes();
    double total = 0;
    for (std::size_t k = 0; k < problem.capacity.size(); ++k)
        for (std::size_t l = 0; l < types; ++l)
            total += prices[k * types + l] * problem.capacity[k][l];
    for (std::size_t i = 0; i < problem.tasks.size(); ++i)
        total += bestPricedUtility(problem, i, prices);
    return total;
}

std::vector<double> MmkpLagrangian::prices(const MmkpProblem& problem, double incumbent)
{
    const std::size_t types = problem.resourceTypes();
    const std::size_t size = problem.capacity.size() * types;
    std::vector<double> lambda(size, 0.0);
    std::vector<double> best = lambda;
    double bestBound = bound(problem, lambda);
    double scale = kInitialStepScale;
    std::vector<double> gradient(size);
    for (int iteration = 0; iteration < kIterations && bestBound > incumbent; ++iteration) {
        // The subgradient: capacity minus what the priced choice uses.
        for (std::size_t k = 0; k < problem.capacity.size(); ++k)
            for (std::size_t l = 0; l < types; ++l)
                gradient[k * types + l] = problem.capacity[k][l];
        for (std::size_t i = 0; i < problem.tasks.size(); ++i) {
            const int choice = pricedChoice(problem, i, lambda);
            if (choice < 0)
                continue;
            const auto& option = problem.tasks[i].options[std::size_t(choice)];
            for (std::size_t l = 0; l < option.demand.size() && l < types; ++l)
                gradient[option.cluster * types + l] -= option.demand[l];
        }
        double norm = 0;
        for (const double g : gradient)
            norm += g * g;
        const double current = bound(problem, lambda);
        if (norm == 0)
            break;
        const double step = scale * (current - incumbent) / norm;
        for (std::size_t n = 0; n < size; ++n)
            lambda[n] = std::max(0.0, lambda[n] - step * gradient[n]);
        const double next = bound(problem, lambda);
        if (next < bestBound) {
            bestBound = next;
            best = lambda;
        }
        scale *= kStepDecay;
    }
    return best;
}

}  // namespace schedlab
