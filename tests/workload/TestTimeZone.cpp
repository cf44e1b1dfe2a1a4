#include "util/PosixTimeZoneRule.h"
#include "util/TimeZone.h"

#include <QtTest>

#include <stdexcept>

using namespace schedlab;

namespace {
constexpr std::int64_t kHour = 3600;
// UTC instants (computed independently with Python's datetime).
constexpr std::int64_t kUsDstStart1996 = 828860400;   // 1996-04-07 07:00 UTC = 02:00 EST
constexpr std::int64_t kUsDstEnd1996 = 846396000;     // 1996-10-27 06:00 UTC = 02:00 EDT
constexpr std::int64_t kEuDstStart2011 = 1301187600;  // 2011-03-27 01:00 UTC
constexpr std::int64_t kEuDstEnd2011 = 1319936400;    // 2011-10-30 01:00 UTC
constexpr std::int64_t kJuly2100 = 4118083200;        // beyond every table: footer rule
constexpr std::int64_t kJanuary2100 = 4103654400;
constexpr std::int64_t kEuDstStart2030 = 1901149200;  // 2030-03-31 01:00 UTC
constexpr std::int64_t kJanuary2030 = 1894665600;
constexpr std::int64_t kJuly2030 = 1910304000;

bool haveZone(const char* name) { return TimeZone::load(name).has_value(); }
}  // namespace

class TestTimeZone : public QObject {
    Q_OBJECT

private slots:
    void usEasternTransitions()
    {
        if (!haveZone("US/Eastern"))
            QSKIP("no TZif database at /usr/share/zoneinfo");
        const TimeZone zone = *TimeZone::load("US/Eastern");
        QCOMPARE(zone.name(), std::string("US/Eastern"));
        QCOMPARE(zone.offsetAt(kUsDstStart1996 - 1), -5 * kHour);
        QCOMPARE(zone.offsetAt(kUsDstStart1996), -4 * kHour);
        QCOMPARE(zone.offsetAt(kUsDstEnd1996 - 1), -4 * kHour);
        QCOMPARE(zone.offsetAt(kUsDstEnd1996), -5 * kHour);
        QCOMPARE(zone.offsetAt(kJuly2100), -4 * kHour);
        QCOMPARE(zone.offsetAt(kJanuary2100), -5 * kHour);
        QCOMPARE(zone.toLocal(kUsDstStart1996), kUsDstStart1996 - 4 * kHour);
    }

    void europeParisTransitions()
    {
        if (!haveZone("Europe/Paris"))
            QSKIP("no TZif database at /usr/share/zoneinfo");
        const TimeZone zone = *TimeZone::load("Europe/Paris");
        QCOMPARE(zone.offsetAt(kEuDstStart2011 - 1), 1 * kHour);
        QCOMPARE(zone.offsetAt(kEuDstStart2011), 2 * kHour);
        QCOMPARE(zone.offsetAt(kEuDstEnd2011 - 1), 2 * kHour);
        QCOMPARE(zone.offsetAt(kEuDstEnd2011), 1 * kHour);
    }

    void posixRules()
    {
        const auto cet = PosixTimeZoneRule::parse("CET-1CEST,M3.5.0,M10.5.0/3");
        QVERIFY(cet.has_value());
        QCOMPARE(cet->standardOffset(), 1 * kHour);
        QCOMPARE(cet->offsetAt(kEuDstStart2030 - 1), 1 * kHour);
        QCOMPARE(cet->offsetAt(kEuDstStart2030), 2 * kHour);

        // Southern hemisphere: daylight saving spans the new year.
        const auto sydney = PosixTimeZoneRule::parse("AEST-10AEDT,M10.1.0,M4.1.0/3");
        QVERIFY(sydney.has_value());
        QCOMPARE(sydney->offsetAt(kJanuary2030), 11 * kHour);
        QCOMPARE(sydney->offsetAt(kJuly2030), 10 * kHour);

        const auto fixed = PosixTimeZoneRule::parse("<-03>3");
        QVERIFY(fixed.has_value());
        QVERIFY(!fixed->hasDaylightSaving());
        QCOMPARE(fixed->offsetAt(kJuly2030), -3 * kHour);

        // Julian day forms: J60 is March 1 in every year.
        const auto julian = PosixTimeZoneRule::parse("XST0XDT,J60/0,J300/0");
        QVERIFY(julian.has_value());
        QCOMPARE(julian->offsetAt(kJanuary2030), std::int64_t{0});
        QCOMPARE(julian->offsetAt(kJuly2030), 1 * kHour);

        for (const char* bad : {"", "X5", "EST", "EST5EDT,M13.1.0,M11.1.0", "EST5EDT,M3.2.0", "EST5EDT,M3.2.0,M11.1.0x",
                                "EST99"})
            QVERIFY2(!PosixTimeZoneRule::parse(bad).has_value(), bad);
    }

    void fixedZone()
    {
        const TimeZone zone = TimeZone::fixed(-18000, "UTC-5");
        QCOMPARE(zone.offsetAt(kJuly2030), std::int64_t{-18000});
        QCOMPARE(zone.name(), std::string("UTC-5"));
    }

    void unknownOrUnsafeNamesAreRejected()
    {
        QVERIFY(!TimeZone::load("Mars/Olympus_Mons").has_value());
        QVERIFY(!TimeZone::load("../../etc/passwd").has_value());
        QVERIFY(!TimeZone::load("/etc/passwd").has_value());
        QVERIFY(!TimeZone::load("").has_value());
        QVERIFY(!TimeZone::load("US/Eastern", "/no/such/zoneinfo").has_value());
    }

    void corruptTzifThrows()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)TimeZone::fromTzif("", "empty"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)TimeZone::fromTzif("TZif2", "short"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)TimeZone::fromTzif("NotTZif at all, sorry", "magic"));
        // A valid header announcing more data than there is.
        std::string header = "TZif2";
        header.append(15, '\0');
        for (int i = 0; i < 6; ++i)
            header += std::string("\0\0\0\x05", 4);
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, (void)TimeZone::fromTzif(header, "truncated"));
    }
};

QTEST_APPLESS_MAIN(TestTimeZone)
#include "TestTimeZone.moc"
