#include "knapsack/MmkpProblem.h"

namespace schedlab {

namespace {

// The same slack as MmkpCapacity: demands that add up to exactly the
// capacity in decimal (0.1 + 0.2 of 0.3 GB) fit.
constexpr double kSlack = 1e-9;

}  // namespace

bool MmkpSolution::feasible(const MmkpProblem& problem, const std::vector<int>& choice)
{
    if (choice.size() != problem.tasks.size())
        return false;
    std::vector<std::vector<double>> used = problem.capacity;
    for (auto& cluster : used)
        for (double& amount : cluster)
            amount = 0;
    for (std::size_t i = 0; i < choice.size(); ++i) {
        if (choice[i] == kNone)
            continue;
        if (choice[i] < 0 || std::size_t(choice[i]) >= problem.tasks[i].options.size())
            return false;
        const MmkpProblem::Option& option = problem.tasks[i].options[std::size_t(choice[i])];
        if (option.cluster >= used.size())
            return false;
        for (std::size_t l = 0; l < option.demand.size() && l < used[option.cluster].size(); ++l)
            used[option.cluster][l] += option.demand[l];
    }
    for (std::size_t k = 0; k < used.size(); ++k) {
        for (std::size_t l = 0; l < used[k].size(); ++l) {
            if (used[k][l] > problem.capacity[k][l] + kSlack * (1 + problem.capacity[k][l]))
                return false;
        }
    }
    return true;
}

double MmkpSolution::utilityOf(const MmkpProblem& problem, const std::vector<int>& choice)
{
    double total = 0;
    for (std::size_t i = 0; i < choice.size() && i < problem.tasks.size(); ++i) {
        if (choice[i] != kNone)
            total += problem.tasks[i].options[std::size_t(choice[i])].utility;
    }
    return total;
}

}  // namespace schedlab
