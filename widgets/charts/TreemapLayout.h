#pragma once

#include <QRectF>

#include <vector>

namespace schedlab {

// Squarified treemap (Bruls, Huizing and van Wijk, 2000): splits a rectangle
// into one rectangle per weight, with areas exactly proportional to the
// weights and aspect ratios kept close to 1, so that sizes compare at a
// glance. Used by PlatformDiagram to draw machines to scale.
class TreemapLayout {
public:
    // One rectangle per weight, in the order given; weights <= 0 (or not
    // finite) get an empty rectangle. The rectangles tile `bounds`.
    [[nodiscard]] static std::vector<QRectF> layout(const std::vector<double>& weights, const QRectF& bounds);

private:
    // The worst aspect ratio of a row of areas laid along a side of `side`.
    [[nodiscard]] static double worstRatio(double sum, double smallest, double largest, double side);
};

}  // namespace schedlab
