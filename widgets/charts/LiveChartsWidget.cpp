#include "charts/LiveChartsWidget.h"
#include "model/Units.h"

#include "charts/MinMaxDecimator.h"
#include "charts/SampleSummary.h"
#include "charts/TimeSeriesChartView.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QHash>
#include <QLineSeries>
#include <QPainter>
#include <QPixmap>
#include <QSvgGenerator>
#include <QTimeZone>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace schedlab {

namespace {

// Redraws are coalesced to about 10 per second: fluid to watch, and a
// simulation that reports thousands of samples a second costs no more.
constexpr int kRefreshIntervalMs = 100;
constexpr int kBucketsPerSeries = MinMaxDecimator::kDefaultBucketCount;
constexpr double kSecondsPerMinute = double(units::kSecondsPerMinute);
constexpr double kSecondsPerHour = double(units::kSecondsPerHour);
constexpr double kSecondsPerDay = double(units::kSecondsPerDay);
constexpr qint64 kMsPerSecond = 1000;
constexpr qint64 kSecondsPerHourInt = units::kSecondsPerHour;
// Up to two days the relative axis counts hours, beyond that days; a
// teaching trace of seconds or minutes gets an axis in its own unit.
constexpr double kHourAxisMaxSpan = 2 * kSecondsPerDay;
constexpr double kMinuteAxisMaxSpan = 2 * kSecondsPerHour;
constexpr double kSecondAxisMaxSpan = 2 * kSecondsPerMinute;
constexpr int kMeanDecimals = 1;
constexpr double kFullPercent = 100.0;
constexpr int kStackSpacing = 0;

enum Metric { Awrt, Utilization, QueueLength, RunningJobs, MetricCount };

// Distinct, colour-blind-safe hues (Tableau 10), one per metric, and the
// next one for the solver's time per cycle.
const std::array<QColor, MetricCount> kMetricColors = {
    QColor(0x1f, 0x77, 0xb4), QColor(0x2c, 0xa0, 0x2c), QColor(0xff, 0x7f, 0x0e), QColor(0x94, 0x67, 0xbd)};
const QColor kSolverColor(0xd6, 0x27, 0x28);
constexpr int kSolverDecimals = 2;

// A step plot of `points`: each value holds until the next point's time.
QList<QPointF> stepped(const QList<QPointF>& points)
{
    QList<QPointF> out;
    out.reserve(points.size() * 2);
    for (qsizetype i = 0; i < points.size(); ++i) {
        if (i > 0)
            out.append(QPointF(points[i].x(), points[i - 1].y()));
        out.append(points[i]);
    }
    return out;
}

}  // namespace

struct LiveChartsWidget::Private {
    std::array<MinMaxDecimator, MetricCount> decimators{
        MinMaxDecimator(kBucketsPerSeries), MinMaxDecimator(kBucketsPerSeries),
        MinMaxDecimator(kBucketsPerSeries), MinMaxDecimator(kBucketsPerSeries)};
    std::array<TimeSeriesChartView*, MetricCount> views{};
    // The solver's time per cycle, in ms; its chart is hidden without cycles.
    MinMaxDecimator solver{kBucketsPerSeries};
    TimeSeriesChartView* solverView = nullptr;
    std::size_t cycles = 0;
    double solverTotalMs = 0;
    QTimer refreshTimer;
    bool dirty = false;
    int totalNodes = 0;
    std::optional<qint64> unixStartTime;
    QTimeZone zone = QTimeZone::utc();
    QString zoneName;
    Time now = kNoTime;
    double ticksPerSecond = 1;  // sample and "now" times are ticks; axes are seconds
    SampleSummary summary;       // what the titles say
    // Calendar axis: ms offset of the axis from UTC per UTC hour (see axisX).
    mutable QHash<qint64, qint64> offsetByHour;

    void add(const TimeSample& sample)
    {
        const double x = double(sample.time) / ticksPerSecond;
        const SampleSummary::Values values = {sample.awrtSoFar, double(sample.busyNodes),
                                              double(sample.queueLength), double(sample.runningJobs)};
        for (std::size_t metric = 0; metric < MetricCount; ++metric)
            decimators[metric].add(x, values[metric]);
        summary.add(x, values);
    }

    void add(const PolicyCycle& cycle)
    {
        const double ms = cycle.solverSeconds * double(kMsPerSecond);
        solver.add(double(cycle.time) / ticksPerSecond, ms);
        ++cycles;
        solverTotalMs += ms;
    }

    void reset()
    {
        for (MinMaxDecimator& decimator : decimators)
            decimator.clear();
        summary.clear();
        resetCycles();
    }

    void resetCycles()
    {
        solver.clear();
        cycles = 0;
        solverTotalMs = 0;
    }

