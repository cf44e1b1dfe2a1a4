// TraceHistogramData: exact bins of a hand-made workload, and the hour of
// day in the trace's zone, a fixed offset, or the trace clock.

#include "charts/TraceHistogramData.h"
#include "support/WorkloadBuilder.h"

#include <QTest>

#include <cstdint>
#include <vector>

using schedlab::TraceHistogramData;
using schedlab::Workload;
using schedlab::test::makeWorkload;
using Counts = std::vector<std::int64_t>;

namespace {

constexpr std::int64_t kJan1st1996 = 820454400;  // 1996-01-01 00:00 UTC

Workload handMade()
{
    //            submit        run     nodes estimate
    return makeWorkload({
        {0, 5, 1, 100},                   // w 1, <10s, 0-10 %, hour 0
        {3600, 10, 2, 10},                // w 2, 10-30s, 100 % -> 90-100, hour 1
        {7259, 59, 3, 118},               // w 3-4, 30s-1m, exactly 50 % -> 50-60, hour 2
        {86400 + 23 * 3600, 3600, 4, 1800},  // w 3-4, 1-2h, overrun, hour 23
        {90000, 0, 9, 1},                 // w 9-16, <10s, 0 %, hour 1 (next day)
        {100, 200000, 512, 300000},       // w 257-512, >=2d, 66 % -> 60-70, hour 0
        {43200, 86399, 5, 86400},         // w 5-8, 16h-1d, 99.99 % -> 90-100, hour 12
    });
}

Counts hours(std::initializer_list<std::pair<int, std::int64_t>> nonZero)
{
    Counts counts(24, 0);
    for (const auto& [hour, count] : nonZero)
        counts[std::size_t(hour)] = count;
    return counts;
}

}  // namespace

class ChartsHistogramDataTest : public QObject {
    Q_OBJECT

private slots:
    void widthBins()
    {
        QCOMPARE(TraceHistogramData::widthBin(1), 0);
        QCOMPARE(TraceHistogramData::widthBin(2), 1);
        QCOMPARE(TraceHistogramData::widthBin(3), 2);
        QCOMPARE(TraceHistogramData::widthBin(4), 2);
        QCOMPARE(TraceHistogramData::widthBin(5), 3);
        QCOMPARE(TraceHistogramData::widthBin(8), 3);
        QCOMPARE(TraceHistogramData::widthBin(9), 4);
        QCOMPARE(TraceHistogramData::widthBin(1024), 10);
        QCOMPARE(TraceHistogramData::widthBin(1025), 11);
    }

