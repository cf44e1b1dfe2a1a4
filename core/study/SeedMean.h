#pragma once

#include <boost/accumulators/accumulators.hpp>
#include <boost/accumulators/statistics/count.hpp>
#include <boost/accumulators/statistics/mean.hpp>
#include <boost/accumulators/statistics/stats.hpp>
#include <boost/accumulators/statistics/variance.hpp>

#include <string>

namespace schedlab {

// One figure of a study cell over its seeds: the mean and its standard
// error s / sqrt(n), s the sample standard deviation (n - 1), as Vanderster
// (2008) reports means over seeds with their standard errors. Values that
// are NaN (a metric a run does not have) are left out.
class SeedMean {
public:
    void add(double value);

    [[nodiscard]] int count() const;
    [[nodiscard]] double mean() const;           // NaN without values
    [[nodiscard]] double standardError() const;  // NaN with fewer than two values

    // Mean and standard error as table cells, each scaled (a unit change)
    // and with `decimals`; empty where the figure is NaN.
    [[nodiscard]] std::string meanText(int decimals, double scale = 1) const;
    [[nodiscard]] std::string errorText(int decimals, double scale = 1) const;

private:
    using Stats = boost::accumulators::stats<boost::accumulators::tag::count, boost::accumulators::tag::mean,
                                             boost::accumulators::tag::variance>;
    boost::accumulators::accumulator_set<double, Stats> m_values;
};

}  // namespace schedlab
