#include "WorkloadTestPaths.h"

#include "workload/SwfReader.h"
#include "workload/TraceCalendar.h"
#include "workload/WorkloadTransform.h"

#include <QtTest>

#include <map>

using namespace schedlab;

// Monthly splits of the CTC trace in its own zone, US/Eastern (spec §3).
class TestTraceCalendar : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        const std::string path = test::sharedTrace(test::kCtcTrace);
        if (!test::exists(path))
            QSKIP(qPrintable(QString::fromStdString("shared trace missing: " + path)));
        if (!TimeZone::load("US/Eastern"))
            QSKIP("no TZif database at /usr/share/zoneinfo");
        m_ctc = SwfReader().readFile(path);
    }

    void ctcMonthsInUsEastern()
    {
        // Counted independently with Python's zoneinfo. Jul-Dec 96 and
        // Feb-May 97 equal the thesis's per-month counts exactly; January
        // differs because the cleaned log removed flurries (spec §3).
        const std::map<std::string, std::size_t> expected = {
            {"1996-06", 35},   {"1996-07", 7953}, {"1996-08", 7302}, {"1996-09", 6188},
            {"1996-10", 7288}, {"1996-11", 7849}, {"1996-12", 7900}, {"1997-01", 5464},
            {"1997-02", 8188}, {"1997-03", 6945}, {"1997-04", 6118}, {"1997-05", 5992},
        };
        std::vector<std::string> months;
        for (const auto& entry : expected)
            months.push_back(entry.first);
        QCOMPARE(calendarMonths(m_ctc), months);

        std::size_t total = 0;
        for (const auto& [month, count] : expected) {
            Workload w = m_ctc;
            const std::string summary = WorkloadTransform::parse("month:" + month)->apply(w);
            QVERIFY2(w.size() == count, qPrintable(QString::fromStdString(month + ": " + summary)));
            QCOMPARE(summary, "kept " + std::to_string(count) + " of 77222 jobs submitted in " + month
                                  + " (time zone US/Eastern)");
            QCOMPARE(w.transforms, (std::vector<std::string>{"month:" + month}));
            total += w.size();
        }
        QCOMPARE(total, m_ctc.size());
        QCOMPARE(total, std::size_t{77222});
    }

    void monthBoundaryFollowsDaylightSaving()
    {
        // The first July job in Eastern time is at or after 1996-07-01 00:00
        // EDT = 04:00 UTC; the last June job is before it.
        const TraceCalendar calendar(m_ctc.header);
        QVERIFY(!calendar.isFallback());
        constexpr std::int64_t kJulyStartUtc = 836193600;
        const Time julyStart = kJulyStartUtc - *m_ctc.header.unixStartTime;
        QCOMPARE(calendar.monthOf(julyStart - 1).toString(), std::string("1996-06"));
        QCOMPARE(calendar.monthOf(julyStart).toString(), std::string("1996-07"));
        // December starts in EST (UTC-5): 1996-12-01 05:00 UTC.
        constexpr std::int64_t kDecemberStartUtc = 849416400;
        const Time decemberStart = kDecemberStartUtc - *m_ctc.header.unixStartTime;
        QCOMPARE(calendar.monthOf(decemberStart - 1).toString(), std::string("1996-11"));
        QCOMPARE(calendar.monthOf(decemberStart).toString(), std::string("1996-12"));
    }

    void utcWouldSplitDifferently()
    {
        // Without the zone, the split moves: the zone is not cosmetic.
        // (Python, UTC: Aug 7289 instead of 7302 in US/Eastern.)
        Workload utc = m_ctc;
        utc.header.timeZoneString.reset();
        utc.header.timeZoneOffset.reset();
        const std::string summary = WorkloadTransform::parse("month:1996-08")->apply(utc);
        QVERIFY2(summary.find("no TimeZoneString in the header; using UTC") != std::string::npos, summary.c_str());
        QCOMPARE(utc.size(), std::size_t{7289});
    }

private:
    Workload m_ctc;
};

QTEST_APPLESS_MAIN(TestTraceCalendar)
#include "TestTraceCalendar.moc"
