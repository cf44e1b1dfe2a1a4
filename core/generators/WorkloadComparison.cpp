#include "generators/WorkloadComparison.h"

#include "generators/SampleStatistics.h"
#include "metrics/SampleDistribution.h"

#include <algorithm>
#include <bit>
#include <vector>

namespace schedlab {

namespace {

constexpr int kMedian = 50;
constexpr int kP90 = 90;
constexpr int kP99 = 99;

// One workload's values per quantity, in job order (inter-arrival: one
// fewer than jobs).
struct Columns {
    std::array<std::vector<double>, WorkloadComparison::kQuantityCount> values;
    std::size_t powerOfTwoJobs = 0;
};

Columns columnsOf(const Workload& workload, std::int32_t widthLimit)
{
    using Q = WorkloadComparison::Quantity;
    Columns c;
    for (auto& column : c.values)
        column.reserve(workload.jobs.size());
    bool havePrevious = false;
    Time previous = 0;
    for (const Job& job : workload.jobs) {
        if (widthLimit > 0 && job.nodes > widthLimit)
            continue;
        if (havePrevious)
            c.values[WorkloadComparison::index(Q::InterArrival)].push_back(static_cast<double>(job.submit - previous));
        previous = job.submit;
        havePrevious = true;
        c.values[WorkloadComparison::index(Q::Nodes)].push_back(job.nodes);
        c.values[WorkloadComparison::index(Q::Estimate)].push_back(static_cast<double>(job.estimate));
        c.values[WorkloadComparison::index(Q::RunTime)].push_back(static_cast<double>(job.runTime));
        if (std::has_single_bit(static_cast<std::uint32_t>(job.nodes)))
            ++c.powerOfTwoJobs;
    }
    return c;
}

WorkloadComparison::Summary summarize(const std::vector<double>& sorted)
{
    WorkloadComparison::Summary s;
    if (sorted.empty())
        return s;
    s.mean = SampleStatistics::mean(sorted);
    s.median = SampleDistribution::nearestRank(sorted, kMedian);
    s.p90 = SampleDistribution::nearestRank(sorted, kP90);
    s.p99 = SampleDistribution::nearestRank(sorted, kP99);
    return s;
}

// Fills `side` and sorts the columns (correlations need job order, so they
// come first).
void describe(Columns& c, WorkloadComparison::Side& side)
{
    using Q = WorkloadComparison::Quantity;
    const auto& nodes = c.values[WorkloadComparison::index(Q::Nodes)];
    const auto& estimate = c.values[WorkloadComparison::index(Q::Estimate)];
    const auto& run = c.values[WorkloadComparison::index(Q::RunTime)];
    side.jobs = nodes.size();
    side.powerOfTwoShare = side.jobs == 0 ? 0 : static_cast<double>(c.powerOfTwoJobs) / static_cast<double>(side.jobs);
    side.nodesRunCorrelation = SampleStatistics::spearman(nodes, run);
    side.estimateRunCorrelation = SampleStatistics::spearman(estimate, run);
    for (const Q q : WorkloadComparison::kQuantities) {
        auto& column = c.values[WorkloadComparison::index(q)];
        std::sort(column.begin(), column.end());
        side.summaries[WorkloadComparison::index(q)] = summarize(column);
    }
}

}  // namespace

WorkloadComparison WorkloadComparison::compare(const Workload& source, const Workload& generated,
                                               std::int32_t sourceWidthLimit)
{
    WorkloadComparison result;
    Columns a = columnsOf(source, sourceWidthLimit);
    Columns b = columnsOf(generated, 0);
    describe(a, result.m_source);
    describe(b, result.m_generated);
    for (const Quantity q : kQuantities)
        result.m_ks[index(q)] = SampleStatistics::ksDistance(a.values[index(q)], b.values[index(q)]);
    return result;
}

std::string WorkloadComparison::quantityName(Quantity q)
{
    switch (q) {
    case Quantity::InterArrival:
        return "inter-arrival (s)";
    case Quantity::Nodes:
        return "nodes";
    case Quantity::Estimate:
        return "estimate (s)";
    case Quantity::RunTime:
        return "run time (s)";
    }
    return {};
}

}  // namespace schedlab
