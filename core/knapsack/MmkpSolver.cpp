#include "knapsack/MmkpSolver.h"

#include "knapsack/MmkpCapacity.h"
#include "knapsack/MmkpLagrangian.h"

#include <algorithm>
#include <chrono>
#include <numeric>

namespace schedlab {

namespace {

using Clock = std::chrono::steady_clock;
constexpr double kTinyShare = 1e-12;  // an option that needs nothing ranks by utility alone

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

struct Candidate {
    std::size_t task;
    std::size_t option;
    double efficiency;
};

// Moves every task to the best option that fits once its own is given back,
// until a pass changes nothing (each move raises the utility, so it ends).
void improve(const MmkpProblem& problem, MmkpCapacity& capacity, std::vector<int>& choice)
{
    for (bool changed = true; changed;) {
        changed = false;
        for (std::size_t i = 0; i < problem.tasks.size(); ++i) {
            const auto& options = problem.tasks[i].options;
            const double current = choice[i] == MmkpSolution::kNone ? 0.0 : options[std::size_t(choice[i])].utility;
            if (choice[i] != MmkpSolution::kNone)
                capacity.give(options[std::size_t(choice[i])]);
            int best = choice[i];
            double bestUtility = current;
            for (std::size_t j = 0; j < options.size(); ++j) {
                if (options[j].utility > bestUtility && capacity.fits(options[j])) {
                    best = int(j);
                    bestUtility = options[j].utility;
                }
            }
            if (best != MmkpSolution::kNone)
                capacity.take(options[std::size_t(best)]);
            if (best != choice[i]) {
                choice[i] = best;
                changed = true;
            }
        }
    }
}

class BranchAndBound {
public:
    BranchAndBound(const MmkpProblem& problem, std::int64_t budget)
        : m_problem(problem)
        , m_capacity(problem)
        , m_budget(budget)
        , m_order(problem.tasks.size())
        , m_suffixBest(problem.tasks.size() + 1, 0.0)
        , m_optionOrder(problem.tasks.size())
        , m_choice(problem.tasks.size(), MmkpSolution::kNone)
    {
        // Tasks with the most at stake first; options by utility, best first.
        std::iota(m_order.begin(), m_order.end(), std::size_t{0});
        const auto best = [&](std::size_t i) {
            double top = 0;
            for (const auto& option : problem.tasks[i].options)
                top = std::max(top, option.utility);
            return top;
        };
        std::ranges::stable_sort(m_order, [&](std::size_t a, std::size_t b) { return best(a) > best(b); });
        for (std::size_t d = m_order.size(); d-- > 0;)
            m_suffixBest[d] = m_suffixBest[d + 1] + best(m_order[d]);
        for (std::size_t i = 0; i < problem.tasks.size(); ++i) {
            auto& order = m_optionOrder[i];
            for (std::size_t j = 0; j < problem.tasks[i].options.size(); ++j)
                order.push_back(j);
            std::ranges::stable_sort(order, [&](std::size_t a, std::size_t b) {
                return problem.tasks[i].options[a].utility > problem.tasks[i].options[b].utility;
            });
        }
    }

    // Searches from the incumbent `best`; true when the search finished.
    bool run(std::vector<int>& best, double& bestUtility)
    {
        m_best = &best;
        m_bestUtility = bestUtility;
        m_prices = MmkpLagrangian::prices(m_problem, bestUtility);
        // Each remaining task's best option at those prices, summed from
        // the back: the Lagrangian bound of a node is then O(resources).
        m_suffixPriced.assign(m_order.size() + 1, 0.0);
        for (std::size_t d = m_order.size(); d-- > 0;)
            m_suffixPriced[d] = m_suffixPriced[d + 1] + MmkpLagrangian::bestPricedUtility(m_problem, m_order[d], m_prices);
        search(0, 0.0);
        bestUtility = m_bestUtility;
        return m_nodes <= m_budget;
    }

private:
    void search(std::size_t depth, double utility)
    {
        if (++m_nodes > m_budget)
            return;
        // Either bound holds; neither can beat the incumbent: cut.
        if (utility + m_suffixBest[depth] <= m_bestUtility)
            return;
        if (utility + m_suffixPriced[depth] + m_capacity.value(m_prices) <= m_bestUtility)
            return;
        if (depth == m_order.size()) {
            m_bestUtility = utility;
            *m_best = m_choice;
            return;
        }
        const std::size_t task = m_order[depth];
        for (const std::size_t j : m_optionOrder[task]) {
            const auto& option = m_problem.tasks[task].options[j];
            if (option.utility <= 0 || !m_capacity.fits(option))
                continue;
            m_capacity.take(option);
            m_choice[task] = int(j);
            search(depth + 1, utility + option.utility);
            m_choice[task] = MmkpSolution::kNone;
            m_capacity.give(option);
        }
        search(depth + 1, utility);  // the task stays unscheduled
    }

    const MmkpProblem& m_problem;
    MmkpCapacity m_capacity;
    std::int64_t m_budget;
    std::int64_t m_nodes = 0;
    std::vector<std::size_t> m_order;
    std::vector<double> m_suffixBest;
    std::vector<double> m_prices;        // per cluster and resource type (MmkpLagrangian)
    std::vector<double> m_suffixPriced;
    std::vector<std::vector<std::size_t>> m_optionOrder;
    std::vector<int> m_choice;
    std::vector<int>* m_best = nullptr;
    double m_bestUtility = 0;
};

}  // namespace

MmkpSolution MmkpSolver::heuristic(const MmkpProblem& problem)
{
    const auto start = Clock::now();
    MmkpCapacity capacity(problem);
    std::vector<Candidate> candidates;
    for (std::size_t i = 0; i < problem.tasks.size(); ++i) {
        const auto& options = problem.tasks[i].options;
        for (std::size_t j = 0; j < options.size(); ++j) {
            if (options[j].utility > 0)
                candidates.push_back({i, j, options[j].utility / std::max(capacity.share(options[j]), kTinyShare)});
        }
    }
    // Ties keep task and option order: the same problem, the same answer.
    std::ranges::stable_sort(candidates, [](const Candidate& a, const Candidate& b) { return a.efficiency > b.efficiency; });
    MmkpSolution solution;
    solution.choice.assign(problem.tasks.size(), MmkpSolution::kNone);
    for (const Candidate& c : candidates) {
        const auto& option = problem.tasks[c.task].options[c.option];
        if (solution.choice[c.task] == MmkpSolution::kNone && capacity.fits(option)) {
            capacity.take(option);
            solution.choice[c.task] = int(c.option);
        }
    }
    improve(problem, capacity, solution.choice);
    solution.utility = MmkpSolution::utilityOf(problem, solution.choice);
    solution.seconds = secondsSince(start);
    return solution;
}

MmkpSolution MmkpSolver::branchAndBound(const MmkpProblem& problem, std::int64_t nodeBudget)
{
    const auto start = Clock::now();
    MmkpSolution solution = heuristic(problem);
    double utility = solution.utility;
    solution.provedOptimal = BranchAndBound(problem, nodeBudget).run(solution.choice, utility);
    solution.utility = MmkpSolution::utilityOf(problem, solution.choice);
    solution.seconds = secondsSince(start);
    return solution;
}

}  // namespace schedlab
