#pragma once

#include "TickScale.h"
#include "model/Types.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QTimeZone>

namespace schedlab {

struct SwfHeader;
struct Workload;

// Turns trace-clock seconds into what a person reads on an axis or in a
// tooltip. A trace whose header gives UnixStartTime gets calendar time in the
// site's own zone (TimeZoneString via QTimeZone, else the legacy TimeZone
// offset, else UTC), because "Tue 2 Jul 14:00" means something to an
// administrator while "6d 20:54" does not. Other traces get relative time.
class TraceClock {
    Q_DECLARE_TR_FUNCTIONS(TraceClock)

public:
    TraceClock() = default;  // relative time, whole seconds
    // The header's calendar at one tick per second (SWF).
    explicit TraceClock(const SwfHeader& header);
    // The workload's calendar at its tick (Workload::ticksPerSecond).
    explicit TraceClock(const Workload& workload);

    [[nodiscard]] bool isCalendar() const { return m_calendar; }
    // UnixStartTime: trace time 0 in seconds since the Unix epoch (0 if relative).
    [[nodiscard]] qint64 origin() const { return m_origin; }
    [[nodiscard]] const QTimeZone& zone() const { return m_zone; }
    [[nodiscard]] const TickScale& scale() const { return m_scale; }
    // Calendar clocks only: the instant as a date-time in the trace's zone.
    // In whole seconds of the trace clock, not ticks (the axis works in seconds).
    [[nodiscard]] QDateTime toDateTime(Time traceSeconds) const;
    [[nodiscard]] Time fromDateTime(const QDateTime& dateTime) const;

    // "1996-07-02 14:00:05 EDT" or "6d 20:54:05" ("6d 20:54:05.400" at a
    // millisecond tick), of a time in ticks.
    [[nodiscard]] QString formatTime(Time traceTime) const;
    // A duration in ticks: formatDuration's text, with the fraction of a
    // second at a fine tick ("1.4 s").
    [[nodiscard]] QString duration(Time ticks) const;
    // "45 s", "12 min 05 s", "3 h 20 min", "2 d 4 h".
    [[nodiscard]] static QString formatDuration(Time seconds);
    // "6d 20:54:05" (negative times get a leading minus).
    [[nodiscard]] static QString formatRelative(Time traceTime);
    // One line saying which clock is in use, for the axis tooltip.
    [[nodiscard]] QString description() const;

private:
    bool m_calendar = false;
    qint64 m_origin = 0;  // UnixStartTime
    QTimeZone m_zone = QTimeZone::utc();
    TickScale m_scale;
};

}  // namespace schedlab
