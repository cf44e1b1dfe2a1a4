#include "GanttChartWidget.h"

#include "GanttJobText.h"
#include "GanttPalette.h"
#include "GanttRenderer.h"
#include "GanttScene.h"
#include "TimeAxis.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <span>

namespace schedlab {

namespace {

constexpr int kGutterWidth = 128;
constexpr int kGutterPad = 6;
constexpr double kMinVisibleSeconds = 10.0;
// How far out the user may zoom and pan, relative to the schedule's span:
// a little room around it, never so far that the schedule becomes a speck.
constexpr double kMaxSpanFactor = 1.5;
constexpr double kFitMarginFraction = 0.01;
constexpr double kWheelZoomStep = 1.25;   // per wheel notch
constexpr double kKeyZoomStep = 1.5;      // per +/- key press
constexpr double kKeyPanFraction = 0.1;   // arrows pan a tenth of the view
constexpr double kWheelDegreesPerNotch = 120.0;
constexpr double kShiftWheelRows = 3.0;
constexpr double kShiftWheelMinPx = 40.0;
constexpr double kHitSlopPx = 1.5;         // thin jobs are still easy to hit
constexpr int kMinRubberBandPx = 5;
// jumpToJob: the job fills about a third of the width, and its rows get
// this much height when the platform allows it.
constexpr double kJumpSpanFactor = 3.0;
constexpr double kJumpMinSpanSeconds = 120.0;
constexpr double kJumpRowHeight = 18.0;
constexpr double kJumpMaxHeightShare = 0.6;
constexpr double kNodeLabelSpacing = 1.5;
constexpr double kMaxRowsOverFit = 4.0;  // label pitch, in text heights

constexpr QRgb kGutterBackground = 0xfff3f4f6;
constexpr QRgb kGutterAlternate = 0xffe9ebef;
constexpr QRgb kGutterLine = 0xffb9bec7;
constexpr QRgb kGutterText = 0xff1f2329;
constexpr QRgb kGutterMuted = 0xff6b7280;
constexpr QRgb kNowLine = 0xffe8590c;
constexpr QRgb kFutureShade = 0x0c000000;
constexpr QRgb kBandFill = 0x332f6fed;
constexpr QRgb kBandLine = 0xff2f6fed;
constexpr QRgb kLegendBackground = 0xebffffff;
constexpr QRgb kLegendBorder = 0xffc9ced6;
constexpr QRgb kLegendSwatchBorder = 0x50000000;
constexpr QRgb kEmptyText = 0xff6b7280;
constexpr int kLegendMargin = 10;
constexpr int kLegendPad = 8;
constexpr int kLegendSwatch = 11;
constexpr int kLegendSpacing = 3;
constexpr double kLegendRadius = 4.0;
constexpr double kNowLineWidth = 2.0;
constexpr int kNowMarker = 5;
constexpr double kSmallFontScale = 0.88;
constexpr double kLabelFontScale = 0.85;

// Node-label strides: 1, 2, 5, 10, 20, 50, ...
int niceStride(double minimum)
{
    constexpr std::array<int, 3> kMantissas = {1, 2, 5};
    constexpr int kDecade = 10;
    for (int decade = 1;; decade *= kDecade) {
        for (int m : kMantissas) {
            if (double(m * decade) >= minimum)
                return m * decade;
        }
        if (decade > std::numeric_limits<int>::max() / (kDecade * kDecade))
            return decade;
    }
}

}  // namespace

struct GanttChartWidget::Private {
    explicit Private(GanttChartWidget* owner) : q(owner) {}

    enum class Drag { None, Pan, Band };

    GanttChartWidget* q;
    GanttScene scene;
    ColorMode mode = ColorMode::ByUser;
    double timeFrom = 0;
    double timeTo = 1;
    double scrollY = 0;
    bool rowsFitted = true;   // keep fitting rows to the height on resize
    Time now = kNoTime;
    JobIndex selected = kNoJob;
    JobIndex hovered = kNoJob;
    bool legendVisible = true;
    bool hasPreempted = false;
    bool hasMultiSite = false;

    Drag drag = Drag::None;
    QPoint pressPos;
    double pressFrom = 0;
    double pressTo = 0;
    double pressScroll = 0;
    bool moved = false;
    QRect band;

    GanttRenderer renderer;
    GanttFrameStats stats;
    // The legend of the current mode: ranking users walks every job, far
    // too slow to repeat per frame.
    QList<QPair<QString, QColor>> legendEntries;

    // The body is cached as an image keyed by everything that changes it, so
    // hover, selection, rubber band and tooltip repaints cost one blit.
    QImage bodyCache;
    GanttView cachedView;
    double cachedRowHeight = 0;
    quint64 cachedGeneration = 0;
    qreal cachedPixelRatio = 0;
    quint64 generation = 1;  // bumped when the scene or colours change
    bool cacheValid = false;

    [[nodiscard]] QRect bodyRect() const
    {
        return q->rect().adjusted(kGutterWidth, TimeAxis::kHeight, 0, 0);
    }
    [[nodiscard]] GanttView view() const
    {
        GanttView v;
        v.body = bodyRect();
        v.timeFrom = timeFrom;
        v.timeTo = timeTo;
        v.scrollY = scrollY;
        v.now = now;
        return v;
    }
    [[nodiscard]] QFont smallFont() const
    {
        QFont f = q->font();
        f.setPointSizeF(f.pointSizeF() * kSmallFontScale);
        return f;
    }