    [[nodiscard]] TimeSeriesChartView* view(int series) const
    {
        if (series >= 0 && series < MetricCount)
            return views[std::size_t(series)];
        return series == SolverTimeSeries ? solverView : nullptr;
    }

    [[nodiscard]] double nowSeconds() const { return double(now) / ticksPerSecond; }

    [[nodiscard]] bool calendar() const { return unixStartTime.has_value(); }

    // QDateTimeAxis always labels in the machine's local time. To show the
    // trace's own wall clock instead, each instant is shifted to the local
    // instant with the same wall-clock reading. Offsets only change on hour
    // boundaries in practice, so they are computed once per hour.
    [[nodiscard]] double calendarX(double traceSeconds) const
    {
        const qint64 utc = *unixStartTime + qint64(traceSeconds);
        const qint64 hour = utc >= 0 ? utc / kSecondsPerHourInt : -((-utc + kSecondsPerHourInt - 1) / kSecondsPerHourInt);
        auto it = offsetByHour.constFind(hour);
        if (it == offsetByHour.constEnd()) {
            const qint64 hourStart = hour * kSecondsPerHourInt;
            const QDateTime instant = QDateTime::fromSecsSinceEpoch(hourStart, QTimeZone::utc());
            const QDateTime wall = instant.addSecs(zone.offsetFromUtc(instant));
            const QDateTime local(wall.date(), wall.time());
            it = offsetByHour.insert(hour, local.toMSecsSinceEpoch() - hourStart * kMsPerSecond);
        }
        return (traceSeconds + double(*unixStartTime)) * double(kMsPerSecond) + double(it.value());
    }

    [[nodiscard]] static double relativeUnit(double spanSeconds)
    {
        if (spanSeconds <= kSecondAxisMaxSpan)
            return 1;
        if (spanSeconds <= kMinuteAxisMaxSpan)
            return kSecondsPerMinute;
        return spanSeconds <= kHourAxisMaxSpan ? kSecondsPerHour : kSecondsPerDay;
    }
};

LiveChartsWidget::LiveChartsWidget(QWidget* parent) : QWidget(parent), d(std::make_unique<Private>())
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(kStackSpacing);
    for (int metric = 0; metric < MetricCount; ++metric) {
        const auto integers = metric == Awrt || metric == Utilization
                                  ? TimeSeriesChartView::IntegerValues::No
                                  : TimeSeriesChartView::IntegerValues::Yes;
        auto* view = new TimeSeriesChartView(kMetricColors[std::size_t(metric)], integers, this);
        view->setTimeLabelsVisible(metric == MetricCount - 1);
        d->views[std::size_t(metric)] = view;
        layout->addWidget(view, 1);  // equal heights, the solver's chart included
    }
    d->solverView = new TimeSeriesChartView(kSolverColor, TimeSeriesChartView::IntegerValues::No, this);
    d->solverView->setTimeLabelsVisible(true);
    d->solverView->hide();
    layout->addWidget(d->solverView, 1);
    d->refreshTimer.setSingleShot(true);
    d->refreshTimer.setInterval(kRefreshIntervalMs);
    connect(&d->refreshTimer, &QTimer::timeout, this, &LiveChartsWidget::flush);
    flush();
}

LiveChartsWidget::~LiveChartsWidget() = default;

void LiveChartsWidget::setTotalNodes(int nodes)
{
    d->totalNodes = nodes;
    scheduleRefresh();
}

void LiveChartsWidget::setTimeBase(std::optional<qint64> unixStartTime, const QString& timeZoneId)
{
    d->unixStartTime = unixStartTime;
    d->zoneName.clear();
    d->zone = QTimeZone::utc();
    if (!timeZoneId.isEmpty()) {
        const QTimeZone zone(timeZoneId.toUtf8());
        if (zone.isValid()) {
            d->zone = zone;
            d->zoneName = timeZoneId;
        }
    }
    d->offsetByHour.clear();
    scheduleRefresh();
}

void LiveChartsWidget::setTicksPerSecond(std::int64_t ticks)
{
    d->ticksPerSecond = double(std::max<std::int64_t>(ticks, 1));
    scheduleRefresh();
}

void LiveChartsWidget::clear()
{
    d->reset();
    d->now = kNoTime;
    flush();
}

void LiveChartsWidget::addSamples(const std::vector<TimeSample>& samples)
{
    for (const TimeSample& sample : samples)
        d->add(sample);
    scheduleRefresh();
}

void LiveChartsWidget::setSamples(const std::vector<TimeSample>& samples)
{
    d->reset();
    addSamples(samples);
}

void LiveChartsWidget::addCycles(const std::vector<PolicyCycle>& cycles)
{
    for (const PolicyCycle& cycle : cycles)
        d->add(cycle);
    scheduleRefresh();
}

