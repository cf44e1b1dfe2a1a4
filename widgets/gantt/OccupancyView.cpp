#include "OccupancyView.h"

#include "TimeAxis.h"
#include "TraceClock.h"

#include <QFileInfo>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QSvgGenerator>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace schedlab {

namespace {

constexpr int kGutterWidth = 128;  // same as the Gantt chart, so the axes line up
constexpr int kGutterPad = 6;
constexpr int kStripGap = 4;
constexpr int kMinStripHeight = 18;
constexpr int kStripInnerPad = 2;
constexpr double kMinVisibleSeconds = 10.0;
constexpr double kMaxSpanFactor = 1.5;
constexpr double kFitMarginFraction = 0.01;
constexpr double kWheelZoomStep = 1.25;
constexpr double kKeyZoomStep = 1.5;
constexpr double kKeyPanFraction = 0.1;
constexpr double kWheelDegreesPerNotch = 120.0;
constexpr double kSmallFontScale = 0.88;
constexpr double kPercent = 100.0;

constexpr QRgb kBackground = 0xfffcfcfd;
constexpr QRgb kStripBackground = 0xfff4f5f8;
constexpr QRgb kGutterBackground = 0xfff3f4f6;
constexpr QRgb kGutterLine = 0xffb9bec7;
constexpr QRgb kText = 0xff1f2329;
constexpr QRgb kMuted = 0xff6b7280;
constexpr QRgb kBusyPeak = 0x664e79a7;   // per-pixel maximum: light
constexpr QRgb kBusyFloor = 0xff4e79a7;  // per-pixel minimum: solid
constexpr QRgb kQueuePeak = 0x66f28e2b;
constexpr QRgb kQueueFloor = 0xfff28e2b;
constexpr QRgb kNowLine = 0xffe8590c;
constexpr double kNowLineWidth = 2.0;

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
    double timeFrom = 0;
    double timeTo = 1;
    double dataFrom = 0;
    double dataTo = 1;
    Time now = kNoTime;
    bool panning = false;
    QPoint pressPos;
    double pressFrom = 0;
    double pressTo = 0;

    [[nodiscard]] QRect bodyRect() const { return q->rect().adjusted(kGutterWidth, TimeAxis::kHeight, 0, 0); }
    [[nodiscard]] QRect stripRect(int i) const
    {
        const QRect body = bodyRect();
        const int n = std::max(int(series.size()), 1);
        const int height = std::max(kMinStripHeight, (body.height() - kStripGap * (n - 1)) / n);
        return {body.left(), body.top() + i * (height + kStripGap), body.width(), height};
    }
    [[nodiscard]] double xOf(double t) const
    {
        const QRect body = bodyRect();
        return double(body.left()) + (t - timeFrom) * double(body.width()) / std::max(timeTo - timeFrom, 1e-9);
    }
    [[nodiscard]] double timeAt(double x) const
    {
        const QRect body = bodyRect();
        return timeFrom + (x - double(body.left())) * (timeTo - timeFrom) / double(std::max(body.width(), 1));
    }
    [[nodiscard]] QFont smallFont() const
    {
        QFont f = q->font();
        f.setPointSizeF(f.pointSizeF() * kSmallFontScale);
        return f;
    }
    // Index of the sample in effect at `t` (the last one at or before it), or -1.
    [[nodiscard]] int sampleAt(double t) const
    {
        const auto it = std::upper_bound(times.begin(), times.end(), t,
                                         [](double value, Time sample) { return value < double(sample); });
        return int(it - times.begin()) - 1;
    }

    void setTimeRange(double from, double to);
    void paintStrip(QPainter& painter, const Series& s, const QRect& strip) const;
    void paintAll(QPainter& painter) const;
};