    void setTimeRange(double from, double to);
    void clampRows();
    void fitRows();
    void zoomTimeAround(double anchor, double factor);
    void zoomRowsAround(double bodyY, double factor);
    void zoomToRect(const QRect& rect);
    void select(JobIndex job);
    void rebuildColours();
    void ensureCoarse(const GanttView& view);
    void paintAll(QPainter& painter, bool useCache);
    void paintBody(QPainter& painter, const GanttView& view, const TimeAxis::Ticks& ticks, bool useCache);
    void paintGutter(QPainter& painter, const GanttView& view) const;
    void paintNowLine(QPainter& painter, const GanttView& view) const;
    void paintLegend(QPainter& painter, const GanttView& view) const;
    [[nodiscard]] JobIndex hit(const QPoint& position, double slopPx) const;
    [[nodiscard]] QString helpText() const;
};

// ---------------------------------------------------------------- Private

void GanttChartWidget::Private::setTimeRange(double from, double to)
{
    double span = std::max(to - from, kMinVisibleSeconds);
    double centre = (from + to) / 2;
    if (scene.valid() && !scene.index.empty()) {
        const double first = double(scene.index.firstTime());
        const double last = double(scene.index.lastTime());
        const double dataSpan = std::max(last - first, kMinVisibleSeconds);
        span = std::min(span, dataSpan * kMaxSpanFactor);
        centre = std::clamp(centre, first, last);
    }
    const double newFrom = centre - span / 2;
    const double newTo = centre + span / 2;
    if (newFrom == timeFrom && newTo == timeTo)
        return;
    timeFrom = newFrom;
    timeTo = newTo;
    emit q->visibleTimeRangeChanged(qint64(std::floor(timeFrom)), qint64(std::ceil(timeTo)));
    q->update();
}

void GanttChartWidget::Private::clampRows()
{
    GanttLayout& layout = scene.layout;
    const double bodyHeight = double(bodyRect().height());
    const double fit = layout.fittingRowHeight(bodyHeight);
    // Never smaller than fitting all rows; as tall as kMaxRowHeight, or a few
    // times the fitting height for platforms of a handful of nodes.
    const double maximum = std::max(GanttLayout::kMaxRowHeight, fit * kMaxRowsOverFit);
    layout.setRowHeight(std::clamp(layout.rowHeight(), fit, maximum));
    scrollY = std::clamp(scrollY, 0.0, std::max(0.0, layout.contentHeight() - bodyHeight));
}

void GanttChartWidget::Private::fitRows()
{
    scene.layout.setRowHeight(scene.layout.fittingRowHeight(double(bodyRect().height())));
    scrollY = 0;
    rowsFitted = true;
    clampRows();
    q->update();
}

void GanttChartWidget::Private::zoomTimeAround(double anchor, double factor)
{
    if (factor <= 0)
        return;
    const double span = timeTo - timeFrom;
    const double newSpan = span / factor;
    const double from = anchor - (anchor - timeFrom) * newSpan / span;
    setTimeRange(from, from + newSpan);
}

void GanttChartWidget::Private::zoomRowsAround(double bodyY, double factor)
{
    if (factor <= 0)
        return;
    GanttLayout& layout = scene.layout;
    const double oldContent = std::max(layout.contentHeight(), 1e-9);
    const double anchorShare = (scrollY + bodyY) / oldContent;
    layout.setRowHeight(layout.rowHeight() * factor);
    rowsFitted = false;
    clampRows();
    scrollY = anchorShare * layout.contentHeight() - bodyY;
    clampRows();
    q->update();
}

void GanttChartWidget::Private::zoomToRect(const QRect& rect)
{
    const GanttView v = view();
    const double from = v.timeAt(double(rect.left()));
    const double to = v.timeAt(double(rect.right() + 1));
    GanttLayout& layout = scene.layout;
    const double oldContent = std::max(layout.contentHeight(), 1e-9);
    const double topShare = v.contentYAt(double(rect.top())) / oldContent;
    layout.setRowHeight(layout.rowHeight() * double(v.body.height()) / double(std::max(rect.height(), 1)));
    rowsFitted = false;
    clampRows();
    scrollY = topShare * layout.contentHeight();
    clampRows();
    setTimeRange(from, to);
    q->update();
}

void GanttChartWidget::Private::select(JobIndex job)
{
    if (job == selected)
        return;
    selected = job;
    emit q->jobSelected(job);
    q->update();
}

void GanttChartWidget::Private::rebuildColours()
{
    if (scene.valid())
        scene.colours = GanttPalette::jobColours(*scene.snapshot, mode);
    scene.coarse.reset();  // painted in the old colours
    scene.coarseMilliseconds = 0;
    legendEntries = GanttPalette::legend(scene.snapshot.get(), mode);
    ++generation;
}

void GanttChartWidget::Private::ensureCoarse(const GanttView& v)
{
    // Built on the first frame that needs it, not in setSnapshot: runs that
    // are never zoomed out (or are small) never pay for it.
    if (scene.coarse || !renderer.wantsCoarse(v, scene))
        return;
    QElapsedTimer timer;
    timer.start();
    scene.coarse = std::make_shared<const GanttCoarseRaster>(scene.index, scene.colours, scene.layout.totalNodes());
    scene.coarseMilliseconds = double(timer.nsecsElapsed()) / 1e6;
}

JobIndex GanttChartWidget::Private::hit(const QPoint& position, double slopPx) const
{
    if (!scene.valid())
        return kNoJob;
    const GanttView v = view();
    if (!v.body.contains(position))
        return kNoJob;
    const NodeId node = scene.layout.nodeAt(v.contentYAt(double(position.y()) + 0.5));
    if (node < 0)
        return kNoJob;
    const double t = v.timeAt(double(position.x()) + 0.5);
    if (now != kNoTime && t >= double(now))
        return kNoJob;
    const double slop = slopPx / v.pxPerSecond();
    JobIndex best = kNoJob;
    double bestDistance = std::numeric_limits<double>::infinity();
    scene.index.forEachIn(scene.layout.machineOfNode(node), t - slop, t + slop, [&](const GanttBlock& block) {
        if (block.kind != GanttBlock::Run || node < block.firstNode || node > block.lastNode)
            return;
        if (now != kNoTime && block.start >= now)
            return;
        const double start = double(block.start);
        const double end = now == kNoTime ? double(block.end) : std::min(double(block.end), double(now));
        const double distance = t < start ? start - t : (t >= end ? t - end : 0.0);
        if (distance <= slop && distance < bestDistance) {
            bestDistance = distance;
            best = block.job;
        }
    });
    return best;
}

QString GanttChartWidget::Private::helpText() const
{
    return tr("<b>Navigating the Gantt chart</b><br>"
              "Wheel: zoom time around the cursor<br>"
              "Ctrl+wheel: zoom rows (nodes) around the cursor<br>"
              "Shift+wheel: scroll rows<br>"
              "Drag: pan time and rows<br>"
              "Right-drag or Shift+drag: zoom to the rectangle<br>"
              "Click: select a job; double-click: zoom to it<br>"
              "+ / −: zoom; arrows: pan; Ctrl+Up/Down: zoom rows<br>"
              "Home: fit all; F: fit the selected job; L: legend");
}

// ---------------------------------------------------------------- painting

void GanttChartWidget::Private::paintBody(QPainter& painter, const GanttView& v, const TimeAxis::Ticks& ticks,
                                          bool useCache)
{
    const QFont labelFont = [&] {
        QFont f = q->font();
        f.setPointSizeF(f.pointSizeF() * kLabelFontScale);
        return f;
    }();
    ensureCoarse(v);
    QElapsedTimer timer;
    timer.start();
    if (!useCache) {
        renderer.paintBody(painter, v, scene, labelFont, ticks);
        stats = renderer.stats();
        stats.bodyMilliseconds = double(timer.nsecsElapsed()) / 1e6;
        return;
    }
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const bool hit = cacheValid && cachedView == v && cachedRowHeight == scene.layout.rowHeight() &&
                     cachedGeneration == generation && cachedPixelRatio == ratio;
    if (!hit) {
        const QSize pixels = (QSizeF(v.body.size()) * ratio).toSize();
        if (bodyCache.size() != pixels)
            bodyCache = QImage(pixels, QImage::Format_RGB32);  // opaque: blits without blending
        bodyCache.setDevicePixelRatio(ratio);
        QPainter cachePainter(&bodyCache);
        cachePainter.translate(-v.body.left(), -v.body.top());
        renderer.paintBody(cachePainter, v, scene, labelFont, ticks);
        cachePainter.end();
        cachedView = v;
        cachedRowHeight = scene.layout.rowHeight();
        cachedGeneration = generation;
        cachedPixelRatio = ratio;
        cacheValid = true;
        stats = renderer.stats();
    }
    painter.drawImage(v.body.topLeft(), bodyCache);
    stats.fromCache = hit;
    stats.bodyMilliseconds = hit ? 0.0 : double(timer.nsecsElapsed()) / 1e6;
}

void GanttChartWidget::Private::paintGutter(QPainter& painter, const GanttView& v) const
{
    const QRect gutter(0, v.body.top(), kGutterWidth, v.body.height());
    painter.save();
    painter.setClipRect(gutter);
    painter.fillRect(gutter, QColor::fromRgb(kGutterBackground));
    const QFont nameFont = [&] {
        QFont f = q->font();
        f.setBold(true);
        return f;
    }();
    const QFont numberFont = smallFont();
    const QFontMetrics nameMetrics(nameFont);
    const QFontMetrics numberMetrics(numberFont);
    const GanttLayout& layout = scene.layout;
    const int numberColumn = numberMetrics.horizontalAdvance(QString::number(std::max(layout.totalNodes(), 1))) +
                             kGutterPad;
    const double bodyBottom = double(v.body.bottom()) + 1;
    const int stride = niceStride(double(numberMetrics.height()) * kNodeLabelSpacing / layout.rowHeight());

    for (MachineIndex m = 0; m < layout.machineCount(); ++m) {
        const GanttLayout::Band& machineBand = layout.bands()[std::size_t(m)];
        if (machineBand.nodes <= 0)
            continue;
        const double top = v.yOf(layout.rowTop(machineBand.firstNode));
        const double bottom = v.yOf(layout.rowBottom(machineBand.firstNode + machineBand.nodes - 1));
        if (bottom < double(v.body.top()) || top > bodyBottom)
            continue;
        if (m % 2 == 1)
            painter.fillRect(QRectF(0, top, kGutterWidth, bottom - top), QColor::fromRgb(kGutterAlternate));
        if (m + 1 < layout.machineCount()) {
            painter.setPen(QColor::fromRgb(kGutterLine));
            painter.drawLine(QPointF(0, bottom + GanttLayout::kMachineGapPx / 2),
                             QPointF(kGutterWidth, bottom + GanttLayout::kMachineGapPx / 2));
        }
        // Machine name and size, kept at the top of the machineBand's visible part.
        const double visibleTop = std::max(top, double(v.body.top()));
        const double visibleBottom = std::min(bottom, bodyBottom);
        const int nameWidth = kGutterWidth - numberColumn - 2 * kGutterPad;
        if (visibleBottom - visibleTop >= double(nameMetrics.height())) {
            painter.setFont(nameFont);
            painter.setPen(QColor::fromRgb(kGutterText));
            const QString name = nameMetrics.elidedText(machineBand.name, Qt::ElideRight, nameWidth);
            painter.drawText(QPointF(kGutterPad, visibleTop + nameMetrics.ascent() + 2), name);
            if (visibleBottom - visibleTop >= 2.0 * double(nameMetrics.height()) + 2) {
                painter.setFont(numberFont);
                painter.setPen(QColor::fromRgb(kGutterMuted));
                painter.drawText(QPointF(kGutterPad, visibleTop + nameMetrics.height() + numberMetrics.ascent() + 2),
                                 numberMetrics.elidedText(tr("%n node(s)", nullptr, machineBand.nodes), Qt::ElideRight,
                                                          nameWidth));
            }
        }
        // Node numbers (machine-local) on a ruler at the right edge.
        painter.setFont(numberFont);
        painter.setPen(QColor::fromRgb(kGutterMuted));
        const auto firstVisible = NodeId(std::max(0.0, std::floor((double(v.body.top()) - top) / layout.rowHeight())));
        for (NodeId n = firstVisible / stride * stride; n < machineBand.nodes; n += stride) {
            const double y = top + (double(n) + 0.5) * layout.rowHeight();
            if (y > bodyBottom)
                break;
            painter.drawLine(QPointF(kGutterWidth - 3, y), QPointF(kGutterWidth, y));
            painter.drawText(QRectF(kGutterWidth - numberColumn - 4, y - double(numberMetrics.height()) / 2,
                                    numberColumn, numberMetrics.height()),
                             Qt::AlignRight | Qt::AlignVCenter, QString::number(n));
        }
    }
    painter.setPen(QColor::fromRgb(kGutterLine));
    painter.drawLine(QPointF(kGutterWidth - 0.5, v.body.top()), QPointF(kGutterWidth - 0.5, bodyBottom));
    painter.restore();

    // Corner above the gutter: which clock the axis uses.
    const QRect corner(0, 0, kGutterWidth, TimeAxis::kHeight);
    painter.fillRect(corner, QColor::fromRgb(kGutterBackground));
    painter.setPen(QColor::fromRgb(kGutterMuted));
    painter.setFont(numberFont);
    const QString clockName = scene.clock.isCalendar() ? QString::fromUtf8(scene.clock.zone().id()) : tr("relative time");
    painter.drawText(corner.adjusted(kGutterPad, 0, -kGutterPad, -4), Qt::AlignLeft | Qt::AlignBottom,
                     numberMetrics.elidedText(clockName, Qt::ElideRight, kGutterWidth - 2 * kGutterPad));
    painter.setPen(QColor::fromRgb(kGutterLine));
    painter.drawLine(corner.bottomLeft(), corner.bottomRight());
    painter.drawLine(QPointF(kGutterWidth - 0.5, 0), QPointF(kGutterWidth - 0.5, TimeAxis::kHeight));
}

void GanttChartWidget::Private::paintNowLine(QPainter& painter, const GanttView& v) const
{
    if (now == kNoTime)
        return;
    const double x = v.xOf(double(now));
    painter.save();
    painter.setClipRect(v.body.adjusted(0, -TimeAxis::kHeight, 0, 0));
    if (x < double(v.body.right()))
        painter.fillRect(QRectF(QPointF(std::max(x, double(v.body.left())), v.body.top()),
                                QPointF(double(v.body.right()) + 1, double(v.body.bottom()) + 1)),
                         QColor::fromRgba(kFutureShade));
    if (x >= double(v.body.left()) && x <= double(v.body.right())) {
        painter.setRenderHint(QPainter::Antialiasing, true);
        painter.setPen(QPen(QColor::fromRgb(kNowLine), kNowLineWidth));
        painter.drawLine(QPointF(x, v.body.top()), QPointF(x, double(v.body.bottom()) + 1));
        QPolygonF marker;
        marker << QPointF(x - kNowMarker, v.body.top() - kNowMarker) << QPointF(x + kNowMarker, v.body.top() - kNowMarker)
               << QPointF(x, v.body.top());
        painter.setBrush(QColor::fromRgb(kNowLine));
        painter.setPen(Qt::NoPen);
        painter.drawPolygon(marker);
    }
    painter.restore();
}

void GanttChartWidget::Private::paintLegend(QPainter& painter, const GanttView& v) const
{
    if (!legendVisible || !scene.valid())
        return;
    const QList<QPair<QString, QColor>>& entries = legendEntries;
    // Pattern notes only when the run has such jobs.
    struct Note {
        QString text;
        Qt::BrushStyle style;
    };
    std::vector<Note> notes;
    if (hasPreempted)
        notes.push_back({tr("Preempted: gap between segments"), Qt::BDiagPattern});
    if (hasMultiSite)
        notes.push_back({tr("Multi-site: hatched, parts linked"), Qt::FDiagPattern});

    const QFont font = smallFont();
    QFont titleFont = font;
    titleFont.setBold(true);
    const QFontMetrics metrics(font);
    const QFontMetrics titleMetrics(titleFont);
    const QString title = GanttPalette::modeName(mode);
    int width = titleMetrics.horizontalAdvance(title);
    for (const auto& entry : entries)
        width = std::max(width, kLegendSwatch + kLegendPad + metrics.horizontalAdvance(entry.first));
    for (const Note& note : notes)
        width = std::max(width, kLegendSwatch + kLegendPad + metrics.horizontalAdvance(note.text));
    const int lineHeight = std::max(metrics.height(), kLegendSwatch) + kLegendSpacing;
    const int lines = int(entries.size()) + int(notes.size());
    const int height = titleMetrics.height() + kLegendSpacing + lines * lineHeight;
    const QRect box(v.body.right() - kLegendMargin - width - 2 * kLegendPad,
                    v.body.bottom() - kLegendMargin - height - 2 * kLegendPad, width + 2 * kLegendPad,
                    height + 2 * kLegendPad);
    if (box.left() < v.body.left() || box.top() < v.body.top())
        return;  // the widget is too small for a legend
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QColor::fromRgb(kLegendBorder));
    painter.setBrush(QColor::fromRgba(kLegendBackground));
    painter.drawRoundedRect(QRectF(box).adjusted(0.5, 0.5, -0.5, -0.5), kLegendRadius, kLegendRadius);
    painter.setBrush(Qt::NoBrush);
    painter.setRenderHint(QPainter::Antialiasing, false);
    int y = box.top() + kLegendPad;
    painter.setFont(titleFont);
    painter.setPen(QColor::fromRgb(kGutterText));
    painter.drawText(QPoint(box.left() + kLegendPad, y + titleMetrics.ascent()), title);
    y += titleMetrics.height() + kLegendSpacing;
    painter.setFont(font);
    const auto swatchAt = [&](int top) {
        return QRect(box.left() + kLegendPad, top + (lineHeight - kLegendSpacing - kLegendSwatch) / 2, kLegendSwatch,
                     kLegendSwatch);
    };
    const int textX = box.left() + kLegendPad + kLegendSwatch + kLegendPad;
    for (const auto& entry : entries) {
        if (entry.second.isValid()) {
            const QRect swatch = swatchAt(y);
            painter.fillRect(swatch, entry.second);
            painter.setPen(QColor::fromRgba(kLegendSwatchBorder));
            painter.drawRect(swatch.adjusted(0, 0, -1, -1));
        }
        painter.setPen(QColor::fromRgb(entry.second.isValid() ? kGutterText : kGutterMuted));
        painter.drawText(QPoint(entry.second.isValid() ? textX : box.left() + kLegendPad, y + metrics.ascent()),
                         entry.first);
        y += lineHeight;
    }
    for (const Note& note : notes) {
        const QRect swatch = swatchAt(y);
        painter.fillRect(swatch, QColor::fromRgb(kGutterBackground));
        painter.fillRect(swatch, QBrush(QColor::fromRgb(kGutterText), note.style));
        painter.setPen(QColor::fromRgba(kLegendSwatchBorder));
        painter.drawRect(swatch.adjusted(0, 0, -1, -1));
        painter.setPen(QColor::fromRgb(kGutterText));
        painter.drawText(QPoint(textX, y + metrics.ascent()), note.text);
        y += lineHeight;
    }
    painter.restore();
}

