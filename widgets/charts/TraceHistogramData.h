#pragma once

#include "charts/HistogramBins.h"
#include "model/Types.h"
#include "workload/Workload.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

namespace schedlab {

// The binning behind TraceHistogramsWidget, kept apart from the drawing so
// that it can be tested exactly:
//  - job width in powers of two: 1, 2, 3-4, 5-8, ... up to the widest job;
//  - run time in bins of roughly constant ratio with human edges
//    (10 s, 30 s, 1 min, 2 min, 5 min, ..., 1 d, 2 d);
//  - estimate accuracy, run time / estimate, in tenths (0-10 %, ...,
//    90-100 %), plus the jobs that overran their estimate;
//  - arrivals per hour of day in the trace's wall-clock time.
class TraceHistogramData {
    Q_DECLARE_TR_FUNCTIONS(TraceHistogramData)

public:
    static constexpr int kAccuracyBins = 10;   // tenths of the estimate
    static constexpr int kHoursPerDay = 24;

    // How the hour of day of an arrival was worked out.
    enum class HourBasis {
        TimeZone,       // UnixStartTime + TimeZoneString: wall clock there
        FixedOffset,    // UnixStartTime + legacy TimeZone offset (or UTC)
        TraceClock,     // no UnixStartTime: submit time modulo one day
    };

    TraceHistogramData() = default;
    explicit TraceHistogramData(const Workload& workload);

    [[nodiscard]] const HistogramBins& widths() const { return m_widths; }
    [[nodiscard]] const HistogramBins& runTimes() const { return m_runTimes; }
    // kAccuracyBins bins; overruns are counted apart, in overruns().
    [[nodiscard]] const HistogramBins& accuracy() const { return m_accuracy; }
    [[nodiscard]] std::int64_t overruns() const { return m_overruns; }
    [[nodiscard]] const HistogramBins& arrivalsByHour() const { return m_arrivals; }
    [[nodiscard]] HourBasis hourBasis() const { return m_hourBasis; }
    // For the axis: "US/Eastern", "UTC+01:00", "UTC" or "trace clock".
    [[nodiscard]] const QString& hourZoneLabel() const { return m_hourZoneLabel; }
    [[nodiscard]] std::int64_t jobCount() const { return m_jobCount; }

    // The bin of one value, exposed for tests and tooltips.
    [[nodiscard]] static int widthBin(std::int64_t nodes);            // 1 -> 0, 2 -> 1, 3-4 -> 2, ...
    [[nodiscard]] static int runTimeBin(Time seconds);                // index into runTimeEdges()
    [[nodiscard]] static int accuracyBin(Time runTime, Time estimate);  // -1 for an overrun
    [[nodiscard]] static const std::vector<Time>& runTimeEdges();   // lower edges, seconds

private:
    HistogramBins m_widths;
    HistogramBins m_runTimes;
    HistogramBins m_accuracy;
    HistogramBins m_arrivals;
    std::int64_t m_overruns = 0;
    std::int64_t m_jobCount = 0;
    HourBasis m_hourBasis = HourBasis::TraceClock;
    QString m_hourZoneLabel;
};

}  // namespace schedlab
