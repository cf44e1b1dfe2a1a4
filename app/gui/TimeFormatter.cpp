#include "TimeFormatter.h"

#include "model/Units.h"
#include "workload/Workload.h"

#include <QDateTime>

#include <cstdlib>

namespace schedlab {

namespace {

using units::kSecondsPerMinute;
using units::kSecondsPerHour;
using units::kSecondsPerDay;
// Zero-padded two-digit clock fields.
constexpr int kClockFieldWidth = 2;
constexpr int kDecimalBase = 10;
const QLatin1Char kPadding('0');

}  // namespace

TimeFormatter::TimeFormatter(const SwfHeader& header)
{
    if (header.unixStartTime)
        m_unixStart = *header.unixStartTime;
    if (header.timeZoneString) {
        QTimeZone zone(QByteArray::fromStdString(*header.timeZoneString));
        if (zone.isValid()) {
            m_zone = zone;
            return;
        }
    }
    // SWF's legacy TimeZone field is "add to UTC to get local time".
    if (header.timeZoneOffset)
        m_zone = QTimeZone(int(*header.timeZoneOffset));
}

TimeFormatter::TimeFormatter(const Workload& workload) : TimeFormatter(workload.header)
{
    m_scale = TickScale(workload.ticksPerSecond);
}

QString TimeFormatter::zoneId() const
{
    if (!m_unixStart || m_zone == QTimeZone::utc())
        return {};
    return QString::fromUtf8(m_zone.id());
}

QDateTime TimeFormatter::toDateTime(Time traceTime) const
{
    return QDateTime::fromSecsSinceEpoch(*m_unixStart + traceTime, m_zone);
}

QString TimeFormatter::dateTime(Time ticks) const
{
    if (ticks == kNoTime)
        return tr("never");
    const Time traceTime = m_scale.wholeSeconds(ticks);
    const QString fraction = m_scale.clockFraction(ticks);
    if (m_unixStart)
        return toDateTime(traceTime).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")) + fraction;
    const Time day = traceTime / kSecondsPerDay;
    const Time rest = traceTime % kSecondsPerDay;
    return tr("day %1, %2:%3:%4")
        .arg(day)
        .arg(rest / kSecondsPerHour, kClockFieldWidth, kDecimalBase, kPadding)
        .arg(rest % kSecondsPerHour / kSecondsPerMinute, kClockFieldWidth, kDecimalBase, kPadding)
        .arg(rest % kSecondsPerMinute, kClockFieldWidth, kDecimalBase, kPadding) + fraction;
}

QString TimeFormatter::nearDateTime(Time ticks, Time referenceTicks) const
{
    if (ticks == kNoTime || referenceTicks == kNoTime)
        return dateTime(ticks);
    const Time traceTime = m_scale.wholeSeconds(ticks);
    const Time reference = m_scale.wholeSeconds(referenceTicks);
    const QString fraction = m_scale.clockFraction(ticks);
    const bool sameDay = m_unixStart ? toDateTime(traceTime).date() == toDateTime(reference).date()
                                     : traceTime / kSecondsPerDay == reference / kSecondsPerDay;
    if (!sameDay)
        return dateTime(ticks);
    if (m_unixStart)
        return toDateTime(traceTime).toString(QStringLiteral("HH:mm:ss")) + fraction;
    const Time rest = traceTime % kSecondsPerDay;
    return QStringLiteral("%1:%2:%3")
        .arg(rest / kSecondsPerHour, kClockFieldWidth, kDecimalBase, kPadding)
        .arg(rest % kSecondsPerHour / kSecondsPerMinute, kClockFieldWidth, kDecimalBase, kPadding)
        .arg(rest % kSecondsPerMinute, kClockFieldWidth, kDecimalBase, kPadding) + fraction;
}

QString TimeFormatter::date(Time ticks) const
{
    const Time traceTime = m_scale.wholeSeconds(ticks);
    if (m_unixStart)
        return toDateTime(traceTime).toString(QStringLiteral("yyyy-MM-dd"));
    return tr("day %1").arg(traceTime / kSecondsPerDay);
}

QString TimeFormatter::durationOf(Time ticks) const
{
    return m_scale.duration(ticks, &TimeFormatter::duration);
}

QString TimeFormatter::duration(Time seconds)
{
    if (seconds == kNoTime)
        return tr("n/a");
    const QString sign = seconds < 0 ? QStringLiteral("−") : QString();
    const Time s = std::llabs(seconds);
    if (s < kSecondsPerMinute)
        return sign + tr("%1 s").arg(s);
    if (s < kSecondsPerHour) {
        if (s % kSecondsPerMinute == 0)
            return sign + tr("%1 min").arg(s / kSecondsPerMinute);
        return sign + tr("%1 min %2 s").arg(s / kSecondsPerMinute).arg(s % kSecondsPerMinute);
    }
    if (s < kSecondsPerDay)
        return sign + tr("%1 h %2 min")
                          .arg(s / kSecondsPerHour)
                          .arg(s % kSecondsPerHour / kSecondsPerMinute, kClockFieldWidth,
                               kDecimalBase, kPadding);
    return sign + tr("%1 d %2 h").arg(s / kSecondsPerDay).arg(s % kSecondsPerDay / kSecondsPerHour);
}

}  // namespace schedlab
