#include "generators/SampleStatistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace schedlab {

double SampleStatistics::mean(std::span<const double> values)
{
    if (values.empty())
        return 0;
    double sum = 0;
    for (const double v : values)
        sum += v;
    return sum / static_cast<double>(values.size());
}

double SampleStatistics::ksDistance(std::span<const double> sortedA, std::span<const double> sortedB)
{
    if (sortedA.empty() || sortedB.empty())
        return 0;
    const auto na = static_cast<double>(sortedA.size());
    const auto nb = static_cast<double>(sortedB.size());
    std::size_t i = 0;
    std::size_t j = 0;
    double distance = 0;
    while (i < sortedA.size() && j < sortedB.size()) {
        const double x = std::min(sortedA[i], sortedB[j]);
        while (i < sortedA.size() && sortedA[i] == x)
            ++i;
        while (j < sortedB.size() && sortedB[j] == x)
            ++j;
        distance = std::max(distance, std::fabs(static_cast<double>(i) / na - static_cast<double>(j) / nb));
    }
    return distance;
}

std::vector<double> SampleStatistics::averageRanks(std::span<const double> values)
{
    std::vector<std::size_t> order(values.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&values](std::size_t a, std::size_t b) { return values[a] < values[b]; });
    std::vector<double> ranks(values.size());
    std::size_t start = 0;
    while (start < order.size()) {
        std::size_t end = start + 1;
        while (end < order.size() && values[order[end]] == values[order[start]])
            ++end;
        // Positions start..end-1 hold equal values: 1-based ranks start+1..end.
        const double rank = (static_cast<double>(start + 1) + static_cast<double>(end)) / 2;
        for (std::size_t k = start; k < end; ++k)
            ranks[order[k]] = rank;
        start = end;
    }
    return ranks;
}

double SampleStatistics::populationStdDev(std::span<const double> values)
{
    if (values.size() < 2)
        return 0;
    const double m = mean(values);
    double squares = 0;
    for (const double v : values)
        squares += (v - m) * (v - m);
    return std::sqrt(squares / double(values.size()));
}

double SampleStatistics::pearson(std::span<const double> x, std::span<const double> y)
{
    const std::size_t n = std::min(x.size(), y.size());
    if (n < 2)
        return 0;
    const double mx = mean(x.first(n));
    const double my = mean(y.first(n));
    double sxy = 0;
    double sxx = 0;
    double syy = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const double dx = x[i] - mx;
        const double dy = y[i] - my;
        sxy += dx * dy;
        sxx += dx * dx;
        syy += dy * dy;
    }
    if (sxx == 0 || syy == 0)
        return 0;
    return sxy / std::sqrt(sxx * syy);
}

double SampleStatistics::spearman(std::span<const double> x, std::span<const double> y)
{
    const std::size_t n = std::min(x.size(), y.size());
    const std::vector<double> rx = averageRanks(x.first(n));
    const std::vector<double> ry = averageRanks(y.first(n));
    return pearson(rx, ry);
}

}  // namespace schedlab
