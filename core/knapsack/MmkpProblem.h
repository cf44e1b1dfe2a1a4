#pragma once

#include <cstddef>
#include <vector>

namespace schedlab {

// A multichoice multidimensional knapsack (Vanderster 2008, eq. 6.8):
// maximise the summed utility of the chosen options, at most one per task,
// such that on every cluster k the chosen options' demand of every resource
// type l (processors, disk, ...) stays within its capacity R_kl.
struct MmkpProblem {
    struct Option {
        std::size_t cluster = 0;
        std::vector<double> demand;  // per resource type, as many as the cluster's capacities
        double utility = 0;
    };
    struct Task {
        std::vector<Option> options;
    };

    std::vector<std::vector<double>> capacity;  // [cluster][resource type]
    std::vector<Task> tasks;

    // How many resource types the problem has (those of cluster 0).
    [[nodiscard]] std::size_t resourceTypes() const { return capacity.empty() ? 0 : capacity.front().size(); }
};

// A choice per task: the index of its option, or kNone.
struct MmkpSolution {
    static constexpr int kNone = -1;
    std::vector<int> choice;
    double utility = 0;
    bool provedOptimal = false;  // branch and bound finished within its budget
    double seconds = 0;          // the solver's own time

    // Whether the choice respects every capacity (and picks existing options).
    [[nodiscard]] static bool feasible(const MmkpProblem& problem, const std::vector<int>& choice);
    [[nodiscard]] static double utilityOf(const MmkpProblem& problem, const std::vector<int>& choice);
};

}  // namespace schedlab