void GanttChartWidget::Private::paintAll(QPainter& painter, bool useCache)
{
    const GanttView v = view();
    const QFont axisFont = smallFont();
    const TimeAxis::Ticks ticks = TimeAxis::compute(scene.clock, timeFrom, timeTo, v.body.width(), axisFont);
    paintBody(painter, v, ticks, useCache);
    if (!scene.valid()) {
        painter.setPen(QColor::fromRgb(kEmptyText));
        painter.setFont(q->font());
        painter.drawText(v.body, Qt::AlignCenter | Qt::TextWordWrap,
                         tr("No schedule to show yet.\nRun a simulation to see its Gantt chart."));
    }
    if (hovered != kNoJob && hovered != selected)
        GanttRenderer::paintJobOutline(painter, v, scene, hovered, false);
    if (selected != kNoJob)
        GanttRenderer::paintJobOutline(painter, v, scene, selected, true);
    paintNowLine(painter, v);
    TimeAxis::paint(painter, QRect(v.body.left(), 0, v.body.width(), TimeAxis::kHeight), ticks, timeFrom, timeTo,
                    axisFont);
    paintGutter(painter, v);
    paintNowLine(painter, v);  // its marker reaches into the axis band
    paintLegend(painter, v);
    if (drag == Drag::Band && !band.isEmpty()) {
        painter.setPen(QColor::fromRgb(kBandLine));
        painter.setBrush(QColor::fromRgba(kBandFill));
        painter.drawRect(band.adjusted(0, 0, -1, -1));
        painter.setBrush(Qt::NoBrush);
    }
}

