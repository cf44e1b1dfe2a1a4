#pragma once

#include "gantt/TickScale.h"
#include "model/Types.h"
#include "workload/SwfHeader.h"

#include <QCoreApplication>
#include <QString>
#include <QTimeZone>

#include <optional>

namespace schedlab {

struct Workload;

// Turns trace-clock ticks into text the user reads: calendar date and time
// in the trace's own zone when the header has a UnixStartTime, else time
// relative to the start of the trace ("day 3, 04:05:06"), with the fraction
// of a second when the workload's tick is finer ("04:05:06.400"). One place
// for this so that the details panel, the event log and the queue agree.
class TimeFormatter {
    Q_DECLARE_TR_FUNCTIONS(TimeFormatter)

public:
    TimeFormatter() = default;
    // The header's calendar at one tick per second (SWF).
    explicit TimeFormatter(const SwfHeader& header);
    // The workload's calendar at its tick (Workload::ticksPerSecond).
    explicit TimeFormatter(const Workload& workload);

    [[nodiscard]] bool isCalendar() const { return m_unixStart.has_value(); }
    [[nodiscard]] std::optional<qint64> unixStartTime() const { return m_unixStart; }
    // IANA id of the zone used ("US/Eastern"), empty for UTC or relative time.
    [[nodiscard]] QString zoneId() const;

    // "1996-07-01 10:42:05" or "day 3, 04:05:06".
    [[nodiscard]] QString dateTime(Time traceTime) const;
    // "10:42" when on the same day as `reference`, else the full date-time:
    // short text for sentences about nearby instants.
    [[nodiscard]] QString nearDateTime(Time traceTime, Time reference) const;
    // "1996-07-01".
    [[nodiscard]] QString date(Time traceTime) const;
    // A duration of a run in ticks: duration()'s text, "1.4 s" at a fine tick.
    [[nodiscard]] QString durationOf(Time ticks) const;
    // "2 h 05 min", "45 s", "3 d 4 h": a human duration of whole seconds
    // (also wall-clock ones, such as a sweep's time left).
    [[nodiscard]] static QString duration(Time seconds);

private:
    [[nodiscard]] QDateTime toDateTime(Time traceTime) const;

    std::optional<qint64> m_unixStart;
    TickScale m_scale;
    QTimeZone m_zone = QTimeZone::utc();
};

}  // namespace schedlab