void LiveChartsWidget::setCycles(const std::vector<PolicyCycle>& cycles)
{
    d->resetCycles();
    addCycles(cycles);
}

void LiveChartsWidget::setNowTime(Time time)
{
    d->now = time;
    scheduleRefresh();
}

int LiveChartsWidget::pointBudget() const
{
    return d->decimators[0].pointBudget();
}

int LiveChartsWidget::pointCount() const
{
    int count = 0;
    for (const MinMaxDecimator& decimator : d->decimators)
        count += decimator.pointCount();
    return count + d->solver.pointCount();
}

int LiveChartsWidget::seriesPointCount(int series) const
{
    const TimeSeriesChartView* view = d->view(series);
    return view ? int(view->series()->count()) : 0;
}

QList<QPointF> LiveChartsWidget::seriesPoints(int series) const
{
    const TimeSeriesChartView* view = d->view(series);
    return view ? view->series()->points() : QList<QPointF>();
}

QString LiveChartsWidget::seriesTitle(int series) const
{
    const TimeSeriesChartView* view = d->view(series);
    return view ? view->titleText() : QString();
}

bool LiveChartsWidget::isSeriesShown(int series) const
{
    return series == SolverTimeSeries ? d->cycles > 0 : d->view(series) != nullptr;
}

bool LiveChartsWidget::isRefreshPending() const
{
    return d->refreshTimer.isActive();
}

void LiveChartsWidget::scheduleRefresh()
{
    d->dirty = true;
    if (!d->refreshTimer.isActive())
        d->refreshTimer.start();
}

void LiveChartsWidget::flush()
{
    d->refreshTimer.stop();
    d->dirty = false;
    const MinMaxDecimator& reference = d->decimators[Awrt];
    const bool empty = reference.isEmpty();
    double first = empty ? 0.0 : reference.firstX();
    double last = empty ? 0.0 : reference.lastX();
    if (d->now != kNoTime) {
        first = std::min(first, d->nowSeconds());
        last = std::max(last, d->nowSeconds());
    }
    if (empty && d->now == kNoTime)
        last = first + kSecondsPerHour;  // an empty chart still shows a sensible axis

    const bool calendar = d->calendar();
    const double unit = d->relativeUnit(last - first);
    auto axisX = [&](double traceSeconds) {
        return calendar ? d->calendarX(traceSeconds) : traceSeconds / unit;
    };
    QString axisTitle;
    QString format;
    if (calendar) {
        axisTitle = d->zoneName.isEmpty() ? tr("Date (UTC)") : tr("Date (%1)").arg(d->zoneName);
        format = last - first <= kHourAxisMaxSpan ? QStringLiteral("d MMM hh:mm")
                                                  : QStringLiteral("d MMM yyyy");
    } else {
        axisTitle = unit == 1                   ? tr("Simulated time (seconds)")
                    : unit == kSecondsPerMinute ? tr("Simulated time (minutes)")
                    : unit == kSecondsPerHour   ? tr("Simulated time (hours)")
                                                : tr("Simulated time (days)");
        format = QStringLiteral("%g");
    }

    const double nodes = d->totalNodes > 0 ? double(d->totalNodes)
                                           : std::max(1.0, d->decimators[Utilization].maximumY());
    // AWRT in the unit that fits its size: seconds on a teaching trace, hours on a year.
    const double awrtLargest = d->summary.empty() ? 0.0 : d->summary.largest(Awrt);
    const double awrtUnit = awrtLargest >= kMinuteAxisMaxSpan   ? kSecondsPerHour
                            : awrtLargest >= kSecondAxisMaxSpan ? kSecondsPerMinute
                                                                : 1.0;
    const QString awrtUnitName = awrtUnit == kSecondsPerHour ? tr("h") : awrtUnit == kSecondsPerMinute ? tr("min") : tr("s");
    const std::array<double, MetricCount> scales = {1.0 / awrtUnit, kFullPercent / nodes, 1.0, 1.0};

    for (int metric = 0; metric < MetricCount; ++metric) {
        const MinMaxDecimator& decimator = d->decimators[std::size_t(metric)];
        TimeSeriesChartView* view = d->views[std::size_t(metric)];
        const double scale = scales[std::size_t(metric)];
        QList<QPointF> points = decimator.points();
        for (QPointF& point : points)
            point = QPointF(axisX(point.x()), point.y() * scale);
        // Every series changes only at events and holds in between: drawn
        // as steps while there is room for the corners (a dense series looks
        // the same either way).
        if (points.size() * 2 <= decimator.pointBudget())
            points = stepped(points);
        view->setTimeAxis(calendar, format, axisTitle);
        view->setTimeRange(axisX(first), axisX(last));
        view->setValueMaximum(metric == Utilization ? kFullPercent : decimator.maximumY() * scale);
        view->setPoints(points);
        view->setNow(d->now == kNoTime ? std::nullopt : std::optional<double>(axisX(d->nowSeconds())));
        view->setTitleText(title(metric, scale, awrtUnitName));
    }

    // The solver's time per cycle, one point per cycle (no steps: a cycle's
    // time holds for nothing in between), under the others when there is any.
    const bool cycles = d->cycles > 0;
    d->views[RunningJobs]->setTimeLabelsVisible(!cycles);
    d->solverView->setVisible(cycles);
    QList<QPointF> solverPoints = d->solver.points();
    for (QPointF& point : solverPoints)
        point.setX(axisX(point.x()));
    d->solverView->setTimeAxis(calendar, format, axisTitle);
    d->solverView->setTimeRange(axisX(first), axisX(last));
    d->solverView->setValueMaximum(d->solver.maximumY());
    d->solverView->setPoints(solverPoints);
    d->solverView->setNow(d->now == kNoTime ? std::nullopt : std::optional<double>(axisX(d->nowSeconds())));
    d->solverView->setTitleText(
        cycles ? tr("Solver time per cycle: mean %1 ms, largest %2 ms, %3 cycles")
                     .arg(d->solverTotalMs / double(d->cycles), 0, 'f', kSolverDecimals)
                     .arg(d->solver.maximumY(), 0, 'f', kSolverDecimals)
                     .arg(qulonglong(d->cycles))
               : tr("Solver time per cycle (ms)"));
}

