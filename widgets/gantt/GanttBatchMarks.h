#pragma once

#include "GanttView.h"
#include "RunSnapshot.h"

#include <QRgb>

#include <vector>

class QPainter;

namespace schedlab {

// The batch instants of a periodic meta-scheduler, drawn as faint vertical
// lines over the Gantt chart: the tasks submitted during a period wait for
// the next multiple of P, where the batch is ordered and assigned
// (Phosphorus D5.2, 2007, §2 for qos-meta; §3.3 for qos-gsbe's best-effort
// tasks). A student sees which tasks one batch held and why they started
// together. Only the instants that had tasks are drawn; nothing for other
// policies, for P = 0 (on-line), or while the lines in view would be closer
// than a few pixels on average.
class GanttBatchMarks {
public:
    static constexpr QRgb kColour = 0x8c3b5b8a;  // translucent slate blue

    // The run's period in ticks of its workload, or 0.
    [[nodiscard]] static Time periodOf(const RunSnapshot& run);
    // The multiples of the period at which some task was waiting for its
    // batch, ascending (empty without a period). Walks every job: built
    // with the Gantt chart's index on the run's thread.
    [[nodiscard]] static std::vector<Time> instantsOf(const RunSnapshot& run);
    // Lines at the instants in view, up to what is drawn so far.
    static void paint(QPainter& painter, const GanttView& view, const std::vector<Time>& instants);
    // How many lines paint() would draw (0 when they would be too dense).
    [[nodiscard]] static std::size_t countInView(const GanttView& view, const std::vector<Time>& instants);
};

}  // namespace schedlab
