#pragma once

#include <nlohmann/json.hpp>

#include <vector>

namespace schedlab {

// Minimum, median, mean and maximum of a list of values, for trace summaries.
struct ValueSummary {
    double minimum = 0;
    double median = 0;
    double mean = 0;
    double maximum = 0;

    // All zero for an empty list. The median of an even count is the mean of
    // the two middle values.
    [[nodiscard]] static ValueSummary of(std::vector<double> values);
    [[nodiscard]] nlohmann::json toJson() const;
};

}  // namespace schedlab
