#pragma once

#include "engine/TimeSample.h"
#include "model/Types.h"

#include <vector>

namespace schedlab {

// When the engine takes its time samples: on a grid from the first
// submission, at a step that gives about SimulationOptions::kDefaultSampleCount
// samples over the submission span (or the step asked for), and never more
// than kMaxSampleCount: past that, every other sample goes and the step
// doubles.
class SampleGrid {
public:
    void start(Time first, Time span, Time requestedStep);

    // There is a sample to take before `time`; it is at next().
    [[nodiscard]] bool due(Time time) const { return m_step > 0 && m_next < time; }
    [[nodiscard]] Time next() const { return m_next; }
    // The sample at next() was appended to `samples`: move on, thinning if needed.
    void taken(std::vector<TimeSample>& samples);

private:
    Time m_step = 0;
    Time m_next = 0;
};

}  // namespace schedlab
