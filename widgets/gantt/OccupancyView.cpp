#include "OccupancyView.h"
#include "model/Units.h"

#include "TimelineImageWriter.h"
#include "TimelineStyle.h"
#include "TimelineToolTip.h"
#include "TimeAxis.h"
#include "TimeNavigator.h"
#include "TraceClock.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <vector>

namespace schedlab {

namespace {

constexpr int kGutterWidth = TimelineStyle::kGutterWidth;
constexpr int kGutterPad = TimelineStyle::kGutterPad;
constexpr int kStripGap = 4;
constexpr int kMinStripHeight = 18;
constexpr int kStripInnerPad = 2;
using units::kPercent;

constexpr QRgb kBackground = 0xfffcfcfd;
constexpr QRgb kStripBackground = 0xfff4f5f8;
constexpr QRgb kBusyPeak = 0x664e79a7;   // per-pixel maximum: light
constexpr QRgb kBusyFloor = 0xff4e79a7;  // per-pixel minimum: solid
constexpr QRgb kQueuePeak = 0x66f28e2b;
constexpr QRgb kQueueFloor = 0xfff28e2b;

struct Series {
    QString name;
    QString unit;
    int capacity = 1;           // y scale top
    std::vector<int> values;    // one per sample
    QRgb peak = kBusyPeak;
    QRgb floor = kBusyFloor;
};

}  // namespace

struct OccupancyView::Private {
    explicit Private(OccupancyView* owner) : q(owner) {}

    OccupancyView* q;
    RunSnapshotPtr snapshot;
    TraceClock clock;
    std::vector<Time> times;
    std::vector<Series> series;  // machines, then the queue
    TimeNavigator time{[this] {
        const auto [from, to] = time.visibleRange();
        emit q->visibleTimeRangeChanged(qint64(from), qint64(to));
        q->update();
    }};
    Time now = kNoTime;
    bool panning = false;
    QPoint pressPos;

    [[nodiscard]] QRect bodyRect() const { return q->rect().adjusted(kGutterWidth, TimeAxis::kHeight, 0, 0); }
    [[nodiscard]] QRect stripRect(int i) const
    {
        const QRect body = bodyRect();
        const int n = std::max(int(series.size()), 1);
        const int height = std::max(kMinStripHeight, (body.height() - kStripGap * (n - 1)) / n);
        return {body.left(), body.top() + i * (height + kStripGap), body.width(), height};
    }
    [[nodiscard]] double xOf(double t) const { return time.xOf(t, bodyRect()); }
    [[nodiscard]] double timeAt(double x) const { return time.timeAt(x, bodyRect()); }
    [[nodiscard]] QFont smallFont() const { return TimelineStyle::smallFont(q->font()); }
    // Index of the sample in effect at `t` (the last one at or before it), or -1.
    [[nodiscard]] int sampleAt(double t) const
    {
        const auto it = std::upper_bound(times.begin(), times.end(), t,
                                         [](double value, Time sample) { return value < double(sample); });
        return int(it - times.begin()) - 1;
    }

