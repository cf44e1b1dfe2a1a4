#pragma once

#include <QSize>

namespace schedlab {

// How File ▸ Export draws the Gantt chart (or the occupancy view) into a
// file: at a size of the user's choosing rather than the widget's, the
// whole schedule or the window on screen, and the legend beside the chart
// where it hides no job.
struct GanttExportOptions {
    QSize size;                  // logical pixels of the whole image
    bool wholeSchedule = true;   // every node over the run's whole span; else the view on screen
    bool legend = true;          // the colour legend in a strip right of the chart
};

}  // namespace schedlab
