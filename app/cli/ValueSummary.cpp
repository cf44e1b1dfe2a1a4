#include "ValueSummary.h"

#include <algorithm>
#include <numeric>

namespace schedlab {

ValueSummary ValueSummary::of(std::vector<double> values)
{
    ValueSummary summary;
    if (values.empty())
        return summary;
    std::ranges::sort(values);
    const std::size_t n = values.size();
    summary.minimum = values.front();
    summary.maximum = values.back();
    summary.mean = std::accumulate(values.begin(), values.end(), 0.0) / double(n);
    summary.median = n % 2 == 1 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2.0;
    return summary;
}

nlohmann::json ValueSummary::toJson() const
{
    return {{"min", minimum}, {"median", median}, {"mean", mean}, {"max", maximum}};
}

}  // namespace schedlab
