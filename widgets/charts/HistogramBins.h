#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <numeric>
#include <vector>

namespace schedlab {

// One histogram ready to draw: a label and a count per bin, in axis order.
struct HistogramBins {
    QStringList labels;
    std::vector<std::int64_t> counts;

    [[nodiscard]] std::int64_t total() const
    {
        return std::accumulate(counts.begin(), counts.end(), std::int64_t(0));
    }
    [[nodiscard]] int size() const { return int(counts.size()); }
};

}  // namespace schedlab
