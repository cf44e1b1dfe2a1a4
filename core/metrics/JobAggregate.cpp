#include "metrics/JobAggregate.h"

namespace schedlab {

namespace acc = boost::accumulators;

void JobAggregate::add(const JobSample& sample)
{
    m_response(sample.response);
    m_wait(sample.wait);
    m_slowdown(sample.slowdown);
    m_boundedSlowdown(sample.boundedSlowdown);
    m_weightedResponse(sample.response, acc::weight = sample.weight);
    m_weightedWait(sample.wait, acc::weight = sample.weight);
    m_weightedCompletion(sample.completion, acc::weight = sample.weight);
    m_work(sample.work);
}

double JobAggregate::meanOf(const Mean& a)
{
    return acc::count(a) == 0 ? 0.0 : acc::mean(a);
}

double JobAggregate::weightedMeanOf(const WeightedMean& a)
{
    // With w = m * p only zero-length jobs have weight 0; a group of nothing
    // else has no meaningful weighted mean, and 0 keeps reports NaN-free.
    return acc::sum_of_weights(a) > 0 ? acc::weighted_mean(a) : 0.0;
}

std::int64_t JobAggregate::count() const
{
    return std::int64_t(acc::count(m_response));
}

double JobAggregate::work() const
{
    return acc::sum(m_work);
}

double JobAggregate::sumResponse() const
{
    return acc::sum(m_response);
}

double JobAggregate::sumWeightedCompletion() const
{
    return acc::weighted_sum(m_weightedCompletion);
}

double JobAggregate::sumWeightedResponse() const
{
    return acc::weighted_sum(m_weightedResponse);
}

double JobAggregate::meanResponse() const
{
    return meanOf(m_response);
}

double JobAggregate::meanWait() const
{
    return meanOf(m_wait);
}

double JobAggregate::meanSlowdown() const
{
    return meanOf(m_slowdown);
}

double JobAggregate::meanBoundedSlowdown() const
{
    return meanOf(m_boundedSlowdown);
}

double JobAggregate::weightedMeanResponse() const
{
    return weightedMeanOf(m_weightedResponse);
}

double JobAggregate::weightedMeanWait() const
{
    return weightedMeanOf(m_weightedWait);
}

}  // namespace schedlab
