#pragma once

#include <functional>

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

    // Who builds the coarse raster a view wants: by default the frame builds
    // it at once; with a builder set, the frame asks it (to build in the
    // background) and draws block by block until the raster is there.
    void setCoarseBuilder(std::function<void(const GanttScene&)> builder) { m_coarseBuilder = std::move(builder); }

    // Builds (or asks for) the scene's coarse raster first when the view wants it.
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
    std::function<void(const GanttScene&)> m_coarseBuilder;
    bool m_cacheValid = false;
};

}  // namespace schedlab
