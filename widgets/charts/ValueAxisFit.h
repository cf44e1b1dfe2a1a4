#pragma once

#include "charts/ChartStyle.h"

#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace schedlab::chartstyle {

// A value axis from 0 to a round value at or above `maximum`, in about
// `ticks` round steps, labelled without decimals from a step of 1 up, in
// the charts' colours: the one axis the bar and line charts share.
inline void fitValueAxis(QValueAxis& axis, double maximum, int ticks)
{
    const double step = niceStep(maximum / ticks);
    axis.setRange(0, std::max(step, std::ceil(maximum / step) * step));
    axis.setTickCount(int(std::lround(axis.max() / step)) + 1);
    axis.setLabelFormat(step >= 1.0 ? QStringLiteral("%.0f") : QStringLiteral("%.2f"));
    axis.setGridLineColor(kGridColor);
    axis.setLabelsColor(kTextColor);
}

}  // namespace schedlab::chartstyle
