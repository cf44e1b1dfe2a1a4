#pragma once

#include <algorithm>
#include <cmath>

namespace schedlab {

// How many decimals a time (s) or an amount of work (node-h) shows in the
// metric tables and the run's status: none from 100 on (a year's AWRT is
// days), three significant digits below. A QoS task runs for a second or two
// (Phosphorus D5.2, §2.2), and whole seconds showed every user's mean
// response as "2" and every machine's work as "0".
inline int significantDecimals(double value)
{
    constexpr int kSignificant = 3;
    constexpr int kMostDecimals = 6;
    const double magnitude = std::abs(value);
    if (!(magnitude > 0) || !std::isfinite(magnitude))
        return 0;
    const int digitsBeforePoint = int(std::floor(std::log10(magnitude))) + 1;
    return std::clamp(kSignificant - digitsBeforePoint, 0, kMostDecimals);
}

}  // namespace schedlab
