#include "knapsack/MmkpCapacity.h"

#include <algorithm>

namespace schedlab {

namespace {

// A relative slack: demands that add up to exactly a capacity in decimal
// arithmetic (0.1 + 0.2 of 0.3) must fit. MmkpSolution::feasible agrees.
constexpr double kSlack = 1e-9;

}  // namespace

MmkpCapacity::MmkpCapacity(const MmkpProblem& problem) : m_types(problem.resourceTypes())
{
    for (const std::vector<double>& cluster : problem.capacity) {
        for (std::size_t l = 0; l < m_types; ++l)
            m_capacity.push_back(l < cluster.size() ? cluster[l] : 0.0);
    }
    m_left = m_capacity;
}

bool MmkpCapacity::fits(const MmkpProblem::Option& option) const
{
    if (option.cluster * m_types >= m_left.size() && m_types > 0)
        return false;
    for (std::size_t l = 0; l < option.demand.size() && l < m_types; ++l) {
        const std::size_t i = at(option.cluster, l);
        if (option.demand[l] > m_left[i] + kSlack * (1 + m_capacity[i]))
            return false;
    }
    return true;
}

void MmkpCapacity::take(const MmkpProblem::Option& option)
{
    for (std::size_t l = 0; l < option.demand.size() && l < m_types; ++l)
        m_left[at(option.cluster, l)] -= option.demand[l];
}

void MmkpCapacity::give(const MmkpProblem::Option& option)
{
    for (std::size_t l = 0; l < option.demand.size() && l < m_types; ++l)
        m_left[at(option.cluster, l)] += option.demand[l];
}

double MmkpCapacity::value(const std::vector<double>& prices) const
{
    double total = 0;
    for (std::size_t i = 0; i < m_left.size() && i < prices.size(); ++i)
        total += prices[i] * std::max(0.0, m_left[i]);
    return total;
}

double MmkpCapacity::share(const MmkpProblem::Option& option) const
{
    double total = 0;
    for (std::size_t l = 0; l < option.demand.size() && l < m_types; ++l) {
        const double capacity = m_capacity[at(option.cluster, l)];
        total += capacity > 0 ? option.demand[l] / capacity : option.demand[l];
    }
    return total;
}

}  // namespace schedlab
