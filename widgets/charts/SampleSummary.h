#pragma once

#include "model/Types.h"

#include <array>
#include <cstddef>
#include <vector>

namespace schedlab {

// What the live charts' titles say of a series: its value at an instant
// (the last sample at or before it), its mean over the run as a step
// function (each sample holds until the next: queue length, busy nodes and
// running jobs change only at events) and its largest value. Samples come
// in time order; times in seconds.
class SampleSummary {
public:
    static constexpr std::size_t kSeries = 4;
    using Values = std::array<double, kSeries>;

    void clear();
    void add(double time, const Values& values);

    [[nodiscard]] bool empty() const { return m_times.empty(); }
    [[nodiscard]] double last(std::size_t series) const;
    [[nodiscard]] double at(std::size_t series, double time) const;  // 0 before the first sample
    [[nodiscard]] double mean(std::size_t series) const;             // the last value for one sample
    [[nodiscard]] double largest(std::size_t series) const;

private:
    std::vector<double> m_times;
    std::vector<Values> m_values;
    Values m_integral{};  // sum of value x time held, up to the last sample
    Values m_largest{};
};

}  // namespace schedlab
