#include "GanttChartWidget.h"

#include "TimelineImageWriter.h"
#include "TimelineStyle.h"
#include "TimelineToolTip.h"
#include "GanttCoarseRaster.h"
#include "GanttExportOptions.h"
#include "GanttFramePainter.h"
#include "GanttGutter.h"
#include "GanttJobLocator.h"
#include "GanttLegend.h"
#include "GanttNavigator.h"
#include "GanttPalette.h"
#include "GanttPlanPainter.h"
#include "GanttPrepared.h"
#include "GanttRenderer.h"
#include "GanttScene.h"
#include "TimeAxis.h"

#include <QElapsedTimer>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QFutureWatcher>
#include <QtConcurrent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <tuple>

namespace schedlab {

namespace {

// jumpToJob: the job fills about a third of the width.
constexpr double kJumpSpanFactor = 3.0;
constexpr double kJumpMinSpanSeconds = 120.0;
constexpr double kLabelFontScale = 0.85;  // job labels in the body
constexpr double kNanosecondsPerMillisecond = 1e6;
// Space around the legend in its strip beside an exported chart.
constexpr int kExportLegendMargin = 10;

// A coarse raster built on the thread pool, and the request it answers.
struct CoarseResult {
    std::shared_ptr<const GanttCoarseRaster> raster;
    quint64 request = 0;
    double milliseconds = 0;
};

}  // namespace

struct GanttChartWidget::Private {
    explicit Private(GanttChartWidget* owner) : q(owner) {}

    GanttChartWidget* q;
    GanttScene scene;
    ColorMode mode = ColorMode::ByUser;
    GanttNavigator nav{*q, scene.layout, [this] {
        const auto [from, to] = nav.time().visibleRange();
        emit q->visibleTimeRangeChanged(qint64(from), qint64(to));
        q->update();
    }};
    Time now = kNoTime;
    std::shared_ptr<const BackfillPlan> plan;
    JobIndex selected = kNoJob;
    JobIndex hovered = kNoJob;
    GanttLegend legend;
    GanttFramePainter frame;
    // Background rasters: the request a raster must match to be shown
    // (bumped whenever the scene or its colours change), and whether one is
    // being built for the current request.
    quint64 coarseRequest = 0;
    bool coarsePending = false;
    QFutureWatcher<CoarseResult>* coarseWatcher = nullptr;

    [[nodiscard]] GanttView view() const { return nav.view(now); }

    void select(JobIndex job);
    void rebuildColours();
    // Colours of the current mode, and their raster when already built.
    void adoptColours(std::vector<QRgb> colours, std::shared_ptr<const GanttCoarseRaster> coarse,
                      double coarseMilliseconds);
    // The whole chart seen through `v`. Without `exportLegend` as on screen:
    // the hover outline, the rubber band and the legend over the body. With
    // it, as a file: none of these, and the legend in *exportLegend if that
    // is a valid box.
    void paintAll(QPainter& painter, const GanttView& v, bool useCache, const QRect* exportLegend = nullptr);
    [[nodiscard]] QString exportDescription() const;
    // What an export of `size` shows, and where its legend goes.
    [[nodiscard]] GanttView exportView(const GanttExportOptions& options, QRect& legendBox) const;
    [[nodiscard]] QString helpText() const;
};

// ---------------------------------------------------------------- Private

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
    // The raster goes too: it was painted in the old colours.
    adoptColours(scene.valid() ? GanttPalette::jobColours(*scene.snapshot, mode) : std::vector<QRgb>{}, nullptr, 0);
}