    void paintStrip(QPainter& painter, const Series& s, const QRect& strip) const;
    void paintAll(QPainter& painter) const;
};

void OccupancyView::Private::paintStrip(QPainter& painter, const Series& s, const QRect& strip) const
{
    painter.fillRect(strip, QColor::fromRgb(kStripBackground));
    if (times.empty())
        return;
    const QRect plot = strip.adjusted(0, kStripInnerPad, 0, 0);
    const double scale = double(plot.height()) / double(std::max(s.capacity, 1));
    const double limit = now == kNoTime ? time.to() : std::min(time.to(), double(now));
    // Per pixel column: the minimum and maximum value in effect, so a peak
    // narrower than a pixel is never lost and the point count stays bounded
    // by the width, whatever the number of samples.
    const int width = plot.width();
    QPolygonF peak;
    QPolygonF floor;
    int sample = std::max(sampleAt(time.from()), 0);
    double lastX = double(plot.left());
    for (int c = 0; c < width; ++c) {
        const double t0 = timeAt(double(plot.left() + c));
        const double t1 = timeAt(double(plot.left() + c + 1));
        if (t0 >= limit || t0 > double(times.back()))
            break;
        if (t1 <= double(times.front()))
            continue;
        while (sample + 1 < int(times.size()) && double(times[std::size_t(sample) + 1]) <= t0)
            ++sample;
        int lo = s.values[std::size_t(sample)];
        int hi = lo;
        for (int k = sample + 1; k < int(times.size()) && double(times[std::size_t(k)]) < t1; ++k) {
            lo = std::min(lo, s.values[std::size_t(k)]);
            hi = std::max(hi, s.values[std::size_t(k)]);
        }
        const double x0 = double(plot.left() + c);
        const double x1 = std::min(x0 + 1, xOf(limit));
        if (peak.isEmpty()) {
            // Start at the first sample, not at the strip's left edge.
            peak << QPointF(x0, double(plot.bottom()) + 1);
            floor << QPointF(x0, double(plot.bottom()) + 1);
        }
        peak << QPointF(x0, double(plot.bottom()) + 1 - double(hi) * scale)
             << QPointF(x1, double(plot.bottom()) + 1 - double(hi) * scale);
        floor << QPointF(x0, double(plot.bottom()) + 1 - double(lo) * scale)
              << QPointF(x1, double(plot.bottom()) + 1 - double(lo) * scale);
        lastX = x1;
    }
    if (peak.isEmpty())
        return;
    peak << QPointF(lastX, plot.bottom() + 1);
    floor << QPointF(lastX, plot.bottom() + 1);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor::fromRgba(s.peak));
    painter.drawPolygon(peak);
    painter.setBrush(QColor::fromRgba(s.floor));
    painter.drawPolygon(floor);
    painter.setBrush(Qt::NoBrush);
    // Capacity line at the top of the strip.
    painter.setPen(QPen(QColor::fromRgb(TimelineStyle::kGutterLine), 1, Qt::DashLine));
    painter.drawLine(QPointF(plot.left(), plot.top() + 0.5), QPointF(plot.right() + 1, plot.top() + 0.5));
}

void OccupancyView::Private::paintAll(QPainter& painter) const
{
    const QRect body = bodyRect();
    painter.fillRect(q->rect(), QColor::fromRgb(kBackground));
    const QFont font = smallFont();
    const TimeAxis::Ticks ticks = TimeAxis::compute(clock, time.from(), time.to(), body.width(), font);
    const QRect gutter(0, 0, kGutterWidth, q->height());
    painter.fillRect(gutter, QColor::fromRgb(TimelineStyle::kGutterBackground));
    if (series.empty()) {
        painter.setPen(QColor::fromRgb(TimelineStyle::kMutedText));
        painter.drawText(body, Qt::AlignCenter, tr("No occupancy data yet."));
    }
    QFont nameFont = q->font();
    nameFont.setBold(true);
    const QFontMetrics nameMetrics(nameFont);
    const QFontMetrics metrics(font);
    for (int i = 0; i < int(series.size()); ++i) {
        const Series& s = series[std::size_t(i)];
        const QRect strip = stripRect(i);
        if (strip.top() > body.bottom())
            break;
        painter.save();
        painter.setClipRect(strip);
        paintStrip(painter, s, strip);
        TimeAxis::paintGrid(painter, strip, ticks, time.from(), time.to());
        painter.restore();
        // Label: name and scale.
        painter.setPen(QColor::fromRgb(TimelineStyle::kText));
        painter.setFont(strip.height() >= nameMetrics.height() ? nameFont : font);
        const QRect label(kGutterPad, strip.top(), kGutterWidth - 2 * kGutterPad, strip.height());
        if (strip.height() >= 2 * metrics.height()) {
            // Elided in the middle, as the Gantt gutter: machines differ at the end.
            painter.drawText(label, Qt::AlignLeft | Qt::AlignTop,
                             nameMetrics.elidedText(s.name, Qt::ElideMiddle, label.width()));
            painter.setFont(font);
            painter.setPen(QColor::fromRgb(TimelineStyle::kMutedText));
            painter.drawText(label.adjusted(0, nameMetrics.height(), 0, 0), Qt::AlignLeft | Qt::AlignTop,
                             metrics.elidedText(tr("0–%1 %2").arg(s.capacity).arg(s.unit), Qt::ElideRight,
                                                label.width()));
        } else {
            painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
                             metrics.elidedText(s.name, Qt::ElideMiddle, label.width()));
        }
    }
    painter.setPen(QColor::fromRgb(TimelineStyle::kGutterLine));
    painter.drawLine(QPointF(kGutterWidth - 0.5, 0), QPointF(kGutterWidth - 0.5, q->height()));
    if (now != kNoTime) {
        const double x = xOf(double(now));
        if (x >= double(body.left()) && x <= double(body.right())) {
            painter.setPen(QPen(QColor::fromRgb(TimelineStyle::kNowLine), TimelineStyle::kNowLineWidth));
            painter.drawLine(QPointF(x, body.top()), QPointF(x, double(body.bottom()) + 1));
        }
    }
    TimeAxis::paint(painter, QRect(body.left(), 0, body.width(), TimeAxis::kHeight), ticks, time.from(), time.to(),
                    font);
    painter.setPen(QColor::fromRgb(TimelineStyle::kMutedText));
    painter.setFont(font);
    painter.drawText(QRect(kGutterPad, 0, kGutterWidth - 2 * kGutterPad, TimeAxis::kHeight - 4),
                     Qt::AlignLeft | Qt::AlignBottom, tr("Occupancy"));
}

