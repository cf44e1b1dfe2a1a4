#pragma once

#include <boost/accumulators/accumulators.hpp>
#include <boost/accumulators/statistics/count.hpp>
#include <boost/accumulators/statistics/mean.hpp>
#include <boost/accumulators/statistics/stats.hpp>
#include <boost/accumulators/statistics/sum.hpp>
#include <boost/accumulators/statistics/weighted_mean.hpp>
#include <boost/accumulators/statistics/weighted_sum.hpp>

#include <cstdint>

namespace schedlab {

// The per-job quantities of Yahyapour (2002), §3.1, for one finished job.
struct JobSample {
    double wait = 0;             // s_i - r_i
    double response = 0;         // t_i - r_i
    double completion = 0;       // t_i
    double slowdown = 0;
    double boundedSlowdown = 0;
    double weight = 0;           // w_i = m_i * p_i
    double work = 0;             // node-seconds executed (in the group's scope)
};

// Sums and means over a group of finished jobs: the whole run, one machine
// or one user. One class so the three scopes cannot drift apart. Every mean
// of an empty group (or a weighted mean with zero total weight: only
// zero-length jobs) is 0, never NaN.
class JobAggregate {
public:
    void add(const JobSample& sample);

    [[nodiscard]] std::int64_t count() const;
    [[nodiscard]] double work() const;
    [[nodiscard]] double sumResponse() const;
    [[nodiscard]] double sumWeightedCompletion() const;
    [[nodiscard]] double sumWeightedResponse() const;  // sum w_i (t_i - r_i): total weighted flow time
    [[nodiscard]] double meanResponse() const;
    [[nodiscard]] double meanWait() const;
    [[nodiscard]] double meanSlowdown() const;
    [[nodiscard]] double meanBoundedSlowdown() const;
    [[nodiscard]] double weightedMeanResponse() const;  // AWRT
    [[nodiscard]] double weightedMeanWait() const;      // AWWT

private:
    template <typename Feature>
    using Plain = boost::accumulators::accumulator_set<double, boost::accumulators::stats<Feature>>;
    using Mean = boost::accumulators::accumulator_set<
        double, boost::accumulators::stats<boost::accumulators::tag::count, boost::accumulators::tag::sum,
                                           boost::accumulators::tag::mean>>;
    using WeightedMean = boost::accumulators::accumulator_set<
        double,
        boost::accumulators::stats<boost::accumulators::tag::weighted_sum, boost::accumulators::tag::sum_of_weights,
                                   boost::accumulators::tag::weighted_mean>,
        double>;

    [[nodiscard]] static double meanOf(const Mean& acc);
    [[nodiscard]] static double weightedMeanOf(const WeightedMean& acc);

    Mean m_response;
    Mean m_wait;
    Mean m_slowdown;
    Mean m_boundedSlowdown;
    WeightedMean m_weightedResponse;
    WeightedMean m_weightedWait;
    WeightedMean m_weightedCompletion;
    Plain<boost::accumulators::tag::sum> m_work;
};

}  // namespace schedlab