// ---------------------------------------------------------------- widget

GanttChartWidget::GanttChartWidget(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>(this))
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::OpenHandCursor);
    setWhatsThis(d->helpText());
    setAccessibleName(tr("Gantt chart"));
}

GanttChartWidget::~GanttChartWidget() = default;

void GanttChartWidget::setSnapshot(RunSnapshotPtr snapshot)
{
    d->scene = GanttScene{};
    d->selected = kNoJob;
    d->hovered = kNoJob;
    d->hasPreempted = false;
    d->hasMultiSite = false;
    if (snapshot && snapshot->workload) {
        d->scene.snapshot = snapshot;
        d->scene.layout = GanttLayout(snapshot->platform);
        d->scene.clock = TraceClock(snapshot->workload->header);
        QElapsedTimer timer;
        timer.start();
        d->scene.index = GanttIndex(*snapshot);
        d->scene.indexMilliseconds = double(timer.nsecsElapsed()) / 1e6;
        for (const JobOutcome& outcome : snapshot->result.jobs) {
            d->hasPreempted = d->hasPreempted || outcome.preempted();
            d->hasMultiSite = d->hasMultiSite || outcome.multiSite;
        }
    }
    d->rebuildColours();
    fitAll();
    update();
}

RunSnapshotPtr GanttChartWidget::snapshot() const
{
    return d->scene.snapshot;
}

