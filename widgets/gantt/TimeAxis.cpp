#include "TimeAxis.h"
#include "model/Units.h"

#include <QFontMetrics>
#include <QLocale>
#include <QPainter>

#include <algorithm>
#include <array>
#include <cmath>

namespace schedlab {

namespace {

constexpr qint64 kMinute = units::kSecondsPerMinute;
constexpr qint64 kHour = units::kSecondsPerHour;
constexpr qint64 kDay = units::kSecondsPerDay;
constexpr qint64 kWeek = 7 * kDay;
constexpr qint64 kDaysPerWeek = 7;
// Average lengths, only used to compare steps and estimate spacing.
constexpr double kMonthSeconds = 30.44 * double(kDay);
constexpr double kYearSeconds = 365.25 * double(kDay);

// Steps people expect on a clock: 1-2-5 seconds, quarter hours, 3/6/12 h...
constexpr std::array<qint64, 20> kSecondSteps = {1,         2,         5,        10,       15,
                                                 30,        kMinute,   2 * kMinute, 5 * kMinute, 10 * kMinute,
                                                 15 * kMinute, 30 * kMinute, kHour,  2 * kHour, 3 * kHour,
                                                 6 * kHour, 12 * kHour, kDay,    2 * kDay,  kWeek};
// Below a second, for clocks with a finer tick: 1-2-5 milliseconds.
constexpr qint64 kMillisecondsPerSecond = 1000;
constexpr int kMillisecondDigits = 3;
constexpr std::array<qint64, 9> kMillisecondSteps = {1, 2, 5, 10, 20, 50, 100, 200, 500};
constexpr std::array<qint64, 3> kMonthSteps = {1, 3, 6};
constexpr std::array<qint64, 7> kYearSteps = {1, 2, 5, 10, 20, 50, 100};
// Relative clocks have no months: plain day counts instead.
constexpr std::array<qint64, 6> kRelativeLongSteps = {14 * kDay, 30 * kDay, 60 * kDay,
                                                      100 * kDay, 200 * kDay, 500 * kDay};

// Room between two minor labels, so they never touch.
constexpr int kLabelGapPx = 18;
constexpr int kMajorLabelPadPx = 4;
constexpr int kMinorTickPx = 5;
constexpr int kMajorRowHeight = 17;
// Guard against a degenerate range producing millions of ticks.
constexpr std::size_t kMaxTicks = 2000;

constexpr QRgb kAxisBackground = 0xfff3f4f6;
constexpr QRgb kAxisText = 0xff30343b;
constexpr QRgb kAxisMajorText = 0xff111318;
constexpr QRgb kAxisLine = 0xffb9bec7;
constexpr QRgb kGridMinor = 0x14000000;  // ~8 % black
constexpr QRgb kGridMajor = 0x30000000;  // ~19 % black

qint64 floorDiv(qint64 a, qint64 b)
{
    qint64 q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        --q;
    return q;
}

}  // namespace

double TimeAxis::approximateSeconds(const Step& step)
{
    switch (step.unit) {
    case Unit::Millisecond: return double(step.count) / double(kMillisecondsPerSecond);
    case Unit::Second: return double(step.count);
    case Unit::Month: return double(step.count) * kMonthSeconds;
    case Unit::Year: return double(step.count) * kYearSeconds;
    }
    return double(step.count);
}

TimeAxis::Step TimeAxis::majorStepFor(const Step& minor)
{
    if (minor.unit == Unit::Millisecond)
        return {Unit::Second, kDay};
    if (minor.unit == Unit::Second && minor.count < kDay)
        return {Unit::Second, kDay};
    if (minor.unit == Unit::Second && minor.count <= kWeek)
        return {Unit::Month, 1};
    if (minor.unit == Unit::Month)
        return {Unit::Year, 1};
    return {Unit::Year, 0};  // no upper tier
}

QString TimeAxis::labelFor(const TraceClock& clock, const Step& step, Time time, bool major)
{
    if (step.unit == Unit::Millisecond && !major)
        return millisecondLabel(clock, qint64(std::floor(double(time) * double(kMillisecondsPerSecond))));
    const QLocale locale;
    if (!clock.isCalendar()) {
        const qint64 dayIndex = floorDiv(time, kDay);
        const qint64 secondOfDay = time - dayIndex * kDay;
        if (major || step.count >= kDay)
            return tr("day %1").arg(dayIndex);
        const QTime clockTime = QTime(0, 0).addSecs(int(secondOfDay));
        return step.count < kMinute ? clockTime.toString(QStringLiteral("hh:mm:ss"))
                                    : clockTime.toString(QStringLiteral("hh:mm"));
    }
    const QDateTime when = clock.toDateTime(time);
    if (major) {
        switch (step.unit) {
        case Unit::Millisecond:
        case Unit::Second: return locale.toString(when, QStringLiteral("dddd d MMMM yyyy"));
        case Unit::Month: return locale.toString(when, QStringLiteral("MMMM yyyy"));
        case Unit::Year: return locale.toString(when, QStringLiteral("yyyy"));
        }
    }
    switch (step.unit) {
    case Unit::Millisecond: break;  // labelled above
    case Unit::Second:
        if (step.count < kMinute)
            return locale.toString(when, QStringLiteral("hh:mm:ss"));
        if (step.count < kDay)
            return locale.toString(when, QStringLiteral("hh:mm"));
        if (step.count == kDay)
            return locale.toString(when, QStringLiteral("ddd d"));
        return locale.toString(when, QStringLiteral("d MMM"));
    case Unit::Month: return locale.toString(when, QStringLiteral("MMM"));
    case Unit::Year: return locale.toString(when, QStringLiteral("yyyy"));
    }
    return {};
}

std::vector<TimeAxis::Tick> TimeAxis::ticksFor(const TraceClock& clock, const Step& step, double from,
                                               double to, bool major)
{
    std::vector<Tick> ticks;
    if (step.count <= 0 || !(to > from))
        return ticks;
    if (step.unit == Unit::Millisecond)
        return millisecondTicks(clock, step, from, to);
    const auto push = [&](Time t) {
        ticks.push_back({double(t), labelFor(clock, step, t, major)});
        return ticks.size() < kMaxTicks && double(t) <= to;
    };
    const Time first = Time(std::floor(from));

    if (!clock.isCalendar()) {
        // Relative clock: multiples of the step from time 0.
        for (Time t = floorDiv(first, step.count) * step.count;; t += step.count) {
            if (!push(t))
                break;
        }
        return ticks;
    }

    const QDateTime start = clock.toDateTime(first);
    const QTimeZone& zone = clock.zone();
    if (step.unit == Unit::Second && step.count < kDay) {
        // Align in local wall-clock time so hours land on the hour in the
        // site's zone; each tick is mapped back with its own UTC offset so
        // daylight-saving changes never shift the labels.
        const qint64 offset = start.offsetFromUtc();
        const qint64 localFirst = floorDiv(clock.origin() + first + offset, step.count) * step.count;
        for (qint64 local = localFirst;; local += step.count) {
            const qint64 guessUtc = local - offset;
            const qint64 tickOffset = clock.toDateTime(guessUtc - clock.origin()).offsetFromUtc();
            if (!push(local - tickOffset - clock.origin()))
                break;
        }
        return ticks;
    }
    if (step.unit == Unit::Second) {
        const qint64 days = step.count / kDay;
        QDate date = start.date();
        if (days == kDaysPerWeek)
            date = date.addDays(1 - date.dayOfWeek());  // Mondays
        else
            date = date.addDays(-(date.toJulianDay() % days));
        for (;; date = date.addDays(days)) {
            if (!push(clock.fromDateTime(QDateTime(date, QTime(0, 0), zone))))
                break;
        }
        return ticks;
    }
    if (step.unit == Unit::Month) {
        const QDate d = start.date();
        const int month0 = (d.month() - 1) / int(step.count) * int(step.count);
        for (QDate date(d.year(), month0 + 1, 1);; date = date.addMonths(int(step.count))) {
            if (!push(clock.fromDateTime(QDateTime(date, QTime(0, 0), zone))))
                break;
        }
        return ticks;
    }
    const int year0 = int(floorDiv(start.date().year(), step.count) * step.count);
    for (QDate date(year0, 1, 1);; date = date.addYears(int(step.count))) {
        if (!push(clock.fromDateTime(QDateTime(date, QTime(0, 0), zone))))
            break;
    }
    return ticks;
}

QString TimeAxis::millisecondLabel(const TraceClock& clock, qint64 ms)
{
    const qint64 second = floorDiv(ms, kMillisecondsPerSecond);
    const qint64 fraction = ms - second * kMillisecondsPerSecond;
    const QString fractionText = QStringLiteral(".%1").arg(fraction, kMillisecondDigits, 10, QLatin1Char('0'));
    if (clock.isCalendar())
        return clock.toDateTime(second).toString(QStringLiteral("hh:mm:ss")) + fractionText;
    const qint64 secondOfDay = second - floorDiv(second, kDay) * kDay;
    return QTime(0, 0).addSecs(int(secondOfDay)).toString(QStringLiteral("hh:mm:ss")) + fractionText;
}

std::vector<TimeAxis::Tick> TimeAxis::millisecondTicks(const TraceClock& clock, const Step& step, double from,
                                                       double to)
{
    // Multiples of the step from time 0 line up with the wall clock too:
    // the calendar origin and zone offsets are whole seconds.
    std::vector<Tick> ticks;
    const auto firstMs = qint64(std::floor(from * double(kMillisecondsPerSecond)));
    for (qint64 ms = floorDiv(firstMs, step.count) * step.count;; ms += step.count) {
        const double time = double(ms) / double(kMillisecondsPerSecond);
        ticks.push_back({time, millisecondLabel(clock, ms)});
        if (ticks.size() >= kMaxTicks || time > to)
            break;
    }
    return ticks;
}

TimeAxis::Ticks TimeAxis::compute(const TraceClock& clock, double from, double to, int widthPx,
                                  const QFont& font)
{
    // The steps and calendar alignment below are in seconds; the chart's
    // times are ticks. At one tick per second this is the identity.
    const double ticksPerSecond = double(clock.scale().ticksPerSecond());
    Ticks result = computeSeconds(clock, from / ticksPerSecond, to / ticksPerSecond, widthPx, font);
    if (ticksPerSecond != 1.0) {
        for (Tick& tick : result.minor)
            tick.time *= ticksPerSecond;
        for (Tick& tick : result.major)
            tick.time *= ticksPerSecond;
    }
    return result;
}

TimeAxis::Ticks TimeAxis::computeSeconds(const TraceClock& clock, double from, double to, int widthPx,
                                         const QFont& font)
{
    Ticks result;
    if (!(to > from) || widthPx <= 0)
        return result;
    const double pxPerSecond = double(widthPx) / (to - from);
    const QFontMetrics metrics(font);

    std::vector<Step> candidates;
    // Steps finer than one tick would only repeat labels.
    if (clock.scale().isFine()) {
        for (qint64 ms : kMillisecondSteps) {
            if (ms * clock.scale().ticksPerSecond() >= kMillisecondsPerSecond)
                candidates.push_back({Unit::Millisecond, ms});
        }
    }
    for (qint64 s : kSecondSteps)
        candidates.push_back({Unit::Second, s});
    if (clock.isCalendar()) {
        for (qint64 m : kMonthSteps)
            candidates.push_back({Unit::Month, m});
        for (qint64 y : kYearSteps)
            candidates.push_back({Unit::Year, y});
    } else {
        for (qint64 s : kRelativeLongSteps)
            candidates.push_back({Unit::Second, s});
    }

    Step chosen = candidates.back();
    for (const Step& step : candidates) {
        const QString sample = labelFor(clock, step, Time(from), false);
        const double needed = double(metrics.horizontalAdvance(sample) + kLabelGapPx);
        if (approximateSeconds(step) * pxPerSecond >= needed) {
            chosen = step;
            break;
        }
    }
    result.minor = ticksFor(clock, chosen, from, to, false);
    Step major = majorStepFor(chosen);
    if (!clock.isCalendar() && major.unit != Unit::Second)
        major.count = 0;
    result.major = ticksFor(clock, major, from, to, true);
    return result;
}

void TimeAxis::paint(QPainter& painter, const QRect& band, const Ticks& ticks, double from, double to,
                     const QFont& font)
{
    painter.save();
    painter.setClipRect(band);
    painter.fillRect(band, QColor::fromRgba(kAxisBackground));
    const double scale = double(band.width()) / std::max(to - from, 1e-9);
    const auto xOf = [&](double t) { return double(band.left()) + (t - from) * scale; };
    const QFontMetrics metrics(font);

    // Upper tier: the enclosing period, its label kept in view while any of
    // the period is visible and pushed out by the next one.
    QFont majorFont = font;
    majorFont.setBold(true);
    const QFontMetrics majorMetrics(majorFont);
    painter.setFont(majorFont);
    const int majorBaseline = band.top() + (kMajorRowHeight + majorMetrics.ascent() - majorMetrics.descent()) / 2;
    for (std::size_t i = 0; i < ticks.major.size(); ++i) {
        const double x = xOf(ticks.major[i].time);
        const double next = i + 1 < ticks.major.size() ? xOf(ticks.major[i + 1].time) : double(band.right()) + 1e6;
        const int width = majorMetrics.horizontalAdvance(ticks.major[i].label);
        double labelX = std::max(x, double(band.left())) + kMajorLabelPadPx;
        labelX = std::min(labelX, next - kMajorLabelPadPx - width);
        if (x >= double(band.left())) {
            painter.setPen(QColor::fromRgba(kAxisLine));
            painter.drawLine(QPointF(x, band.top()), QPointF(x, band.bottom()));
        }
        painter.setPen(QColor::fromRgba(kAxisMajorText));
        painter.drawText(QPointF(labelX, majorBaseline), ticks.major[i].label);
    }

    // Lower tier: tick marks with centred labels.
    painter.setFont(font);
    const int minorBaseline = band.bottom() - kMinorTickPx - metrics.descent() - 1;
    for (const Tick& tick : ticks.minor) {
        const double x = xOf(tick.time);
        painter.setPen(QColor::fromRgba(kAxisLine));
        painter.drawLine(QPointF(x, band.bottom() - kMinorTickPx), QPointF(x, band.bottom()));
        painter.setPen(QColor::fromRgba(kAxisText));
        const int width = metrics.horizontalAdvance(tick.label);
        painter.drawText(QPointF(x - double(width) / 2, minorBaseline), tick.label);
    }
    painter.setPen(QColor::fromRgba(kAxisLine));
    painter.drawLine(band.bottomLeft(), band.bottomRight());
    painter.restore();
}

void TimeAxis::paintGrid(QPainter& painter, const QRect& area, const Ticks& ticks, double from, double to)
{
    const double scale = double(area.width()) / std::max(to - from, 1e-9);
    painter.save();
    painter.setClipRect(area);
    painter.setPen(QColor::fromRgba(kGridMinor));
    for (const Tick& tick : ticks.minor) {
        const double x = std::round(double(area.left()) + (tick.time - from) * scale) + 0.5;
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom() + 1));
    }
    painter.setPen(QColor::fromRgba(kGridMajor));
    for (const Tick& tick : ticks.major) {
        const double x = std::round(double(area.left()) + (tick.time - from) * scale) + 0.5;
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom() + 1));
    }
    painter.restore();
}

}  // namespace schedlab
