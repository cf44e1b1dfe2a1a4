#pragma once

#include "TraceClock.h"

#include <QCoreApplication>
#include <QFont>
#include <QRect>
#include <QString>

#include <vector>

class QPainter;

namespace schedlab {

// The time axis shared by the Gantt chart and the occupancy view, so both
// read the same way. Two tiers, like a calendar: fine ticks with short labels
// ("14:00") underneath, and the enclosing period ("Tue 2 Jul 1996") above,
// stuck to the left edge while its period is in view.
class TimeAxis {
    Q_DECLARE_TR_FUNCTIONS(TimeAxis)

public:
    struct Tick {
        double time = 0;  // trace ticks (Workload::ticksPerSecond)
        QString label;
    };
    struct Ticks {
        std::vector<Tick> minor;
        std::vector<Tick> major;
    };

    static constexpr int kHeight = 38;  // two label rows plus tick marks

    // Picks the finest tick step whose labels still fit between ticks, so
    // the axis stays readable at every zoom level from a year to seconds
    // (to milliseconds when the clock's tick is finer than a second).
    // `from` and `to` are in ticks, like the returned ticks.
    [[nodiscard]] static Ticks compute(const TraceClock& clock, double from, double to, int widthPx,
                                       const QFont& font);

    // Draws the axis into `band`; `from`/`to` map onto band.left()..band.right().
    static void paint(QPainter& painter, const QRect& band, const Ticks& ticks, double from, double to,
                      const QFont& font);
    // Light vertical grid lines for a plot area under the axis.
    static void paintGrid(QPainter& painter, const QRect& area, const Ticks& ticks, double from, double to);

private:
    enum class Unit { Millisecond, Second, Month, Year };
    struct Step {
        Unit unit = Unit::Second;
        qint64 count = 1;  // milliseconds, seconds, months or years
    };
    // compute() in seconds; ticks hold seconds.
    [[nodiscard]] static Ticks computeSeconds(const TraceClock& clock, double from, double to, int widthPx,
                                              const QFont& font);
    [[nodiscard]] static QString millisecondLabel(const TraceClock& clock, qint64 ms);
    [[nodiscard]] static std::vector<Tick> millisecondTicks(const TraceClock& clock, const Step& step, double from,
                                                            double to);
    [[nodiscard]] static std::vector<Tick> ticksFor(const TraceClock& clock, const Step& step, double from,
                                                    double to, bool major);
    [[nodiscard]] static QString labelFor(const TraceClock& clock, const Step& step, Time time, bool major);
    [[nodiscard]] static double approximateSeconds(const Step& step);
    [[nodiscard]] static Step majorStepFor(const Step& minor);
};

}  // namespace schedlab
