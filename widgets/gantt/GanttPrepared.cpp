#include "GanttPrepared.h"

#include "GanttBatchMarks.h"

#include "GanttPalette.h"
#include "GanttRenderer.h"

#include <chrono>

namespace schedlab {

namespace {

using Clock = std::chrono::steady_clock;

double millisecondsSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

}  // namespace

std::shared_ptr<GanttPrepared> GanttPrepared::of(const RunSnapshot& snapshot)
{
    const auto start = Clock::now();
    auto prepared = std::make_shared<GanttPrepared>();
    prepared->snapshot = &snapshot;
    prepared->index = GanttIndex(snapshot);
    prepared->marks = GanttMarks(snapshot, prepared->index);
    prepared->legendNotes = GanttLegend::notesOf(&snapshot);
    prepared->batchInstants = GanttBatchMarks::instantsOf(snapshot);
    prepared->milliseconds = millisecondsSince(start);
    return prepared;
}

std::shared_ptr<GanttPrepared> GanttPrepared::of(const RunSnapshot& snapshot, ColorMode mode)
{
    const auto start = Clock::now();
    auto prepared = of(snapshot);
    prepared->colourMode = mode;
    prepared->colours = GanttPalette::jobColours(snapshot, mode);
    // Only where a whole-schedule view would be drawn from the raster: a
    // small run never pays for it.
    if (prepared->index.blocks().size() >= std::size_t(GanttRenderer::kDefaultCoarseThreshold)) {
        const auto rasterStart = Clock::now();
        prepared->coarse = std::make_shared<const GanttCoarseRaster>(prepared->index, prepared->colours,
                                                                     snapshot.platform.totalNodes());
        prepared->coarseMilliseconds = millisecondsSince(rasterStart);
    }
    prepared->milliseconds = millisecondsSince(start);
    return prepared;
}

}  // namespace schedlab
