#include "grid/CompletionPredictor.h"

#include "engine/SchedulingContext.h"
#include "platform/Platform.h"

#include <algorithm>
#include <cmath>

namespace schedlab {

namespace {

// The engine's rule for a run time on a machine of speed v: rounded up to whole ticks.
Time durationAt(Time estimate, double speed)
{
    return speed == 1.0 ? estimate : Time(std::ceil(double(estimate) / speed));
}

}  // namespace

Time CompletionPredictor::predict(const SchedulingContext& context, MachineIndex site, std::span<const JobIndex> order)
{
    const Time now = context.now();
    const Machine& machine = context.platform().machine(site);
    m_free.assign(std::size_t(machine.nodes), now);
    std::size_t node = 0;
    for (const RunningJob& running : context.running(site)) {
        // A job past its estimate is taken to end at once, like every planner here.
        const Time end = std::max(now, running.estimatedEnd);
        for (int k = 0; k < running.nodes && node < m_free.size(); ++k)
            m_free[node++] = end;
    }
    std::sort(m_free.begin(), m_free.end());
    Time previousStart = now;
    Time finish = now;
    for (const JobIndex job : order) {
        const JobRequest& request = context.request(job);
        const auto width = std::size_t(std::clamp(request.nodes, 1, machine.nodes));
        const Time start = std::max(previousStart, m_free[width - 1]);
        finish = start + durationAt(request.estimate, machine.speed);
        std::fill(m_free.begin(), m_free.begin() + std::ptrdiff_t(width), finish);
        std::sort(m_free.begin(), m_free.end());
        previousStart = start;
    }
    return finish - now;
}

}  // namespace schedlab
