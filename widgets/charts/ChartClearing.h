#pragma once

#include <QAbstractAxis>
#include <QChart>

namespace schedlab::chartstyle {

// Empties a chart that is about to be rebuilt: every series and every axis
// goes, and is deleted. QChart::removeAxis hands the axis back to the
// caller instead of deleting it, so charts rebuilt with only removeAxis
// leaked their old axes on every rebuild (LeakSanitizer found them).
inline void clearChart(QChart& chart)
{
    chart.removeAllSeries();
    for (QAbstractAxis* axis : chart.axes()) {
        chart.removeAxis(axis);
        delete axis;
    }
}

}  // namespace schedlab::chartstyle
