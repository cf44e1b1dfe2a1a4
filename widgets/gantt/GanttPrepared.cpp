#include "GanttPrepared.h"

#include <chrono>

namespace schedlab {

std::shared_ptr<GanttPrepared> GanttPrepared::of(const RunSnapshot& snapshot)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    auto prepared = std::make_shared<GanttPrepared>();
    prepared->snapshot = &snapshot;
    prepared->index = GanttIndex(snapshot);
    prepared->marks = GanttMarks(snapshot, prepared->index);
    prepared->milliseconds = std::chrono::duration<double, std::milli>(Clock::now() - start).count();
    return prepared;
}

}  // namespace schedlab
