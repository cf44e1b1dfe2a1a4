#pragma once

#include "GanttScene.h"
#include "GanttView.h"

#include <QPoint>
#include <QString>

#include <optional>
#include <vector>

namespace schedlab {

// Finds jobs on one frame of the Gantt chart: the job under a pixel, where
// a job is drawn, and what the tooltip over the body says (a job's details,
// or how many jobs a folded block holds). Lives for one question: it holds
// a reference to the scene and a copy of the view it answers about.
class GanttJobLocator {
public:
    // Thin jobs are still easy to hit.
    static constexpr double kHitSlopPx = 1.5;

    // Where all of a job's blocks lie: from its earliest start to its
    // latest end, over every node any part of it ran on.
    struct Extent {
        Time start = 0;
        Time end = 0;
        NodeId firstNode = 0;
        NodeId lastNode = 0;
    };

    GanttJobLocator(const GanttScene& scene, const GanttView& view) : m_scene(scene), m_view(view) {}

    // The job drawn at `position` (give or take kHitSlopPx), or kNoJob.
    [[nodiscard]] JobIndex jobAt(const QPoint& position) const;
    // The centre of the job's first visible block, if any is visible.
    [[nodiscard]] std::optional<QPoint> positionOf(JobIndex job) const;
    // Nothing for a job without blocks (not started).
    [[nodiscard]] std::optional<Extent> extentOf(JobIndex job) const;
    // Tooltip for a position in the body; empty where there is nothing to say.
    [[nodiscard]] QString toolTipAt(const QPoint& position) const;

private:
    // The time window of a tooltip over a folded block, cut at the now line.
    struct Window {
        double from = 0;
        double to = 0;
    };

    [[nodiscard]] bool drawnOnItsOwn(JobIndex job, NodeId node) const;
    [[nodiscard]] std::vector<JobIndex> jobsOnRow(NodeId node, const Window& window) const;

    const GanttScene& m_scene;
    GanttView m_view;
};

}  // namespace schedlab
