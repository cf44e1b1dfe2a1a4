// schedlab-mmkp-bench: how fast the MMKP heuristic solves an allocation of
// the size Vanderster (2008) reports (4,000 tasks on 5,120 CPUs: about
// 200 s with the thesis's solver), and how close it comes to the optimum
// where branch and bound can still prove one.
//
//   build/release/tests/benchmarks/schedlab-mmkp-bench [--repeat R]
//
// Tasks ask for 1..32 processors (a power of two), each offered at its
// width, half and a quarter of it (halving:2) on each of four clusters of
// 1,280 processors; utility v * (P / P_max)^1.1 with v ~ N(10, 4) (the
// thesis's ch. 4 model). Fixed seeds: every run solves the same problems.

#include "ArgumentParser.h"
#include "NumberFormat.h"
#include "NumberParser.h"
#include "TextTable.h"

#include "knapsack/MmkpSolver.h"

#include <algorithm>
#include <cmath>
#include <ctime>
#include <iostream>
#include <random>

using namespace schedlab;

namespace {

constexpr int kClusters = 4;
constexpr double kProcessorsPerCluster = 1280;
constexpr int kLargestWidthExponent = 5;  // 32 processors
constexpr int kHalvings = 2;
constexpr double kValueMean = 10;
constexpr double kValueSpread = 4;
constexpr double kValueFloor = 0.1;
constexpr double kWidthExponent = 1.1;
constexpr int kDefaultRepeat = 5;
constexpr int kMaxRepeat = 100;
constexpr std::size_t kLargeTasks = 4000;
constexpr std::int64_t kProofBudget = 50'000'000;
constexpr int kSecondsDecimals = 3;
constexpr int kPercentDecimals = 2;

MmkpProblem problem(std::size_t tasks, double processorsPerCluster, unsigned seed)
{
    std::mt19937 random(seed);
    std::uniform_int_distribution<int> exponent(0, kLargestWidthExponent);
    std::normal_distribution<double> value(kValueMean, kValueSpread);
    MmkpProblem p;
    p.capacity.assign(kClusters, {processorsPerCluster});
    for (std::size_t i = 0; i < tasks; ++i) {
        const double width = std::pow(2.0, exponent(random));
        double v = value(random);
        while (v < kValueFloor)
            v = value(random);
        MmkpProblem::Task task;
        for (int h = 0; h <= kHalvings && width / std::pow(2.0, h) >= 1; ++h) {
            const double p_ij = width / std::pow(2.0, h);
            for (std::size_t k = 0; k < kClusters; ++k)
                task.options.push_back({k, {p_ij}, v * std::pow(p_ij / width, kWidthExponent)});
        }
        p.tasks.push_back(std::move(task));
    }
    return p;
}

double cpuSecondsOf(const auto& work)
{
    const std::clock_t start = std::clock();
    work();
    return double(std::clock() - start) / CLOCKS_PER_SEC;
}

}  // namespace

int main(int argc, char** argv)
{
    ArgumentParser parser("schedlab-mmkp-bench", "Times the MMKP heuristic and its gap to the optimum.");
    parser.option("repeat", "R", "solves of the large problem (default " + std::to_string(kDefaultRepeat) + ")");
    const ParsedArguments args = parser.parse(std::vector<std::string>(argv + 1, argv + argc));
    const int repeat = int(args.has("repeat") ? NumberParser::integer(*args.value("repeat"), "--repeat", 1, kMaxRepeat)
                                              : kDefaultRepeat);

    const MmkpProblem large = problem(kLargeTasks, kProcessorsPerCluster, 1);
    std::vector<double> times;
    MmkpSolution solution;
    for (int r = 0; r < repeat; ++r)
        times.push_back(cpuSecondsOf([&] { solution = MmkpSolver::heuristic(large); }));
    std::ranges::sort(times);
    std::size_t options = 0;
    for (const auto& task : large.tasks)
        options += task.options.size();
    std::cout << "Heuristic, " << kLargeTasks << " tasks (" << options << " options) on " << kClusters << " x "
              << kProcessorsPerCluster << " processors: median " << NumberFormat::fixed(times[times.size() / 2], kSecondsDecimals)
              << " s CPU over " << repeat << " solves, utility " << NumberFormat::fixed(solution.utility, 1)
              << ", feasible " << (MmkpSolution::feasible(large, solution.choice) ? "yes" : "NO") << "\n\n";

    // Small problems, scarce processors, so that the choice matters.
    TextTable table({"tasks", "processors", "B&B best", "heuristic", "gap %", "proved optimal", "B&B s"});
    table.alignRightFrom(0);
    for (const std::size_t tasks : {8, 10, 12, 14, 16, 20}) {
        const MmkpProblem small = problem(tasks, double(tasks) * 2, unsigned(tasks));
        const MmkpSolution quick = MmkpSolver::heuristic(small);
        MmkpSolution exact;
        const double seconds = cpuSecondsOf([&] { exact = MmkpSolver::branchAndBound(small, kProofBudget); });
        const double gap = exact.utility > 0 ? (exact.utility - quick.utility) / exact.utility * 100 : 0;
        table.addRow({std::to_string(tasks), NumberFormat::fixed(double(tasks) * 2 * kClusters, 0),
                      NumberFormat::fixed(exact.utility, 2), NumberFormat::fixed(quick.utility, 2),
                      NumberFormat::fixed(gap, kPercentDecimals), exact.provedOptimal ? "yes" : "no",
                      NumberFormat::fixed(seconds, kSecondsDecimals)});
    }
    std::cout << table.toString();
    return 0;
}
