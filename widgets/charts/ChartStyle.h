#pragma once

#include <QColor>

#include <cmath>

namespace schedlab::chartstyle {

// Shared look and arithmetic of the chart widgets, so that the live charts
// and the histograms read as one family.

inline const QColor kGridColor{0xe3, 0xe6, 0xea};
inline const QColor kAxisColor{0x9a, 0xa0, 0xa6};
inline const QColor kTextColor{0x30, 0x34, 0x38};
inline const QColor kNowColor{0xd6, 0x27, 0x28};

// Smallest "round" step (1, 2 or 5 times a power of ten) of at least `raw`,
// for axis ticks people can read at a glance.
inline double niceStep(double raw)
{
    constexpr double kTen = 10.0;
    constexpr double kTwo = 2.0;
    constexpr double kFive = 5.0;
    if (!(raw > 0) || !std::isfinite(raw))
        return 1.0;
    const double magnitude = std::pow(kTen, std::floor(std::log10(raw)));
    const double fraction = raw / magnitude;
    double nice = kTen;
    if (fraction <= 1.0)
        nice = 1.0;
    else if (fraction <= kTwo)
        nice = kTwo;
    else if (fraction <= kFive)
        nice = kFive;
    return nice * magnitude;
}

}  // namespace schedlab::chartstyle
