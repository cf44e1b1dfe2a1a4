#pragma once

#include "knapsack/MmkpProblem.h"

#include <cstdint>

namespace schedlab {

// Two solvers for the allocation problem of Vanderster (2008), ch. 4-7. The
// thesis used the heuristic of Parra-Hernandez & Dimopoulos (2005), which it
// does not describe; these are our own:
//  - heuristic(): options ranked by utility per aggregate resource share
//    (Toyoda's measure), taken greedily while they fit, then improved by
//    moving each task to a better option that fits. Feasible, never above
//    the optimum, and fast: sorting dominates.
//  - branchAndBound(): exact depth-first search over the tasks, starting
//    from the heuristic's solution and cutting every branch whose bound (the
//    utility so far plus each remaining task's best option) cannot beat it.
//    Exponential in the worst case: `nodeBudget` caps it, and the solution
//    then says it is not proved optimal.
class MmkpSolver {
public:
    static constexpr std::int64_t kDefaultNodeBudget = 20'000'000;

    [[nodiscard]] static MmkpSolution heuristic(const MmkpProblem& problem);
    [[nodiscard]] static MmkpSolution branchAndBound(const MmkpProblem& problem,
                                                     std::int64_t nodeBudget = kDefaultNodeBudget);
};

}  // namespace schedlab
