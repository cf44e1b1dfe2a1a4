#pragma once

#include "knapsack/MmkpProblem.h"

#include <vector>

namespace schedlab {

// What is left of every cluster's capacities while a solver chooses
// options: the one place that decides whether an option fits.
class MmkpCapacity {
public:
    explicit MmkpCapacity(const MmkpProblem& problem);

    [[nodiscard]] bool fits(const MmkpProblem::Option& option) const;
    void take(const MmkpProblem::Option& option);
    void give(const MmkpProblem::Option& option);
    // The option's share of its cluster: the sum over resource types of
    // demand / capacity (Toyoda's aggregate resource), for ranking.
    [[nodiscard]] double share(const MmkpProblem::Option& option) const;
    // The capacity left, priced: sum of prices[cluster * types + type] x what is left.
    [[nodiscard]] double value(const std::vector<double>& prices) const;

private:
    [[nodiscard]] std::size_t at(std::size_t cluster, std::size_t type) const { return cluster * m_types + type; }

    std::size_t m_types = 0;
    std::vector<double> m_capacity;  // [cluster * types + type]
    std::vector<double> m_left;
};

}  // namespace schedlab
