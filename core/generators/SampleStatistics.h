#pragma once

#include <span>
#include <vector>

namespace schedlab {

// The statistics WorkloadComparison needs, over plain samples. Every result
// is computed in a fixed order, so it is the same on every run.
class SampleStatistics {
public:
    [[nodiscard]] static double mean(std::span<const double> values);  // 0 when empty
    // Population standard deviation; 0 for fewer than two values.
    [[nodiscard]] static double populationStdDev(std::span<const double> values);

    // Two-sample Kolmogorov–Smirnov distance: the largest difference between
    // the empirical distribution functions, sup_x |F_a(x) - F_b(x)|, in
    // [0, 1]. Both inputs sorted ascending and not empty. Tied values are
    // passed together, so the distance is evaluated only between distinct values.
    [[nodiscard]] static double ksDistance(std::span<const double> sortedA, std::span<const double> sortedB);

    // Spearman's rank correlation: Pearson's correlation of the ranks, ties
    // getting their average rank (node counts are heavily tied). In [-1, 1];
    // 0 when either side is constant or fewer than two pairs exist.
    [[nodiscard]] static double spearman(std::span<const double> x, std::span<const double> y);
    [[nodiscard]] static double pearson(std::span<const double> x, std::span<const double> y);

    // 1-based ranks, ties averaged.
    [[nodiscard]] static std::vector<double> averageRanks(std::span<const double> values);
};

}  // namespace schedlab
