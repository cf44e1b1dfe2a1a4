#include "GanttFramePainter.h"

#include "TimelineStyle.h"

#include <QElapsedTimer>
#include <QPainter>
#include <QPolygonF>

#include <algorithm>
#include <memory>

namespace schedlab {

namespace {

constexpr QRgb kFutureShade = 0x0c000000;
constexpr int kNowMarker = 5;
constexpr double kNanosecondsPerMillisecond = 1e6;

double millisecondsOf(const QElapsedTimer& timer)
{
    return double(timer.nsecsElapsed()) / kNanosecondsPerMillisecond;
}

}  // namespace

void GanttFramePainter::ensureCoarse(const GanttView& v, GanttScene& scene) const
{
    // Built on the first frame that needs it, not in setSnapshot: runs that
    // are never zoomed out (or are small) never pay for it.
    if (scene.coarse || !m_renderer.wantsCoarse(v, scene))
        return;
    if (m_coarseBuilder) {
        m_coarseBuilder(scene);
        return;
    }
    QElapsedTimer timer;
    timer.start();
    scene.coarse = std::make_shared<const GanttCoarseRaster>(scene.index, scene.colours, scene.layout.totalNodes());
    scene.coarseMilliseconds = millisecondsOf(timer);
}

void GanttFramePainter::paintBody(QPainter& painter, const GanttView& v, GanttScene& scene, const QFont& labelFont,
                                  const TimeAxis::Ticks& ticks, bool useCache)
{
    ensureCoarse(v, scene);
    QElapsedTimer timer;
    timer.start();
    if (!useCache) {
        m_renderer.paintBody(painter, v, scene, labelFont, ticks);
        m_stats = m_renderer.stats();
        m_stats.bodyMilliseconds = millisecondsOf(timer);
        return;
    }
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const bool hit = m_cacheValid && m_cachedView == v && m_cachedRowHeight == scene.layout.rowHeight() &&
                     m_cachedGeneration == m_generation && m_cachedPixelRatio == ratio;
    if (!hit) {
        const QSize pixels = (QSizeF(v.body.size()) * ratio).toSize();
        if (m_cache.size() != pixels)
            m_cache = QImage(pixels, QImage::Format_RGB32);  // opaque: blits without blending
        m_cache.setDevicePixelRatio(ratio);
        QPainter cachePainter(&m_cache);
        cachePainter.translate(-v.body.left(), -v.body.top());
        m_renderer.paintBody(cachePainter, v, scene, labelFont, ticks);
        cachePainter.end();
        m_cachedView = v;
        m_cachedRowHeight = scene.layout.rowHeight();
        m_cachedGeneration = m_generation;
        m_cachedPixelRatio = ratio;
        m_cacheValid = true;
        m_stats = m_renderer.stats();
    }
    painter.drawImage(v.body.topLeft(), m_cache);
    m_stats.fromCache = hit;
    m_stats.bodyMilliseconds = hit ? 0.0 : millisecondsOf(timer);
}

void GanttFramePainter::paintNowLine(QPainter& painter, const GanttView& v)
{
    if (v.now == kNoTime)
        return;
    const double x = v.xOf(double(v.now));
    painter.save();
    painter.setClipRect(v.body.adjusted(0, -TimeAxis::kHeight, 0, 0));
    if (x < double(v.body.right()))
        painter.fillRect(QRectF(QPointF(std::max(x, double(v.body.left())), v.body.top()),
                                QPointF(double(v.body.right()) + 1, double(v.body.bottom()) + 1)),
                         QColor::fromRgba(kFutureShade));
    if (x >= double(v.body.left()) && x <= double(v.body.right())) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(QColor::fromRgb(TimelineStyle::kNowLine), TimelineStyle::kNowLineWidth));
        painter.drawLine(QPointF(x, v.body.top()), QPointF(x, double(v.body.bottom()) + 1));
        QPolygonF marker;
        marker << QPointF(x - kNowMarker, v.body.top() - kNowMarker) << QPointF(x + kNowMarker, v.body.top() - kNowMarker)
               << QPointF(x, v.body.top());
        painter.setBrush(QColor::fromRgb(TimelineStyle::kNowLine));
        painter.setPen(Qt::NoPen);
        painter.drawPolygon(marker);
    }
    painter.restore();
}

}  // namespace schedlab
