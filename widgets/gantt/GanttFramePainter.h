#pragma once

#include "GanttFrameStats.h"
#include "GanttRenderer.h"
#include "GanttScene.h"
#include "GanttView.h"
#include "TimeAxis.h"

#include <QFont>
#include <QImage>

class QPainter;

namespace schedlab {

// Paints the Gantt chart's body through an image cache keyed by everything
// that changes it, so hover, selection, rubber band and tooltip repaints
// cost one blit; and keeps what the last frame cost. Exports bypass the
// cache. Also draws the now line, which sits over body and axis alike.
class GanttFramePainter {
public:
    [[nodiscard]] GanttRenderer& renderer() { return m_renderer; }
    [[nodiscard]] const GanttRenderer& renderer() const { return m_renderer; }
    [[nodiscard]] const GanttFrameStats& stats() const { return m_stats; }
    // The scene or its colours changed: the cached body is stale.
    void invalidate() { ++m_generation; }

    // Builds the scene's coarse raster first when the view wants it.
    void paintBody(QPainter& painter, const GanttView& view, GanttScene& scene, const QFont& labelFont,
                   const TimeAxis::Ticks& ticks, bool useCache);
    // The now line with its marker in the axis band, and the future shaded.
    static void paintNowLine(QPainter& painter, const GanttView& view);

private:
    void ensureCoarse(const GanttView& view, GanttScene& scene) const;

    GanttRenderer m_renderer;
    GanttFrameStats m_stats;
    QImage m_cache;
    GanttView m_cachedView;
    double m_cachedRowHeight = 0;
    quint64 m_cachedGeneration = 0;
    qreal m_cachedPixelRatio = 0;
    quint64 m_generation = 1;  // bumped when the scene or colours change
    bool m_cacheValid = false;
};

}  // namespace schedlab