void OccupancyView::Private::setTimeRange(double from, double to)
{
    double span = std::max(to - from, kMinVisibleSeconds);
    double centre = (from + to) / 2;
    if (!times.empty()) {
        span = std::min(span, std::max(dataTo - dataFrom, kMinVisibleSeconds) * kMaxSpanFactor);
        centre = std::clamp(centre, dataFrom, dataTo);
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

void OccupancyView::Private::paintStrip(QPainter& painter, const Series& s, const QRect& strip) const
{
    painter.fillRect(strip, QColor::fromRgb(kStripBackground));
    if (times.empty())
        return;
    const QRect plot = strip.adjusted(0, kStripInnerPad, 0, 0);
    const double scale = double(plot.height()) / double(std::max(s.capacity, 1));
    const double limit = now == kNoTime ? timeTo : std::min(timeTo, double(now));
    // Per pixel column: the minimum and maximum value in effect, so a peak
    // narrower than a pixel is never lost and the point count stays bounded
    // by the width, whatever the number of samples.
    const int width = plot.width();
    QPolygonF peak;
    QPolygonF floor;
    int sample = std::max(sampleAt(timeFrom), 0);
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
    painter.setPen(QPen(QColor::fromRgb(kGutterLine), 1, Qt::DashLine));
    painter.drawLine(QPointF(plot.left(), plot.top() + 0.5), QPointF(plot.right() + 1, plot.top() + 0.5));
}

void OccupancyView::Private::paintAll(QPainter& painter) const
{
    const QRect body = bodyRect();
    painter.fillRect(q->rect(), QColor::fromRgb(kBackground));
    const QFont font = smallFont();
    const TimeAxis::Ticks ticks = TimeAxis::compute(clock, timeFrom, timeTo, body.width(), font);
    const QRect gutter(0, 0, kGutterWidth, q->height());
    painter.fillRect(gutter, QColor::fromRgb(kGutterBackground));
    if (series.empty()) {
        painter.setPen(QColor::fromRgb(kMuted));
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
        TimeAxis::paintGrid(painter, strip, ticks, timeFrom, timeTo);
        painter.restore();
        // Label: name and scale.
        painter.setPen(QColor::fromRgb(kText));
        painter.setFont(strip.height() >= nameMetrics.height() ? nameFont : font);
        const QRect label(kGutterPad, strip.top(), kGutterWidth - 2 * kGutterPad, strip.height());
        if (strip.height() >= 2 * metrics.height()) {
            painter.drawText(label, Qt::AlignLeft | Qt::AlignTop,
                             nameMetrics.elidedText(s.name, Qt::ElideRight, label.width()));
            painter.setFont(font);
            painter.setPen(QColor::fromRgb(kMuted));
            painter.drawText(label.adjusted(0, nameMetrics.height(), 0, 0), Qt::AlignLeft | Qt::AlignTop,
                             metrics.elidedText(tr("0–%1 %2").arg(s.capacity).arg(s.unit), Qt::ElideRight,
                                                label.width()));
        } else {
            painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
                             metrics.elidedText(s.name, Qt::ElideRight, label.width()));
        }
    }
    painter.setPen(QColor::fromRgb(kGutterLine));
    painter.drawLine(QPointF(kGutterWidth - 0.5, 0), QPointF(kGutterWidth - 0.5, q->height()));
    if (now != kNoTime) {
        const double x = xOf(double(now));
        if (x >= double(body.left()) && x <= double(body.right())) {
            painter.setPen(QPen(QColor::fromRgb(kNowLine), kNowLineWidth));
            painter.drawLine(QPointF(x, body.top()), QPointF(x, double(body.bottom()) + 1));
        }
    }
    TimeAxis::paint(painter, QRect(body.left(), 0, body.width(), TimeAxis::kHeight), ticks, timeFrom, timeTo, font);
    painter.setPen(QColor::fromRgb(kMuted));
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
            d->clock = TraceClock(run.workload->header);
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
        if (!d->times.empty()) {
            d->dataFrom = double(d->times.front());
            d->dataTo = double(d->times.back());
        }
    }
    fitAll();
    update();
}

RunSnapshotPtr OccupancyView::snapshot() const
{
    return d->snapshot;
}

void OccupancyView::setVisibleTimeRange(Time from, Time to)
{
    d->setTimeRange(double(from), double(to));
}

std::pair<Time, Time> OccupancyView::visibleTimeRange() const
{
    return {Time(std::floor(d->timeFrom)), Time(std::ceil(d->timeTo))};
}

void OccupancyView::fitAll()
{
    if (d->times.empty()) {
        constexpr double kEmptySpan = 86400.0;
        d->setTimeRange(0, kEmptySpan);
        return;
    }
    const double margin = std::max(d->dataTo - d->dataFrom, kMinVisibleSeconds) * kFitMarginFraction;
    d->setTimeRange(d->dataFrom - margin, d->dataTo + margin);
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
    QImage image(size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    d->paintAll(painter);
    painter.end();
    return image.save(path, "PNG");
}

bool OccupancyView::exportSvg(const QString& path)
{
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size());
    generator.setViewBox(rect());
    generator.setTitle(tr("SchedLab machine occupancy"));
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    d->paintAll(painter);
    if (!painter.end())
        return false;
    return QFileInfo(path).size() > 0;
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

void OccupancyView::paintEvent(QPaintEvent* event)
{
    Q_UNUSED(event)
    QPainter painter(this);
    d->paintAll(painter);
}

void OccupancyView::wheelEvent(QWheelEvent* event)
{
    const double notches = double(event->angleDelta().y()) / kWheelDegreesPerNotch;
    const double factor = std::pow(kWheelZoomStep, notches);
    const double anchor = d->timeAt(event->position().x());
    const double span = (d->timeTo - d->timeFrom) / factor;
    const double from = anchor - (anchor - d->timeFrom) / factor;
    d->setTimeRange(from, from + span);
    event->accept();
}

void OccupancyView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    d->panning = true;
    d->pressPos = event->position().toPoint();
    d->pressFrom = d->timeFrom;
    d->pressTo = d->timeTo;
    setCursor(Qt::ClosedHandCursor);
}

void OccupancyView::mouseMoveEvent(QMouseEvent* event)
{
    if (!d->panning)
        return;
    const double dx = event->position().x() - double(d->pressPos.x());
    const double shift = dx * (d->pressTo - d->pressFrom) / double(std::max(d->bodyRect().width(), 1));
    d->setTimeRange(d->pressFrom - shift, d->pressTo - shift);
}

void OccupancyView::mouseReleaseEvent(QMouseEvent* event)
{
    Q_UNUSED(event)
    d->panning = false;
    unsetCursor();
}

void OccupancyView::keyPressEvent(QKeyEvent* event)
{
    const double span = d->timeTo - d->timeFrom;
    const double centre = (d->timeFrom + d->timeTo) / 2;
    switch (event->key()) {
    case Qt::Key_Plus:
    case Qt::Key_Equal: d->setTimeRange(centre - span / kKeyZoomStep / 2, centre + span / kKeyZoomStep / 2); break;
    case Qt::Key_Minus: d->setTimeRange(centre - span * kKeyZoomStep / 2, centre + span * kKeyZoomStep / 2); break;
    case Qt::Key_Left: d->setTimeRange(d->timeFrom - span * kKeyPanFraction, d->timeTo - span * kKeyPanFraction); break;
    case Qt::Key_Right: d->setTimeRange(d->timeFrom + span * kKeyPanFraction, d->timeTo + span * kKeyPanFraction); break;
    case Qt::Key_Home: fitAll(); break;
    default: QWidget::keyPressEvent(event); return;
    }
    event->accept();
}

}  // namespace schedlab
