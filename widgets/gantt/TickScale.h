#pragma once

#include "model/Types.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>
#include <functional>

namespace schedlab {

// Ticks as seconds for the views. Every Time of a run counts ticks of
// 1 / Workload::ticksPerSecond seconds; SWF runs have one tick per second,
// native workloads with fractions 1,000 or 1,000,000. The workbench's two
// clocks (TraceClock for the Gantt chart, TimeFormatter for the panels)
// both take their seconds and fraction digits from here, so "1.4 s" reads
// the same everywhere; at one tick per second nothing changes.
class TickScale {
    Q_DECLARE_TR_FUNCTIONS(TickScale)

public:
    TickScale() = default;
    // A tick rate below 1 (not a workload's) is taken as 1.
    explicit TickScale(std::int64_t ticksPerSecond);

    [[nodiscard]] std::int64_t ticksPerSecond() const { return m_ticksPerSecond; }
    // A tick finer than a second: times get a fraction.
    [[nodiscard]] bool isFine() const { return m_ticksPerSecond > 1; }
    [[nodiscard]] double seconds(Time ticks) const { return double(ticks) / double(m_ticksPerSecond); }
    // The whole seconds of `ticks`, rounded down (also below zero), so that
    // a clock reads 00:00:00.999 before 00:00:01.000.
    [[nodiscard]] Time wholeSeconds(Time ticks) const;
    // Digits of one tick after the decimal point: 3 for ms, 0 for seconds.
    [[nodiscard]] int decimals() const { return m_decimals; }
    // The fraction for a clock reading, all digits: ".400" (empty at 1 tick per second).
    [[nodiscard]] QString clockFraction(Time ticks) const;
    // Exact, shortest seconds: "1.4", "12", "-0.001".
    [[nodiscard]] QString secondsText(Time ticks) const;
    // A duration of `ticks`. Whole-second runs (and anything of an hour or
    // more, where a fraction of a second says nothing) go to
    // `wholeSeconds`, the caller's own format; shorter ones with a fraction
    // read "1.4 s" or "2 min 05.25 s".
    [[nodiscard]] QString duration(Time ticks, const std::function<QString(Time)>& wholeSecondsText) const;

private:
    // The fraction's digits without the point, `m_decimals` of them.
    [[nodiscard]] QString fractionDigits(Time ticks) const;

    std::int64_t m_ticksPerSecond = 1;
    int m_decimals = 0;
};

}  // namespace schedlab