    void runTimeBins()
    {
        QCOMPARE(TraceHistogramData::runTimeBin(-5), 0);
        QCOMPARE(TraceHistogramData::runTimeBin(0), 0);
        QCOMPARE(TraceHistogramData::runTimeBin(9), 0);
        QCOMPARE(TraceHistogramData::runTimeBin(10), 1);
        QCOMPARE(TraceHistogramData::runTimeBin(29), 1);
        QCOMPARE(TraceHistogramData::runTimeBin(30), 2);
        QCOMPARE(TraceHistogramData::runTimeBin(3599), 7);
        QCOMPARE(TraceHistogramData::runTimeBin(3600), 8);
        QCOMPARE(TraceHistogramData::runTimeBin(172799), 13);
        QCOMPARE(TraceHistogramData::runTimeBin(172800), 14);
        QCOMPARE(TraceHistogramData::runTimeBin(1'000'000'000), 14);
        QCOMPARE(TraceHistogramData::runTimeEdges().size(), std::size_t(15));
    }

    void accuracyBins()
    {
        QCOMPARE(TraceHistogramData::accuracyBin(0, 1), 0);
        QCOMPARE(TraceHistogramData::accuracyBin(99, 1000), 0);
        QCOMPARE(TraceHistogramData::accuracyBin(100, 1000), 1);
        QCOMPARE(TraceHistogramData::accuracyBin(500, 1000), 5);
        QCOMPARE(TraceHistogramData::accuracyBin(999, 1000), 9);
        QCOMPARE(TraceHistogramData::accuracyBin(10, 10), 9);   // used it all: last bin
        QCOMPARE(TraceHistogramData::accuracyBin(11, 10), -1);  // overrun
        QCOMPARE(TraceHistogramData::accuracyBin(5, 0), -1);    // no estimate: not a ratio
    }

    void handMadeWorkloadBins()
    {
        const TraceHistogramData data(handMade());
        QCOMPARE(data.jobCount(), std::int64_t(7));

        QCOMPARE(data.widths().counts, Counts({1, 1, 2, 1, 1, 0, 0, 0, 0, 1}));
        QCOMPARE(data.widths().labels,
                 QStringList({"1", "2", "3–4", "5–8", "9–16", "17–32", "33–64", "65–128", "129–256", "257–512"}));

        QCOMPARE(data.runTimes().counts, Counts({2, 1, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 1}));
        QCOMPARE(data.runTimes().labels.size(), 15);
        QCOMPARE(data.runTimes().labels.first(), QStringLiteral("<10s"));
        QCOMPARE(data.runTimes().labels.last(), QStringLiteral("≥2d"));

        QCOMPARE(data.accuracy().counts, Counts({2, 0, 0, 0, 0, 1, 1, 0, 0, 2}));
        QCOMPARE(data.accuracy().labels.first(), QStringLiteral("0–10"));
        QCOMPARE(data.accuracy().labels.last(), QStringLiteral("90–100"));
        QCOMPARE(data.overruns(), std::int64_t(1));
        QCOMPARE(data.accuracy().total() + data.overruns(), std::int64_t(7));

        QCOMPARE(data.hourBasis(), TraceHistogramData::HourBasis::TraceClock);
        QCOMPARE(data.hourZoneLabel(), QStringLiteral("trace clock"));
        QCOMPARE(data.arrivalsByHour().counts, hours({{0, 2}, {1, 2}, {2, 1}, {12, 1}, {23, 1}}));
        QCOMPARE(data.arrivalsByHour().labels.first(), QStringLiteral("0"));
        QCOMPARE(data.arrivalsByHour().labels.last(), QStringLiteral("23"));
    }

    void arrivalsInTheTracesTimeZone()
    {
        Workload workload = handMade();
        workload.header.unixStartTime = kJan1st1996;
        workload.header.timeZoneString = "America/New_York";  // UTC-5 in January
        const TraceHistogramData data(workload);
        QCOMPARE(data.hourBasis(), TraceHistogramData::HourBasis::TimeZone);
        QCOMPARE(data.hourZoneLabel(), QStringLiteral("America/New_York"));
        QCOMPARE(data.arrivalsByHour().counts, hours({{7, 1}, {18, 1}, {19, 2}, {20, 2}, {21, 1}}));
    }

    void daylightSavingTimeIsFollowed()
    {
        // 1996-07-01 12:00 UTC is 08:00 EDT (UTC-4), not 07:00.
        constexpr std::int64_t kJuly1stNoon = (31 + 29 + 31 + 30 + 31 + 30) * 86400 + 12 * 3600;
        Workload workload = makeWorkload({{kJuly1stNoon, 60, 1, 60}});
        workload.header.unixStartTime = kJan1st1996;
        workload.header.timeZoneString = "America/New_York";
        QCOMPARE(TraceHistogramData(workload).arrivalsByHour().counts, hours({{8, 1}}));
    }

    void legacyOffsetWithoutAZone()
    {
        Workload workload = handMade();
        workload.header.unixStartTime = kJan1st1996;
        workload.header.timeZoneOffset = 3600;  // SWF: add to UTC
        const TraceHistogramData data(workload);
        QCOMPARE(data.hourBasis(), TraceHistogramData::HourBasis::FixedOffset);
        QCOMPARE(data.hourZoneLabel(), QStringLiteral("UTC+01:00"));
        QCOMPARE(data.arrivalsByHour().counts, hours({{0, 1}, {1, 2}, {2, 2}, {3, 1}, {13, 1}}));
    }

    void unknownZoneFallsBackToUtc()
    {
        Workload workload = handMade();
        workload.header.unixStartTime = kJan1st1996;
        workload.header.timeZoneString = "Nowhere/Atlantis";
        const TraceHistogramData data(workload);
        QCOMPARE(data.hourBasis(), TraceHistogramData::HourBasis::FixedOffset);
        QCOMPARE(data.hourZoneLabel(), QStringLiteral("UTC"));
        QCOMPARE(data.arrivalsByHour().counts, hours({{0, 2}, {1, 2}, {2, 1}, {12, 1}, {23, 1}}));
    }

    void emptyWorkload()
    {
        const TraceHistogramData data{Workload{}};
        QCOMPARE(data.jobCount(), std::int64_t(0));
        QCOMPARE(data.widths().counts, Counts({0}));
        QCOMPARE(data.runTimes().total(), std::int64_t(0));
        QCOMPARE(data.accuracy().counts, Counts(10, 0));
        QCOMPARE(data.overruns(), std::int64_t(0));
        QCOMPARE(data.arrivalsByHour().counts, Counts(24, 0));
    }
};

QTEST_GUILESS_MAIN(ChartsHistogramDataTest)
#include "ChartsHistogramDataTest.moc"