void GanttChartWidget::setColorMode(ColorMode mode)
{
    if (mode == d->mode)
        return;
    d->mode = mode;
    d->rebuildColours();
    update();
}

GanttChartWidget::ColorMode GanttChartWidget::colorMode() const
{
    return d->mode;
}

void GanttChartWidget::setNowTime(Time time)
{
    if (time == d->now)
        return;
    d->now = time;
    update();
}

Time GanttChartWidget::nowTime() const
{
    return d->now;
}

void GanttChartWidget::setVisibleTimeRange(Time from, Time to)
{
    d->setTimeRange(double(from), double(to));
}

std::pair<Time, Time> GanttChartWidget::visibleTimeRange() const
{
    return {Time(std::floor(d->timeFrom)), Time(std::ceil(d->timeTo))};
}

void GanttChartWidget::fitAll()
{
    if (d->scene.valid() && !d->scene.index.empty()) {
        const double first = double(d->scene.index.firstTime());
        const double last = double(d->scene.index.lastTime());
        const double margin = std::max(last - first, kMinVisibleSeconds) * kFitMarginFraction;
        d->setTimeRange(first - margin, last + margin);
    } else {
        constexpr double kEmptySpan = 86400.0;
        d->setTimeRange(0, kEmptySpan);
    }
    d->fitRows();
}