// ---------------------------------------------------------------- widget

OccupancyView::OccupancyView(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>(this))
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setAccessibleName(tr("Machine occupancy"));
    setWhatsThis(tr("<b>Machine occupancy</b><br>Busy nodes per machine (dark: minimum, light: maximum within "
                    "each pixel) and the number of waiting jobs.<br>Wheel: zoom time; drag: pan; Home: fit all."));
}

OccupancyView::~OccupancyView() = default;

void OccupancyView::setSnapshot(RunSnapshotPtr snapshot)
{
    d->snapshot = std::move(snapshot);
    d->times.clear();
    d->series.clear();
    d->clock = TraceClock();
    if (d->snapshot) {
        const RunSnapshot& run = *d->snapshot;
        if (run.workload)
            d->clock = TraceClock(*run.workload);
        const auto& samples = run.result.samples;
        const int machines = run.platform.machineCount();
        for (const TimeSample& sample : samples)
            d->times.push_back(sample.time);
        for (MachineIndex m = 0; m < machines; ++m) {
            Series s;
            s.name = QString::fromStdString(run.platform.machine(m).name);
            s.unit = tr("busy nodes");
            s.capacity = run.platform.machine(m).nodes;
            for (const TimeSample& sample : samples) {
                const bool perMachine = std::size_t(m) < sample.busyPerMachine.size();
                s.values.push_back(perMachine ? sample.busyPerMachine[std::size_t(m)]
                                              : (machines == 1 ? sample.busyNodes : 0));
            }
            d->series.push_back(std::move(s));
        }
        Series queue;
        queue.name = tr("Waiting jobs");
        queue.unit = tr("jobs");
        queue.peak = kQueuePeak;
        queue.floor = kQueueFloor;
        for (const TimeSample& sample : samples) {
            queue.values.push_back(sample.queueLength);
            queue.capacity = std::max(queue.capacity, sample.queueLength);
        }
        d->series.push_back(std::move(queue));
    }
    // Zooming and panning stay around the samples, once there are any.
    if (d->times.empty())
        d->time.clearLimits();
    else
        d->time.setLimits(double(d->times.front()), double(d->times.back()));
    fitAll();
    update();
}

RunSnapshotPtr OccupancyView::snapshot() const
{
    return d->snapshot;
}

void OccupancyView::setVisibleTimeRange(Time from, Time to)
{
    d->time.setRange(double(from), double(to));
}

