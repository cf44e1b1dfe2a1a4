#pragma once

namespace schedlab {

// What the Gantt chart's job colours mean (GanttChartWidget::ColorMode). On
// its own so that code preparing a chart off the GUI thread (GanttPrepared)
// names a mode without pulling in the widget.
enum class GanttColorMode { ByUser, ByWidth, ByWait, ByDecision, ByOriginSite, ByCredit };

}  // namespace schedlab