void GanttChartWidget::zoomBy(double factor)
{
    d->zoomTimeAround((d->timeFrom + d->timeTo) / 2, factor);
}

void GanttChartWidget::zoomRowsBy(double factor)
{
    d->zoomRowsAround(double(d->bodyRect().height()) / 2, factor);
}

double GanttChartWidget::rowHeight() const
{
    return d->scene.layout.rowHeight();
}

void GanttChartWidget::jumpToJob(JobIndex job)
{
    if (!d->scene.valid() || job >= d->scene.snapshot->result.jobs.size())
        return;
    d->selected = job;
    const JobOutcome& outcome = d->scene.snapshot->outcome(job);
    std::span<const GanttBlock> blocks = d->scene.index.blocksOf(job);
    if (outcome.started() && !blocks.empty()) {
        Time start = blocks.front().start;
        Time end = blocks.front().end;
        NodeId firstNode = blocks.front().firstNode;
        NodeId lastNode = blocks.front().lastNode;
        for (const GanttBlock& block : blocks) {
            start = std::min(start, block.start);
            end = std::max(end, block.end);
            firstNode = std::min(firstNode, block.firstNode);
            lastNode = std::max(lastNode, block.lastNode);
        }
        const double span = std::max(double(end - start) * kJumpSpanFactor, kJumpMinSpanSeconds);
        const double centre = (double(start) + double(end)) / 2;
        d->setTimeRange(centre - span / 2, centre + span / 2);

        // Rows: comfortably tall, but the whole job must fit.
        GanttLayout& layout = d->scene.layout;
        const double bodyHeight = double(d->bodyRect().height());
        const double rows = double(lastNode - firstNode + 1);
        const double gaps = double(layout.machineOfNode(lastNode) - layout.machineOfNode(firstNode)) *
                            GanttLayout::kMachineGapPx;
        const double fitting = (bodyHeight * kJumpMaxHeightShare - gaps) / rows;
        layout.setRowHeight(std::max(layout.rowHeight(), std::min(kJumpRowHeight, fitting)));
        d->rowsFitted = false;
        d->clampRows();
        d->scrollY = (layout.rowTop(firstNode) + layout.rowBottom(lastNode)) / 2 - bodyHeight / 2;
        d->clampRows();
    }
    emit jobSelected(job);
    update();
}

JobIndex GanttChartWidget::selectedJob() const
{
    return d->selected;
}

JobIndex GanttChartWidget::jobAt(const QPoint& position) const
{
    return d->hit(position, kHitSlopPx);
}

std::optional<QPoint> GanttChartWidget::positionOfJob(JobIndex job) const
{
    if (!d->scene.valid())
        return std::nullopt;
    const GanttView v = d->view();
    for (const GanttBlock& block : d->scene.index.blocksOf(job)) {
        if (block.kind != GanttBlock::Run || (d->now != kNoTime && block.start >= d->now))
            continue;
        const QRectF visible = GanttRenderer::blockRect(v, d->scene.layout, block).intersected(QRectF(v.body));
        if (visible.isEmpty())
            continue;
        return QPoint(int(std::floor(visible.center().x())), int(std::floor(visible.center().y())));
    }
    return std::nullopt;
}

