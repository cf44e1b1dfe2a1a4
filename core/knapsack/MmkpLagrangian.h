#pragma once

#include "knapsack/MmkpProblem.h"

#include <vector>

namespace schedlab {

// The Lagrangian bound of the MMKP: for any prices lambda >= 0 on the
// capacities, no choice is worth more than
//     sum_kl lambda_kl R_kl + sum_i max(0, max_j (u_ij - sum_l lambda_kl a_ijl))
// (weak duality). Good prices make it far tighter than summing each task's
// best utility, which lets branch and bound prove optima on problems of
// dozens of tasks. Prices are laid out [cluster * types + type].
class MmkpLagrangian {
public:
    // Prices found by a short subgradient search (Polyak steps towards the
    // incumbent's utility) that keep the lowest bound seen.
    [[nodiscard]] static std::vector<double> prices(const MmkpProblem& problem, double incumbent);
    // max(0, max_j (u_ij - price of option j)) for task `task`.
    [[nodiscard]] static double bestPricedUtility(const MmkpProblem& problem, std::size_t task,
                                                  const std::vector<double>& prices);
    // The whole bound at `prices`, on the full capacities.
    [[nodiscard]] static double bound(const MmkpProblem& problem, const std::vector<double>& prices);
};

}  // namespace schedlab
