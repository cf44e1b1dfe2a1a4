#include "charts/TreemapLayout.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace schedlab {

double TreemapLayout::worstRatio(double sum, double smallest, double largest, double side)
{
    const double sideSquared = side * side;
    const double sumSquared = sum * sum;
    return std::max(sideSquared * largest / sumSquared, sumSquared / (sideSquared * smallest));
}

std::vector<QRectF> TreemapLayout::layout(const std::vector<double>& weights, const QRectF& bounds)
{
    std::vector<QRectF> rects(weights.size());
    std::vector<std::size_t> order;
    double total = 0;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        if (std::isfinite(weights[i]) && weights[i] > 0) {
            order.push_back(i);
            total += weights[i];
        }
    }
    if (order.empty() || bounds.width() <= 0 || bounds.height() <= 0)
        return rects;
    // Largest first: the squarified algorithm relies on it, and big machines
    // end up top-left, where the eye starts.
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return weights[a] > weights[b]; });
    const double scale = bounds.width() * bounds.height() / total;

    QRectF free = bounds;
    std::vector<std::size_t> row;
    double rowSum = 0;
    double rowMin = std::numeric_limits<double>::infinity();
    double rowMax = 0;

    // Lays the current row along the shorter side of the free rectangle and
    // takes its strip off the free rectangle.
    auto placeRow = [&](bool last) {
        const bool vertical = free.width() >= free.height();  // a column on the left
        const double side = vertical ? free.height() : free.width();
        // The last row takes exactly what is left, so rounding cannot leave a gap.
        const double thickness = last ? (vertical ? free.width() : free.height()) : rowSum / side;
        double offset = 0;
        for (std::size_t k = 0; k < row.size(); ++k) {
            const double area = weights[row[k]] * scale;
            const double length = k + 1 == row.size() ? side - offset : area / thickness;
            rects[row[k]] = vertical ? QRectF(free.left(), free.top() + offset, thickness, length)
                                     : QRectF(free.left() + offset, free.top(), length, thickness);
            offset += length;
        }
        if (vertical)
            free.setLeft(free.left() + thickness);
        else
            free.setTop(free.top() + thickness);
        row.clear();
        rowSum = 0;
        rowMin = std::numeric_limits<double>::infinity();
        rowMax = 0;
    };

    for (const std::size_t index : order) {
        const double area = weights[index] * scale;
        const double side = std::min(free.width(), free.height());
        if (!row.empty()) {
            const double current = worstRatio(rowSum, rowMin, rowMax, side);
            const double extended =
                worstRatio(rowSum + area, std::min(rowMin, area), std::max(rowMax, area), side);
            if (extended > current)
                placeRow(false);
        }
        row.push_back(index);
        rowSum += area;
        rowMin = std::min(rowMin, area);
        rowMax = std::max(rowMax, area);
    }
    placeRow(true);
    return rects;
}

}  // namespace schedlab