QString LiveChartsWidget::title(int metric, double scale, const QString& awrtUnit) const
{
    // During playback a title gives the value at "now"; otherwise the run's
    // mean (a step function between samples) and its value at the last
    // sample, which is "now" while the run is live and the drained machine
    // at its end, never one mistaken for the other.
    const SampleSummary& summary = d->summary;
    const auto series = std::size_t(metric);
    if (summary.empty()) {
        switch (metric) {
        case Awrt: return tr("AWRT so far (%1)").arg(awrtUnit);
        case Utilization: return tr("Utilization (%)");
        case QueueLength: return tr("Queue length (jobs)");
        default: return tr("Running jobs");
        }
    }
    if (d->now != kNoTime) {
        const double value = summary.at(series, d->nowSeconds()) * scale;
        switch (metric) {
        case Awrt: return tr("AWRT at now: %1 %2").arg(value, 0, 'f', 2).arg(awrtUnit);
        case Utilization: return tr("Utilization at now: %1 %").arg(value, 0, 'f', 1);
        case QueueLength: return tr("Queue length at now: %1 waiting").arg(qint64(value));
        default: return tr("Running jobs at now: %1").arg(qint64(value));
        }
    }
    const double mean = summary.mean(series) * scale;
    const double last = summary.last(series) * scale;
    switch (metric) {
    case Awrt: return tr("AWRT so far: %1 %2").arg(last, 0, 'f', 2).arg(awrtUnit);
    case Utilization: return tr("Utilization: mean %1 %, last %2 %").arg(mean, 0, 'f', 1).arg(last, 0, 'f', 1);
    case QueueLength: return tr("Queue length: mean %1, last %2 waiting").arg(mean, 0, 'f', kMeanDecimals).arg(qint64(last));
    default: return tr("Running jobs: mean %1, last %2").arg(mean, 0, 'f', kMeanDecimals).arg(qint64(last));
    }
}

void LiveChartsWidget::prepareForExport()
{
    // A widget that was never shown has not laid out its charts yet; do it
    // now so that an export from a hidden tab looks like the visible one.
    if (!isVisible() && layout())
        layout()->activate();
    flush();
    for (TimeSeriesChartView* view : d->views)
        view->syncChartGeometry();
    d->solverView->syncChartGeometry();
    // Qt Charts lays out axes and titles in posted events; run them now.
    QCoreApplication::sendPostedEvents();
}

bool LiveChartsWidget::exportPng(const QString& path)
{
    prepareForExport();
    const QPixmap pixmap = grab();
    return !pixmap.isNull() && pixmap.save(path, "PNG");
}

bool LiveChartsWidget::exportSvg(const QString& path)
{
    prepareForExport();
    QSvgGenerator generator;
    generator.setFileName(path);
    generator.setSize(size());
    generator.setViewBox(rect());
    generator.setTitle(tr("SchedLab live charts"));
    QPainter painter;
    if (!painter.begin(&generator))
        return false;
    render(&painter);
    if (!painter.end())
        return false;
    return QFile(path).size() > 0;
}

}  // namespace schedlab