void GanttChartWidget::Private::adoptColours(std::vector<QRgb> colours, std::shared_ptr<const GanttCoarseRaster> coarse,
                                             double coarseMilliseconds)
{
    scene.colours = std::move(colours);
    scene.coarse = std::move(coarse);
    scene.coarseMilliseconds = coarseMilliseconds;
    ++coarseRequest;
    coarsePending = false;
    legend.setEntriesFrom(scene.snapshot.get(), mode);
    frame.invalidate();
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

void GanttChartWidget::Private::paintAll(QPainter& painter, const GanttView& v, bool useCache,
                                         const QRect* exportLegend)
{
    const bool exporting = exportLegend != nullptr;
    const QFont axisFont = TimelineStyle::smallFont(q->font());
    const TimeAxis::Ticks ticks = TimeAxis::compute(scene.clock, v.timeFrom, v.timeTo, v.body.width(), axisFont);
    frame.paintBody(painter, v, scene, TimelineStyle::scaled(q->font(), kLabelFontScale), ticks, useCache);
    if (!scene.valid()) {
        painter.setPen(QColor::fromRgb(TimelineStyle::kMutedText));
        painter.setFont(q->font());
        painter.drawText(v.body, Qt::AlignCenter | Qt::TextWordWrap,
                         tr("No schedule to show yet.\nRun a simulation to see its Gantt chart."));
    }
    if (!exporting && hovered != kNoJob && hovered != selected)
        GanttRenderer::paintJobOutline(painter, v, scene, hovered, false);
    if (selected != kNoJob)
        GanttRenderer::paintJobOutline(painter, v, scene, selected, true);
    GanttFramePainter::paintNowLine(painter, v);
    TimeAxis::paint(painter, QRect(v.body.left(), 0, v.body.width(), TimeAxis::kHeight), ticks, v.timeFrom,
                    v.timeTo, axisFont);
    GanttGutter::paint(painter, v, scene, q->font(), axisFont);
    GanttFramePainter::paintNowLine(painter, v);  // its marker reaches into the axis band
    // Over the shade of the future, where the plan lies.
    if (plan)
        GanttPlanPainter::paint(painter, v, scene, *plan, TimelineStyle::scaled(q->font(), kLabelFontScale));
    if (!exporting) {
        legend.paint(painter, v.body, axisFont);
        nav.paintBand(painter);
    } else if (exportLegend->isValid()) {
        legend.paintBox(painter, *exportLegend, axisFont);
    }
}

QString GanttChartWidget::Private::exportDescription() const
{
    if (!scene.valid())
        return {};
    return tr("Schedule of %1 on %2 (%3)")
        .arg(QString::fromStdString(scene.snapshot->workload->sourceName),
             QString::fromStdString(scene.snapshot->platform.name()),
             QString::fromStdString(scene.snapshot->description.policy));
}

GanttView GanttChartWidget::Private::exportView(const GanttExportOptions& options, QRect& legendBox) const
{
    const QFont axisFont = TimelineStyle::smallFont(q->font());
    const QSize legendSize = options.legend ? legend.sizeFor(axisFont) : QSize();
    const int legendStrip = legendSize.isEmpty() ? 0 : legendSize.width() + 2 * kExportLegendMargin;
    GanttView v = view();
    const QRect screenBody = v.body;
    v.body = QRect(GanttGutter::kWidth, TimeAxis::kHeight,
                   std::max(options.size.width() - GanttGutter::kWidth - legendStrip, 1),
                   std::max(options.size.height() - TimeAxis::kHeight, 1));
    legendBox = legendStrip == 0 ? QRect()
                                 : QRect(QPoint(v.body.right() + 1 + kExportLegendMargin,
                                                v.body.top() + kExportLegendMargin),
                                         legendSize);
    if (options.wholeSchedule) {
        std::tie(v.timeFrom, v.timeTo) = nav.time().fitRange();
        v.scrollY = 0;
    } else {
        // The same rows as on screen, stretched to the export's height.
        v.scrollY *= double(v.body.height()) / std::max(double(screenBody.height()), 1.0);
    }
    return v;
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

void GanttChartWidget::setBuildsRasterInBackground(bool background)
{
    if (!background) {
        d->frame.setCoarseBuilder({});
        return;
    }
    if (!d->coarseWatcher) {
        // Owned by the widget: a raster that finishes after the widget is
        // gone is simply dropped with the future.
        d->coarseWatcher = new QFutureWatcher<CoarseResult>(this);
        connect(d->coarseWatcher, &QFutureWatcher<CoarseResult>::finished, this, [this] {
            const CoarseResult result = d->coarseWatcher->result();
            acceptCoarse(result.raster, result.request, result.milliseconds);
        });
    }
    d->frame.setCoarseBuilder([this](const GanttScene& scene) {
        if (d->coarsePending || d->coarseWatcher->isRunning())
            return;
        d->coarsePending = true;
        // The pool works on its own copies: the scene may change meanwhile.
        auto index = std::make_shared<const GanttIndex>(scene.index);
        auto colours = std::make_shared<const std::vector<QRgb>>(scene.colours);
        const int rows = scene.layout.totalNodes();
        const quint64 request = d->coarseRequest;
        d->coarseWatcher->setFuture(QtConcurrent::run([index, colours, rows, request] {
            QElapsedTimer timer;
            timer.start();
            CoarseResult result;
            result.raster = std::make_shared<const GanttCoarseRaster>(*index, *colours, rows);
            result.milliseconds = double(timer.nsecsElapsed()) / kNanosecondsPerMillisecond;
            result.request = request;
            return result;
        }));
    });
}

void GanttChartWidget::acceptCoarse(std::shared_ptr<const GanttCoarseRaster> raster, quint64 request,
                                    double milliseconds)
{
    d->coarsePending = false;
    if (request != d->coarseRequest) {
        update();  // built for a scene or colours no longer on show: the next frame asks again
        return;
    }
    d->scene.coarse = std::move(raster);
    d->scene.coarseMilliseconds = milliseconds;
    d->frame.invalidate();
    update();
}

void GanttChartWidget::setSnapshot(RunSnapshotPtr snapshot)
{
    setSnapshot(std::move(snapshot), nullptr);
}

void GanttChartWidget::setSnapshot(RunSnapshotPtr snapshot, std::shared_ptr<GanttPrepared> prepared)
{
    d->scene = GanttScene{};
    ++d->coarseRequest;
    d->coarsePending = false;
    d->selected = kNoJob;
    d->plan.reset();  // it names jobs of the previous snapshot
    d->hovered = kNoJob;
    if (snapshot && snapshot->workload) {
        d->scene.snapshot = snapshot;
        d->scene.layout = GanttLayout(snapshot->platform);
        d->scene.clock = TraceClock(*snapshot->workload);
        if (!prepared || prepared->snapshot != snapshot.get())
            prepared = GanttPrepared::of(*snapshot);
        d->scene.index = std::move(prepared->index);
        d->scene.marks = std::move(prepared->marks);
        d->scene.indexMilliseconds = prepared->milliseconds;
        d->scene.batchInstants = std::move(prepared->batchInstants);
        d->legend.setNotes(prepared->legendNotes);
    } else {
        d->legend.setNotes(GanttLegend::notesOf(nullptr));
    }
    if (d->scene.valid() && prepared->colourMode == d->mode)
        d->adoptColours(std::move(prepared->colours), std::move(prepared->coarse), prepared->coarseMilliseconds);
    else
        d->rebuildColours();
    // Zooming and panning stay around the schedule, once there is one.
    if (d->scene.valid() && !d->scene.index.empty())
        d->nav.time().setLimits(double(d->scene.index.firstTime()), double(d->scene.index.lastTime()));
    else
        d->nav.time().clearLimits();
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

void GanttChartWidget::setBackfillPlan(std::shared_ptr<const BackfillPlan> plan)
{
    if (plan == d->plan)
        return;
    d->plan = std::move(plan);
    update();
}

Time GanttChartWidget::nowTime() const
{
    return d->now;
}

void GanttChartWidget::setVisibleTimeRange(Time from, Time to)
{
    d->nav.time().setRange(double(from), double(to));
}

std::pair<Time, Time> GanttChartWidget::visibleTimeRange() const
{
    return d->nav.time().visibleRange();
}

void GanttChartWidget::fitAll()
{
    d->nav.fitAll();
}

void GanttChartWidget::zoomBy(double factor)
{
    d->nav.time().zoomBy(factor);
}

void GanttChartWidget::zoomRowsBy(double factor)
{
    d->nav.rows().zoomBy(factor, d->nav.bodyHeight());
    update();
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
    const std::optional<GanttJobLocator::Extent> extent = GanttJobLocator(d->scene, d->view()).extentOf(job);
    if (d->scene.snapshot->outcome(job).started() && extent) {
        const double span = std::max(double(extent->end - extent->start) * kJumpSpanFactor, kJumpMinSpanSeconds);
        const double centre = (double(extent->start) + double(extent->end)) / 2;
        d->nav.show(centre - span / 2, centre + span / 2, extent->firstNode, extent->lastNode);
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
    return GanttJobLocator(d->scene, d->view()).jobAt(position);
}

std::optional<QPoint> GanttChartWidget::positionOfJob(JobIndex job) const
{
    return GanttJobLocator(d->scene, d->view()).positionOf(job);
}

bool GanttChartWidget::exportImage(const QString& path, const GanttExportOptions& options)
{
    QRect legendBox;
    const GanttView v = d->exportView(options, legendBox);
    // The rows are drawn at the export's height: the layout's row height is
    // borrowed for the export and given back before the next frame.
    const double screenRowHeight = d->scene.layout.rowHeight();
    const double screenBodyHeight = std::max(double(d->nav.bodyRect().height()), 1.0);
    d->scene.layout.setRowHeight(options.wholeSchedule
                                     ? d->scene.layout.fittingRowHeight(double(v.body.height()))
                                     : screenRowHeight * double(v.body.height()) / screenBodyHeight);
    const auto paint = [&](QPainter& painter) { d->paintAll(painter, v, false, &legendBox); };
    const bool written = path.endsWith(QLatin1String(".svg"), Qt::CaseInsensitive)
                             ? TimelineImageWriter::svg(path, options.size, tr("SchedLab Gantt chart"),
                                                        d->exportDescription(), paint)
                             : TimelineImageWriter::png(path, options.size, 1.0, paint);
    d->scene.layout.setRowHeight(screenRowHeight);
    return written;
}

bool GanttChartWidget::exportPng(const QString& path)
{
    return TimelineImageWriter::png(path, size(), devicePixelRatioF(),
                                    [this](QPainter& painter) { d->paintAll(painter, d->view(), false); });
}

bool GanttChartWidget::exportSvg(const QString& path)
{
    return TimelineImageWriter::svg(path, size(), tr("SchedLab Gantt chart"), d->exportDescription(),
                                    [this](QPainter& painter) { d->paintAll(painter, d->view(), false); });
}

QList<QPair<QString, QColor>> GanttChartWidget::legend() const
{
    return d->legend.entries();
}

void GanttChartWidget::setLegendVisible(bool visible)
{
    d->legend.setVisible(visible);
    update();
}

bool GanttChartWidget::isLegendVisible() const
{
    return d->legend.isVisible();
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
    if (position.x() < v.body.left())
        return GanttGutter::toolTipAt(v, d->scene.layout, position);
    return GanttJobLocator(d->scene, v).toolTipAt(position);
}

void GanttChartWidget::setCoarseThreshold(int blocks)
{
    GanttRenderer& renderer = d->frame.renderer();
    if (blocks == renderer.coarseThreshold())
        return;
    renderer.setCoarseThreshold(blocks);
    d->frame.invalidate();  // the cached body may have been drawn the other way
    update();
}

int GanttChartWidget::coarseThreshold() const
{
    return d->frame.renderer().coarseThreshold();
}

double GanttChartWidget::coarseRasterBuildMilliseconds() const
{
    return d->scene.coarseMilliseconds;
}

GanttFrameStats GanttChartWidget::lastFrameStats() const
{
    return d->frame.stats();
}

double GanttChartWidget::indexBuildMilliseconds() const
{
    return d->scene.indexMilliseconds;
}

void GanttChartWidget::paintChart(QPainter& painter)
{
    d->paintAll(painter, d->view(), false);
}

QSize GanttChartWidget::sizeHint() const
{
    constexpr QSize kPreferred(960, 540);
    return kPreferred;
}

QSize GanttChartWidget::minimumSizeHint() const
{
    constexpr QSize kMinimum(GanttGutter::kWidth + 200, TimeAxis::kHeight + 120);
    return kMinimum;
}

// ---------------------------------------------------------------- events

bool GanttChartWidget::event(QEvent* event)
{
    if (TimelineToolTip::handle(*this, *event, [this](const QPoint& position) { return toolTipAt(position); }))
        return true;
    return QWidget::event(event);
}

void GanttChartWidget::paintEvent(QPaintEvent* event)
{
    Q_UNUSED(event)
    QPainter painter(this);
    d->paintAll(painter, d->view(), true);
}

void GanttChartWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    d->nav.resize();
}

void GanttChartWidget::mousePressEvent(QMouseEvent* event)
{
    setFocus(Qt::MouseFocusReason);
    d->nav.press(*event);
    event->accept();
}

void GanttChartWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (d->nav.move(*event))
        return;
    const JobIndex job = jobAt(event->position().toPoint());
    if (job != d->hovered) {
        d->hovered = job;
        emit jobHovered(job);
        update();
    }
}

void GanttChartWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (d->nav.release())
        d->select(jobAt(event->position().toPoint()));
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
    d->nav.wheel(*event);
    event->accept();
}

void GanttChartWidget::keyPressEvent(QKeyEvent* event)
{
    if (d->nav.key(*event)) {
        event->accept();
        return;
    }
    switch (event->key()) {
    case Qt::Key_F:
        if (event->modifiers() & Qt::ControlModifier) {
            event->ignore();  // Ctrl+F belongs to the application (find job)
            return;
        }
        fitSelection();
        break;
    case Qt::Key_L: setLegendVisible(!d->legend.isVisible()); break;
    case Qt::Key_Escape: d->select(kNoJob); break;
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
