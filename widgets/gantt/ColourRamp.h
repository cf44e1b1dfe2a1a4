#pragma once

#include <QColor>

#include <algorithm>
#include <array>
#include <cmath>

namespace schedlab {

// Colours along a ramp of evenly spaced stops (t = 0 the first stop, 1 the
// last), mixed linearly in RGB between neighbouring stops: the Gantt chart's
// continuous colour modes (width, credit) share it.
class ColourRamp {
public:
    [[nodiscard]] static QRgb mix(QRgb a, QRgb b, double t)
    {
        const auto channel = [t](int x, int y) { return int(std::lround(double(x) + (double(y) - double(x)) * t)); };
        return qRgb(channel(qRed(a), qRed(b)), channel(qGreen(a), qGreen(b)), channel(qBlue(a), qBlue(b)));
    }

    template <std::size_t N>
    [[nodiscard]] static QRgb at(const std::array<QRgb, N>& stops, double t)
    {
        t = std::clamp(t, 0.0, 1.0) * double(N - 1);
        const auto i = std::min(std::size_t(t), N - 2);
        return mix(stops[i], stops[i + 1], t - double(i));
    }
};

}  // namespace schedlab