bool GanttChartWidget::exportPng(const QString& path)
{
    const qreal ratio = devicePixelRatioF();
    QImage image((QSizeF(size()) * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(ratio);
    image.fill(Qt::white);
    QPainter painter(&image);
    d->paintAll(painter, false);
    painter.end();
    return image.save(path, "PNG");
}

bool GanttChartWidget::exportSvg(const QString& path)
{
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size());
    generator.setViewBox(rect());
    generator.setTitle(tr("SchedLab Gantt chart"));
    if (d->scene.valid())
        generator.setDescription(tr("Schedule of %1 on %2 (%3)")
                                     .arg(QString::fromStdString(d->scene.snapshot->workload->sourceName),
                                          QString::fromStdString(d->scene.snapshot->platform.name()),
                                          QString::fromStdString(d->scene.snapshot->policyName)));
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    d->paintAll(painter, false);
    if (!painter.end())
        return false;
    return QFileInfo(path).size() > 0;
}

QList<QPair<QString, QColor>> GanttChartWidget::legend() const
{
    return d->legendEntries;
}

void GanttChartWidget::setLegendVisible(bool visible)
{
    d->legendVisible = visible;
    update();
}

bool GanttChartWidget::isLegendVisible() const
{
    return d->legendVisible;
}

void GanttChartWidget::fitSelection()
{
    if (d->selected != kNoJob)
        jumpToJob(d->selected);
    else
        fitAll();
}

QString GanttChartWidget::toolTipAt(const QPoint& position) const
{
    const GanttView v = d->view();
    if (position.y() < v.body.top() && position.x() >= v.body.left())
        return d->scene.clock.description() + QStringLiteral("<br><br>") + d->helpText();
    if (!d->scene.valid())
        return {};
    const GanttLayout& layout = d->scene.layout;
    const NodeId node = layout.nodeAt(v.contentYAt(double(position.y()) + 0.5));
    if (position.x() < v.body.left()) {
        if (position.y() < v.body.top() || node < 0)
            return {};
        const MachineIndex m = layout.machineOfNode(node);
        const GanttLayout::Band& band = layout.bands()[std::size_t(m)];
        return tr("<b>%1</b><br>%n node(s)", nullptr, band.nodes).arg(band.name.toHtmlEscaped()) +
               tr("<br>node %1 (platform node %2)").arg(node - band.firstNode).arg(node);
    }
    if (node < 0)
        return {};
    const RunSnapshot& snapshot = *d->scene.snapshot;
    const JobIndex job = d->hit(position, kHitSlopPx);
    if (job != kNoJob) {
        // Drawn on its own? Then it is a job tooltip.
        for (const GanttBlock& block : d->scene.index.blocksOf(job)) {
            if (block.kind == GanttBlock::Run && node >= block.firstNode && node <= block.lastNode &&
                GanttRenderer::blockRect(v, layout, block).width() >= GanttRenderer::kFoldWidthPx)
                return GanttJobText::tooltip(snapshot, d->scene.clock, job);
        }
    }
    // A folded block: count the jobs on this row within the fold width.
    const double halfWidth = GanttRenderer::kFoldWidthPx / 2 / v.pxPerSecond();
    const double t = v.timeAt(double(position.x()) + 0.5);
    double from = t - halfWidth;
    double to = t + halfWidth;
    if (d->now != kNoTime)
        to = std::min(to, double(d->now));
    std::vector<JobIndex> jobs;
    d->scene.index.forEachIn(layout.machineOfNode(node), from, to, [&](const GanttBlock& block) {
        if (block.kind == GanttBlock::Run && node >= block.firstNode && node <= block.lastNode &&
            double(block.end) >= from && double(block.start) < to)
            jobs.push_back(block.job);
    });
    std::sort(jobs.begin(), jobs.end());
    jobs.erase(std::unique(jobs.begin(), jobs.end()), jobs.end());
    if (jobs.empty())
        return {};
    if (jobs.size() == 1)
        return GanttJobText::tooltip(snapshot, d->scene.clock, jobs.front());
    const MachineIndex m = layout.machineOfNode(node);
    const GanttLayout::Band& band = layout.bands()[std::size_t(m)];
    return GanttJobText::foldedTooltip(int(jobs.size()), band.name, node - band.firstNode, d->scene.clock,
                                       Time(std::floor(from)), Time(std::ceil(to)));
}

void GanttChartWidget::setCoarseThreshold(int blocks)
{
    if (blocks == d->renderer.coarseThreshold())
        return;
    d->renderer.setCoarseThreshold(blocks);
    ++d->generation;  // the cached body may have been drawn the other way
    update();
}

int GanttChartWidget::coarseThreshold() const
{
    return d->renderer.coarseThreshold();
}

double GanttChartWidget::coarseRasterBuildMilliseconds() const
{
    return d->scene.coarseMilliseconds;
}

GanttFrameStats GanttChartWidget::lastFrameStats() const
{
    return d->stats;
}

double GanttChartWidget::indexBuildMilliseconds() const
{
    return d->scene.indexMilliseconds;
}

void GanttChartWidget::paintChart(QPainter& painter)
{
    d->paintAll(painter, false);
}

QSize GanttChartWidget::sizeHint() const
{
    constexpr QSize kPreferred(960, 540);
    return kPreferred;
}

QSize GanttChartWidget::minimumSizeHint() const
{
    constexpr QSize kMinimum(kGutterWidth + 200, TimeAxis::kHeight + 120);
    return kMinimum;
}

// ---------------------------------------------------------------- events

bool GanttChartWidget::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        const QString text = toolTipAt(help->pos());
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), text, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void GanttChartWidget::paintEvent(QPaintEvent* event)
{
    Q_UNUSED(event)
    QPainter painter(this);
    d->paintAll(painter, true);
}

void GanttChartWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    if (d->rowsFitted)
        d->fitRows();
    else
        d->clampRows();
}

void GanttChartWidget::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    d->pressPos = event->position().toPoint();
    d->moved = false;
    const bool band = event->button() == Qt::RightButton ||
                      (event->button() == Qt::LeftButton && (event->modifiers() & Qt::ShiftModifier));
    if (band) {
        d->drag = Private::Drag::Band;
        d->band = QRect(d->pressPos, QSize(0, 0));
        setCursor(Qt::CrossCursor);
    } else if (event->button() == Qt::LeftButton) {
        d->drag = Private::Drag::Pan;
        d->pressFrom = d->timeFrom;
        d->pressTo = d->timeTo;
        d->pressScroll = d->scrollY;
    }
    event->accept();
}

