#include "TraceClock.h"

#include "model/Units.h"
#include "workload/SwfHeader.h"
#include "workload/Workload.h"

#include <cstdlib>

namespace schedlab {

namespace {
using units::kSecondsPerMinute;
using units::kSecondsPerHour;
using units::kSecondsPerDay;
}  // namespace

TraceClock::TraceClock(const SwfHeader& header)
{
    if (!header.unixStartTime)
        return;
    m_calendar = true;
    m_origin = *header.unixStartTime;
    if (header.timeZoneString) {
        const QByteArray id = QByteArray::fromStdString(*header.timeZoneString).trimmed();
        // Not isTimeZoneIdAvailable(): it leaves out backward links such
        // as "US/Eastern", which PWA headers use and QTimeZone still loads.
        const QTimeZone zone(id);
        if (zone.isValid()) {
            m_zone = zone;
            return;
        }
    }
    // SWF's legacy "TimeZone" is what to add to UTC to get local time.
    if (header.timeZoneOffset)
        m_zone = QTimeZone(int(*header.timeZoneOffset));
}

TraceClock::TraceClock(const Workload& workload) : TraceClock(workload.header)
{
    m_scale = TickScale(workload.ticksPerSecond);
}

QDateTime TraceClock::toDateTime(Time traceSeconds) const
{
    return QDateTime::fromSecsSinceEpoch(m_origin + traceSeconds, m_zone);
}

Time TraceClock::fromDateTime(const QDateTime& dateTime) const
{
    return dateTime.toSecsSinceEpoch() - m_origin;
}

QString TraceClock::formatTime(Time traceTime) const
{
    const Time seconds = m_scale.wholeSeconds(traceTime);
    const QString fraction = m_scale.clockFraction(traceTime);
    if (!m_calendar)
        return formatRelative(seconds) + fraction;
    const QDateTime when = toDateTime(seconds);
    return when.toString(QStringLiteral("yyyy-MM-dd hh:mm:ss")) + fraction + QLatin1Char(' ') +
           when.timeZoneAbbreviation();
}

QString TraceClock::duration(Time ticks) const
{
    return m_scale.duration(ticks, &TraceClock::formatDuration);
}

QString TraceClock::formatRelative(Time traceTime)
{
    const QString sign = traceTime < 0 ? QStringLiteral("-") : QString();
    const Time t = std::llabs(traceTime);
    const Time days = t / kSecondsPerDay;
    const Time rest = t % kSecondsPerDay;
    return QStringLiteral("%1%2d %3:%4:%5")
        .arg(sign)
        .arg(days)
        .arg(rest / kSecondsPerHour, 2, 10, QLatin1Char('0'))
        .arg((rest % kSecondsPerHour) / kSecondsPerMinute, 2, 10, QLatin1Char('0'))
        .arg(rest % kSecondsPerMinute, 2, 10, QLatin1Char('0'));
}

QString TraceClock::formatDuration(Time seconds)
{
    const QString sign = seconds < 0 ? QStringLiteral("-") : QString();
    const Time s = std::llabs(seconds);
    if (s < kSecondsPerMinute)
        return sign + tr("%1 s").arg(s);
    if (s < kSecondsPerHour)
        return sign + tr("%1 min %2 s").arg(s / kSecondsPerMinute).arg(s % kSecondsPerMinute, 2, 10, QLatin1Char('0'));
    if (s < kSecondsPerDay)
        return sign + tr("%1 h %2 min")
                          .arg(s / kSecondsPerHour)
                          .arg((s % kSecondsPerHour) / kSecondsPerMinute, 2, 10, QLatin1Char('0'));
    return sign + tr("%1 d %2 h").arg(s / kSecondsPerDay).arg((s % kSecondsPerDay) / kSecondsPerHour);
}

QString TraceClock::description() const
{
    if (!m_calendar)
        return tr("Relative trace time (days hh:mm:ss); the trace has no UnixStartTime.");
    return tr("Calendar time in %1").arg(QString::fromUtf8(m_zone.id()));
}

}  // namespace schedlab
