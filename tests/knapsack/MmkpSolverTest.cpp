// The MMKP solvers (Vanderster 2008, eq. 6.8): the thesis's worked example
// K1, and on random small instances (K2) branch and bound against brute
// force and the heuristic against both.

#include "knapsack/MmkpSolver.h"

#include <QTest>

#include <random>

using namespace schedlab;

namespace {

using Option = MmkpProblem::Option;

// K1: clusters A (64 CPUs, 10 GB) and B (16 CPUs, 15 GB).
MmkpProblem k1Problem(bool withStorage)
{
    MmkpProblem p;
    p.capacity = withStorage ? std::vector<std::vector<double>>{{64, 10}, {16, 15}}
                             : std::vector<std::vector<double>>{{64}, {16}};
    const auto option = [withStorage](std::size_t cluster, double cpus, double gb, double utility) {
        return Option{cluster, withStorage ? std::vector<double>{cpus, gb} : std::vector<double>{cpus}, utility};
    };
    p.tasks.push_back({{option(0, 64, 5, 120), option(0, 32, 5, 110), option(1, 16, 5, 25)}});
    p.tasks.push_back({{option(0, 64, 10, 150), option(0, 32, 10, 75)}});
    return p;
}

// Every choice, one task at a time: the optimum by enumeration.
double bruteForce(const MmkpProblem& p, std::vector<int>& choice, std::size_t task)
{
    if (task == p.tasks.size())
        return MmkpSolution::feasible(p, choice) ? MmkpSolution::utilityOf(p, choice) : -1.0;
    double best = -1;
    for (int j = MmkpSolution::kNone; j < int(p.tasks[task].options.size()); ++j) {
        choice[task] = j;
        best = std::max(best, bruteForce(p, choice, task + 1));
    }
    choice[task] = MmkpSolution::kNone;
    return best;
}

MmkpProblem randomProblem(std::mt19937& random, std::size_t tasks)
{
    std::uniform_int_distribution<int> options(1, 4);
    std::uniform_int_distribution<int> cluster(0, 1);
    std::uniform_int_distribution<int> demand(1, 10);
    std::uniform_int_distribution<int> utility(1, 50);
    std::uniform_int_distribution<int> capacity(5, 25);
    MmkpProblem p;
    p.capacity = {{double(capacity(random)), double(capacity(random))},
                  {double(capacity(random)), double(capacity(random))}};
    for (std::size_t i = 0; i < tasks; ++i) {
        MmkpProblem::Task task;
        const int count = options(random);
        for (int j = 0; j < count; ++j) {
            task.options.push_back(Option{std::size_t(cluster(random)), {double(demand(random)), double(demand(random))},
                                          double(utility(random))});
        }
        p.tasks.push_back(task);
    }
    return p;
}

}  // namespace

class MmkpSolverTest : public QObject {
    Q_OBJECT

private slots:
    // K1: task 1 on B and task 2 on A with 64 CPUs: 175. Without the
    // storage dimension both take 32 CPUs of A: 110 + 75 = 185.
    void k1()
    {
        const MmkpSolution exact = MmkpSolver::branchAndBound(k1Problem(true));
        QCOMPARE(exact.utility, 175.0);
        QCOMPARE(exact.choice, (std::vector<int>{2, 0}));
        QVERIFY(exact.provedOptimal);
        const MmkpSolution noStorage = MmkpSolver::branchAndBound(k1Problem(false));
        QCOMPARE(noStorage.utility, 185.0);
        QCOMPARE(noStorage.choice, (std::vector<int>{1, 1}));
        for (const bool storage : {true, false}) {
            const MmkpSolution quick = MmkpSolver::heuristic(k1Problem(storage));
            QVERIFY(MmkpSolution::feasible(k1Problem(storage), quick.choice));
            QVERIFY(quick.utility <= (storage ? 175.0 : 185.0));
        }
    }

    // K2: 300 random instances of up to 8 tasks (brute force has 5^8 cases),
    // 4 options, 2 clusters and 2 resource types.
    void k2BranchAndBoundIsExactAndTheHeuristicFeasible()
    {
        std::mt19937 random(2008);
        constexpr int kInstances = 300;
        constexpr std::size_t kMostTasks = 8;
        double heuristicTotal = 0;
        double optimumTotal = 0;
        for (int n = 0; n < kInstances; ++n) {
            const MmkpProblem p = randomProblem(random, 1 + std::size_t(n) % kMostTasks);
            std::vector<int> choice(p.tasks.size(), MmkpSolution::kNone);
            const double optimum = bruteForce(p, choice, 0);
            const MmkpSolution exact = MmkpSolver::branchAndBound(p);
            QVERIFY(exact.provedOptimal);
            QVERIFY(MmkpSolution::feasible(p, exact.choice));
            QCOMPARE(exact.utility, optimum);
            const MmkpSolution quick = MmkpSolver::heuristic(p);
            QVERIFY(MmkpSolution::feasible(p, quick.choice));
            QVERIFY(quick.utility <= optimum);
            heuristicTotal += quick.utility;
            optimumTotal += optimum;
        }
        // Not a bound the heuristic promises, but a regression guard: it
        // reaches most of the optimum on such instances.
        QVERIFY2(heuristicTotal >= 0.9 * optimumTotal,
                 qPrintable(QStringLiteral("%1 of %2").arg(heuristicTotal).arg(optimumTotal)));
    }

    // Twelve tasks, as the spec's K2 allows: branch and bound still proves
    // its optimum, which the heuristic never exceeds.
    void twelveTasks()
    {
        std::mt19937 random(12);
        for (int n = 0; n < 20; ++n) {
            const MmkpProblem p = randomProblem(random, 12);
            const MmkpSolution exact = MmkpSolver::branchAndBound(p);
            QVERIFY(exact.provedOptimal);
            QVERIFY(MmkpSolver::heuristic(p).utility <= exact.utility);
        }
    }

    void aBudgetCutSearchSaysSo()
    {
        std::mt19937 random(7);
        const MmkpProblem p = randomProblem(random, 12);
        const MmkpSolution cut = MmkpSolver::branchAndBound(p, 10);
        QVERIFY(!cut.provedOptimal);
        QVERIFY(MmkpSolution::feasible(p, cut.choice));
    }
};

QTEST_APPLESS_MAIN(MmkpSolverTest)
#include "MmkpSolverTest.moc"
