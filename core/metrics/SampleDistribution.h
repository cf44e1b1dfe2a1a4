#pragma once

#include "metrics/MetricsReport.h"

#include <vector>

namespace schedlab {

// Collects one per-job quantity and summarizes it with exact percentiles.
//
// Percentiles use the nearest-rank definition: with the n values sorted
// ascending, the P-th percentile is the value at 1-based rank ceil(P/100 * n).
// It is always one of the observed values (no interpolation), so a reported
// p95 wait is a wait some job really had. The rank is computed in integers,
// so no rounding can move it.
class SampleDistribution {
public:
    void reserve(std::size_t count) { m_values.reserve(count); }
    void add(double value) { m_values.push_back(value); }

    // Sorts the collected values; an empty distribution is all zeros.
    [[nodiscard]] Distribution summarize();

    // Nearest-rank percentile of ascending `sorted` (not empty), percent in [0, 100].
    [[nodiscard]] static double nearestRank(const std::vector<double>& sorted, int percent);

private:
    std::vector<double> m_values;
};

}  // namespace schedlab
