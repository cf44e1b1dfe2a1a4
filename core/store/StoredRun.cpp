#include "store/StoredRun.h"

#include <limits>

namespace schedlab {

double StoredRun::metric(const std::string& key) const
{
    for (const auto& [metricKey, value] : metrics) {
        if (metricKey == key)
            return value;
    }
    return std::numeric_limits<double>::quiet_NaN();
}

}  // namespace schedlab
