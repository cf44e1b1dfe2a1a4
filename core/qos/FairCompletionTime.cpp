#include "qos/FairCompletionTime.h"

#include "qos/MaxMinFairShare.h"

#include <limits>
#include <stdexcept>

namespace schedlab {

double FairCompletionTime::of(double delay, double work, double rate)
{
    if (work <= 0)
        return delay;
    if (rate <= 0)
        return std::numeric_limits<double>::infinity();
    return delay + work / rate;
}

std::vector<double> FairCompletionTime::forRates(const std::vector<double>& delays, const std::vector<double>& works,
                                                 const std::vector<double>& rates)
{
    if (works.size() != rates.size() || (!delays.empty() && delays.size() != rates.size()))
        throw std::invalid_argument("FairCompletionTime: delays, workloads and rates differ in size");
    std::vector<double> times(rates.size());
    for (std::size_t i = 0; i < rates.size(); ++i)
        times[i] = of(delays.empty() ? 0.0 : delays[i], works[i], rates[i]);
    return times;
}

std::vector<double> FairCompletionTime::sfto(const std::vector<double>& delays, const std::vector<double>& works,
                                             const std::vector<double>& demands, double capacity,
                                             const std::vector<double>& weights)
{
    return forRates(delays, works, MaxMinFairShare::rates(demands, capacity, weights));
}

}  // namespace schedlab