void GanttChartWidget::mouseMoveEvent(QMouseEvent* event)
{
    const QPoint pos = event->position().toPoint();
    switch (d->drag) {
    case Private::Drag::Pan: {
        const QPoint delta = pos - d->pressPos;
        if (!d->moved && delta.manhattanLength() < QApplication::startDragDistance())
            return;
        if (!d->moved)
            setCursor(Qt::ClosedHandCursor);
        d->moved = true;
        const double shift = double(delta.x()) * (d->pressTo - d->pressFrom) / double(std::max(d->bodyRect().width(), 1));
        d->setTimeRange(d->pressFrom - shift, d->pressTo - shift);
        d->scrollY = d->pressScroll - double(delta.y());
        d->rowsFitted = false;
        d->clampRows();
        update();
        return;
    }
    case Private::Drag::Band:
        d->moved = true;
        d->band = QRect(d->pressPos, pos).normalized().intersected(d->bodyRect());
        update();
        return;
    case Private::Drag::None: break;
    }
    const JobIndex job = jobAt(pos);
    if (job != d->hovered) {
        d->hovered = job;
        emit jobHovered(job);
        update();
    }
}

void GanttChartWidget::mouseReleaseEvent(QMouseEvent* event)
{
    const Private::Drag drag = d->drag;
    d->drag = Private::Drag::None;
    setCursor(Qt::OpenHandCursor);
    if (drag == Private::Drag::Pan && !d->moved) {
        d->select(jobAt(event->position().toPoint()));
    } else if (drag == Private::Drag::Band) {
        const QRect band = d->band;
        d->band = QRect();
        if (band.width() >= kMinRubberBandPx && band.height() >= kMinRubberBandPx)
            d->zoomToRect(band);
        update();
    }
    event->accept();
}

void GanttChartWidget::mouseDoubleClickEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const JobIndex job = jobAt(event->position().toPoint());
    if (job != kNoJob)
        jumpToJob(job);
}

void GanttChartWidget::wheelEvent(QWheelEvent* event)
{
    const QPoint angle = event->angleDelta();
    const QPointF pos = event->position();
    const GanttView v = d->view();
    if (event->modifiers() & Qt::ControlModifier) {
        const double notches = double(angle.y()) / kWheelDegreesPerNotch;
        d->zoomRowsAround(pos.y() - double(v.body.top()), std::pow(kWheelZoomStep, notches));
    } else if (event->modifiers() & Qt::ShiftModifier) {
        // Some platforms turn Shift+wheel into a horizontal wheel.
        const int raw = angle.y() != 0 ? angle.y() : angle.x();
        const double notches = double(raw) / kWheelDegreesPerNotch;
        d->scrollY -= notches * std::max(kShiftWheelRows * d->scene.layout.rowHeight(), kShiftWheelMinPx);
        d->rowsFitted = false;
        d->clampRows();
        update();
    } else if (angle.x() != 0 && angle.y() == 0) {
        const double notches = double(angle.x()) / kWheelDegreesPerNotch;
        const double shift = notches * kKeyPanFraction * (d->timeTo - d->timeFrom);
        d->setTimeRange(d->timeFrom - shift, d->timeTo - shift);
    } else {
        const double notches = double(angle.y()) / kWheelDegreesPerNotch;
        d->zoomTimeAround(v.timeAt(pos.x()), std::pow(kWheelZoomStep, notches));
    }
    event->accept();
}

void GanttChartWidget::keyPressEvent(QKeyEvent* event)
{
    const double span = d->timeTo - d->timeFrom;
    const double page = double(d->bodyRect().height());
    const bool control = (event->modifiers() & Qt::ControlModifier) != 0;
    const auto scrollRows = [&](double pixels) {
        d->scrollY += pixels;
        d->rowsFitted = false;
        d->clampRows();
        update();
    };
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: zoomBy(kKeyZoomStep); break;
    case Qt::Key_Minus: zoomBy(1.0 / kKeyZoomStep); break;
    case Qt::Key_Left: d->setTimeRange(d->timeFrom - span * kKeyPanFraction, d->timeTo - span * kKeyPanFraction); break;
    case Qt::Key_Right: d->setTimeRange(d->timeFrom + span * kKeyPanFraction, d->timeTo + span * kKeyPanFraction); break;
    case Qt::Key_Up:
        if (control)
            zoomRowsBy(kKeyZoomStep);
        else
            scrollRows(-page * kKeyPanFraction);
        break;
    case Qt::Key_Down:
        if (control)
            zoomRowsBy(1.0 / kKeyZoomStep);
        else
            scrollRows(page * kKeyPanFraction);
        break;
    case Qt::Key_PageUp: scrollRows(-page); break;
    case Qt::Key_PageDown: scrollRows(page); break;
    case Qt::Key_Home: fitAll(); break;
    case Qt::Key_F:
        if (control) {
            event->ignore();  // Ctrl+F belongs to the application (find job)
            return;
        }
        fitSelection();
        break;
    case Qt::Key_L: setLegendVisible(!d->legendVisible); break;
    case Qt::Key_Escape:
        if (d->drag == Private::Drag::Band) {
            d->drag = Private::Drag::None;
            d->band = QRect();
            update();
        } else {
            d->select(kNoJob);
        }
        break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

void GanttChartWidget::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    if (d->hovered != kNoJob) {
        d->hovered = kNoJob;
        emit jobHovered(kNoJob);
        update();
    }
}

}  // namespace schedlab