std::pair<Time, Time> OccupancyView::visibleTimeRange() const
{
    return d->time.visibleRange();
}

void OccupancyView::fitAll()
{
    d->time.fitAll();
}

void OccupancyView::setNowTime(Time time)
{
    d->now = time;
    update();
}

Time OccupancyView::nowTime() const
{
    return d->now;
}

int OccupancyView::stripCount() const
{
    return int(d->series.size());
}

QString OccupancyView::toolTipAt(const QPoint& position) const
{
    const QRect body = d->bodyRect();
    if (!body.contains(position) || d->times.empty())
        return {};
    const double t = d->timeAt(double(position.x()));
    if (d->now != kNoTime && t > double(d->now))
        return {};
    const int sample = d->sampleAt(t);
    if (sample < 0)
        return {};
    QString html = QStringLiteral("<b>%1</b><table>").arg(d->clock.formatTime(Time(t)).toHtmlEscaped());
    for (int i = 0; i < int(d->series.size()); ++i) {
        const Series& s = d->series[std::size_t(i)];
        const int value = s.values[std::size_t(sample)];
        const bool hovered = d->stripRect(i).contains(position);
        const QString text = i + 1 < int(d->series.size())
            ? tr("%1 of %2 nodes busy (%3 %)").arg(value).arg(s.capacity).arg(kPercent * double(value) / double(std::max(s.capacity, 1)), 0, 'f', 0)
            : tr("%n job(s) waiting", nullptr, value);
        html += QStringLiteral("<tr><td>%1%2%3</td><td>%4</td></tr>")
                    .arg(hovered ? QStringLiteral("<b>") : QString(), s.name.toHtmlEscaped(),
                         hovered ? QStringLiteral("</b>") : QString(), text.toHtmlEscaped());
    }
    return html + QStringLiteral("</table>");
}

void OccupancyView::paintChart(QPainter& painter)
{
    d->paintAll(painter);
}

bool OccupancyView::exportPng(const QString& path)
{
    // At one device pixel per pixel, as the view has always exported.
    constexpr double kPixelRatio = 1.0;
    return TimelineImageWriter::png(path, size(), kPixelRatio, [this](QPainter& painter) { d->paintAll(painter); });
}

bool OccupancyView::exportSvg(const QString& path)
{
    return TimelineImageWriter::svg(path, size(), tr("SchedLab machine occupancy"), QString(),
                            [this](QPainter& painter) { d->paintAll(painter); });
}

QSize OccupancyView::sizeHint() const
{
    constexpr QSize kPreferred(960, 260);
    return kPreferred;
}

QSize OccupancyView::minimumSizeHint() const
{
    constexpr QSize kMinimum(kGutterWidth + 200, TimeAxis::kHeight + 2 * kMinStripHeight);
    return kMinimum;
}

bool OccupancyView::event(QEvent* event)
{
    if (TimelineToolTip::handle(*this, *event, [this](const QPoint& position) { return toolTipAt(position); }))
        return true;
    return QWidget::event(event);
}

void OccupancyView::paintEvent(QPaintEvent* event)
{
    Q_UNUSED(event)
    QPainter painter(this);
    d->paintAll(painter);
}

void OccupancyView::wheelEvent(QWheelEvent* event)
{
    d->time.wheelZoom(event->angleDelta(), event->position().x(), d->bodyRect());
    event->accept();
}

void OccupancyView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    d->panning = true;
    d->pressPos = event->position().toPoint();
    d->time.beginDrag();
    setCursor(Qt::ClosedHandCursor);
}

void OccupancyView::mouseMoveEvent(QMouseEvent* event)
{
    if (d->panning)
        d->time.dragTo(event->position().x() - double(d->pressPos.x()), d->bodyRect().width());
}

void OccupancyView::mouseReleaseEvent(QMouseEvent* event)
{
    Q_UNUSED(event)
    d->panning = false;
    unsetCursor();
}

void OccupancyView::keyPressEvent(QKeyEvent* event)
{
    if (!d->time.key(event->key())) {
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

}  // namespace schedlab
