#pragma once

#include "model/Types.h"
#include "workload/SwfHeader.h"

#include <QCoreApplication>
#include <QString>
#include <QTimeZone>

#include <optional>

namespace schedlab {

// Turns trace-clock seconds into text the user reads: calendar date and time
// in the trace's own zone when the header has a UnixStartTime, else time
// relative to the start of the trace ("day 3, 04:05:06"). One place for this
// so that the details panel, the event log and the queue agree.
class TimeFormatter {
    Q_DECLARE_TR_FUNCTIONS(TimeFormatter)

public:
    TimeFormatter() = default;
    explicit TimeFormatter(const SwfHeader& header);

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
    // "2 h 05 min", "45 s", "3 d 4 h": a human duration.
    [[nodiscard]] static QString duration(Time seconds);

private:
    [[nodiscard]] QDateTime toDateTime(Time traceTime) const;

    std::optional<qint64> m_unixStart;
    QTimeZone m_zone = QTimeZone::utc();
};

}  // namespace schedlab
