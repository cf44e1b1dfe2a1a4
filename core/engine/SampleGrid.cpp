#include "engine/SampleGrid.h"

#include "engine/Simulator.h"

#include <algorithm>

namespace schedlab {

void SampleGrid::start(Time first, Time span, Time requestedStep)
{
    m_step = requestedStep > 0 ? requestedStep : std::max<Time>(1, span / SimulationOptions::kDefaultSampleCount);
    m_next = first;
}

void SampleGrid::taken(std::vector<TimeSample>& samples)
{
    m_next += m_step;
    if (samples.size() < SimulationOptions::kMaxSampleCount)
        return;
    // The step comes from the submission span, but a schedule may last far
    // longer (30 one-day jobs submitted at once gave 2.59 million one-second
    // samples): keep every other sample and double the step, so that a run
    // has between kMaxSampleCount / 2 and kMaxSampleCount. The count is even
    // here, so the next sample time stays on the grid.
    std::size_t kept = 0;
    for (std::size_t i = 0; i < samples.size(); i += 2)
        samples[kept++] = std::move(samples[i]);
    samples.resize(kept);
    m_step *= 2;
}

}  // namespace schedlab
