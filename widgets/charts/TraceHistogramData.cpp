#include "charts/TraceHistogramData.h"

#include "model/Units.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>
#include <bit>

namespace schedlab {

namespace {

using units::kSecondsPerHour;
using units::kSecondsPerDay;
constexpr int kPercentPerAccuracyBin = 100 / TraceHistogramData::kAccuracyBins;
constexpr int kSecondsPerMinute = int(units::kSecondsPerMinute);

// Floor division and modulo, so that times before the epoch still map to
// hours 0-23.
Time floorDiv(Time a, Time b)
{
    return a / b - ((a % b != 0) && ((a < 0) != (b < 0)) ? 1 : 0);
}

Time floorMod(Time a, Time b)
{
    return a - floorDiv(a, b) * b;
}

int hourOf(Time localSeconds)
{
    return int(floorMod(localSeconds, kSecondsPerDay) / kSecondsPerHour);
}

QString offsetLabel(Time offsetSeconds)
{
    if (offsetSeconds == 0)
        return QStringLiteral("UTC");
    const Time magnitude = offsetSeconds < 0 ? -offsetSeconds : offsetSeconds;
    return QStringLiteral("UTC%1%2:%3")
        .arg(offsetSeconds < 0 ? QLatin1Char('-') : QLatin1Char('+'))
        .arg(magnitude / kSecondsPerHour, 2, 10, QLatin1Char('0'))
        .arg((magnitude % kSecondsPerHour) / kSecondsPerMinute, 2, 10, QLatin1Char('0'));
}

}  // namespace

const std::vector<Time>& TraceHistogramData::runTimeEdges()
{
    // Steps of 2 to 3x: a log scale with edges people think in.
    static const std::vector<Time> edges = {
        0, 10, 30, 60, 120, 300, 600, 1800, 3600, 7200, 14400, 28800, 57600, 86400, 172800};
    return edges;
}

int TraceHistogramData::widthBin(std::int64_t nodes)
{
    if (nodes <= 1)
        return 0;
    // Bin k holds (2^(k-1), 2^k]: the bit width of nodes - 1.
    return int(std::bit_width(std::uint64_t(nodes - 1)));
}

int TraceHistogramData::runTimeBin(Time seconds)
{
    const std::vector<Time>& edges = runTimeEdges();
    const auto it = std::upper_bound(edges.begin(), edges.end(), std::max<Time>(seconds, 0));
    return int(it - edges.begin()) - 1;
}

int TraceHistogramData::accuracyBin(Time runTime, Time estimate)
{
    if (estimate <= 0 || runTime > estimate)
        return -1;
    // Integer arithmetic: exactly 50 % lands in the 50-60 % bin, and a job
    // that used its whole estimate in the last (90-100 %) bin.
    const Time tenths = std::max<Time>(runTime, 0) * kAccuracyBins / estimate;
    return int(std::min<Time>(tenths, kAccuracyBins - 1));
}

TraceHistogramData::TraceHistogramData(const Workload& workload)
{
    m_jobCount = std::int64_t(workload.jobs.size());

    // Job width: as many power-of-two bins as the widest job needs.
    int widestBin = 0;
    for (const Job& job : workload.jobs)
        widestBin = std::max(widestBin, widthBin(job.nodes));
    m_widths.counts.assign(std::size_t(widestBin + 1), 0);
    for (int bin = 0; bin <= widestBin; ++bin) {
        if (bin <= 1) {
            m_widths.labels << QString::number(bin + 1);
        } else {
            const std::int64_t upper = std::int64_t(1) << bin;
            m_widths.labels << QStringLiteral("%1–%2").arg(upper / 2 + 1).arg(upper);
        }
    }

    // Run time: a fixed set of bins, so that traces compare side by side.
    m_runTimes.labels = QStringList{tr("<10s"),   tr("10–30s"), tr("30s–1m"), tr("1–2m"), tr("2–5m"),
                                    tr("5–10m"),  tr("10–30m"), tr("30m–1h"), tr("1–2h"), tr("2–4h"),
                                    tr("4–8h"),   tr("8–16h"),  tr("16h–1d"), tr("1–2d"), tr("≥2d")};
    m_runTimes.counts.assign(runTimeEdges().size(), 0);

    m_accuracy.counts.assign(kAccuracyBins, 0);
    for (int bin = 0; bin < kAccuracyBins; ++bin)
        m_accuracy.labels << QStringLiteral("%1–%2").arg(bin * kPercentPerAccuracyBin).arg((bin + 1) * kPercentPerAccuracyBin);

    m_arrivals.counts.assign(kHoursPerDay, 0);
    for (int hour = 0; hour < kHoursPerDay; ++hour)
        m_arrivals.labels << QString::number(hour);

    for (const Job& job : workload.jobs) {
        ++m_widths.counts[std::size_t(widthBin(job.nodes))];
        ++m_runTimes.counts[std::size_t(runTimeBin(job.runTime))];
        const int accuracy = accuracyBin(job.runTime, job.estimate);
        if (accuracy < 0)
            ++m_overruns;
        else
            ++m_accuracy.counts[std::size_t(accuracy)];
    }

    // Arrivals by hour: in the trace's own zone when the header says which
    // (the same precedence as the core's TraceCalendar).
    const SwfHeader& header = workload.header;
    QTimeZone zone;
    if (header.unixStartTime && header.timeZoneString)
        zone = QTimeZone(QByteArray::fromStdString(*header.timeZoneString));
    if (header.unixStartTime && zone.isValid()) {
        m_hourBasis = HourBasis::TimeZone;
        m_hourZoneLabel = QString::fromStdString(*header.timeZoneString);
        // Jobs come in submit order, so the offset is looked up once per
        // hour of trace time rather than once per job.
        Time cachedHour = 0;
        Time cachedOffset = 0;
        bool cached = false;
        for (const Job& job : workload.jobs) {
            const Time utc = *header.unixStartTime + job.submit;
            const Time utcHour = floorDiv(utc, kSecondsPerHour);
            if (!cached || utcHour != cachedHour) {
                const QDateTime instant = QDateTime::fromSecsSinceEpoch(utcHour * kSecondsPerHour, QTimeZone::utc());
                cachedOffset = zone.offsetFromUtc(instant);
                cachedHour = utcHour;
                cached = true;
            }
            ++m_arrivals.counts[std::size_t(hourOf(utc + cachedOffset))];
        }
    } else if (header.unixStartTime) {
        m_hourBasis = HourBasis::FixedOffset;
        const Time offset = header.timeZoneOffset.value_or(0);
        m_hourZoneLabel = offsetLabel(offset);
        for (const Job& job : workload.jobs)
            ++m_arrivals.counts[std::size_t(hourOf(*header.unixStartTime + job.submit + offset))];
    } else {
        m_hourBasis = HourBasis::TraceClock;
        m_hourZoneLabel = tr("trace clock");
        for (const Job& job : workload.jobs)
            ++m_arrivals.counts[std::size_t(hourOf(job.submit))];
    }
}

}  // namespace schedlab
