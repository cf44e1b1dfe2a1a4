#include "metrics/SampleDistribution.h"

#include <boost/accumulators/accumulators.hpp>
#include <boost/accumulators/statistics/mean.hpp>
#include <boost/accumulators/statistics/stats.hpp>

#include <algorithm>

namespace schedlab {

namespace {

constexpr int kPercentScale = 100;
constexpr int kMedian = 50;
constexpr int kP90 = 90;
constexpr int kP95 = 95;
constexpr int kP99 = 99;

}  // namespace

double SampleDistribution::nearestRank(const std::vector<double>& sorted, int percent)
{
    const std::size_t n = sorted.size();
    // rank = ceil(percent * n / 100), at least 1 so that p0 is the minimum.
    const std::size_t rank = std::max<std::size_t>((std::size_t(percent) * n + kPercentScale - 1) / kPercentScale, 1);
    return sorted[std::min(rank, n) - 1];
}

Distribution SampleDistribution::summarize()
{
    Distribution out;
    if (m_values.empty()) {
        return out;
    }
    std::sort(m_values.begin(), m_values.end());
    namespace acc = boost::accumulators;
    acc::accumulator_set<double, acc::stats<acc::tag::mean>> mean;
    for (const double v : m_values) {
        mean(v);
    }
    out.mean = acc::mean(mean);
    out.p50 = nearestRank(m_values, kMedian);
    out.p90 = nearestRank(m_values, kP90);
    out.p95 = nearestRank(m_values, kP95);
    out.p99 = nearestRank(m_values, kP99);
    out.max = m_values.back();
    return out;
}

}  // namespace schedlab
