// Times of runs with a tick finer than a second read as seconds with the
// fraction in every clock of the workbench, and SWF runs (one tick per
// second) read exactly as before.
#include "TimeFormatter.h"
#include "gantt/TimeAxis.h"
#include "gantt/TraceClock.h"
#include "workload/Workload.h"

#include <QFont>
#include <cmath>
#include <QLocale>
#include <QTest>

using namespace schedlab;

namespace {

Workload workloadAt(std::int64_t ticksPerSecond)
{
    Workload workload;
    workload.ticksPerSecond = ticksPerSecond;
    return workload;
}

}  // namespace

class AppTickTimeTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void millisecondsReadAsSeconds()
    {
        const TimeFormatter time(workloadAt(1000));
        QCOMPARE(time.durationOf(1400), QStringLiteral("1.4 s"));
        QCOMPARE(time.durationOf(12000), QStringLiteral("12 s"));
        QCOMPARE(time.durationOf(65250), QStringLiteral("1 min 05.25 s"));
        QCOMPARE(time.durationOf(3725000), QStringLiteral("1 h 02 min"));
        QCOMPARE(time.dateTime(1400), QStringLiteral("day 0, 00:00:01.400"));
        QCOMPARE(time.nearDateTime(43201400, 43200000), QStringLiteral("12:00:01.400"));

        const TraceClock clock(workloadAt(1000));
        QCOMPARE(clock.formatTime(1400), QStringLiteral("0d 00:00:01.400"));
        QCOMPARE(clock.duration(1400), QStringLiteral("1.4 s"));
    }

    void microsecondsKeepEveryDigit()
    {
        const TimeFormatter time(workloadAt(1000000));
        QCOMPARE(time.durationOf(1000001), QStringLiteral("1.000001 s"));
        QCOMPARE(time.dateTime(1500000), QStringLiteral("day 0, 00:00:01.500000"));
    }

    void wholeSecondsLookAsBefore()
    {
        const TimeFormatter time(workloadAt(1));
        QCOMPARE(time.durationOf(45), TimeFormatter::duration(45));
        QCOMPARE(time.durationOf(45), QStringLiteral("45 s"));
        QCOMPARE(time.durationOf(3725), QStringLiteral("1 h 02 min"));
        QCOMPARE(time.dateTime(90061), QStringLiteral("day 1, 01:01:01"));
        const TraceClock clock(workloadAt(1));
        QCOMPARE(clock.formatTime(90061), QStringLiteral("1d 01:01:01"));
        QCOMPARE(clock.duration(725), QStringLiteral("12 min 05 s"));
    }

    void axisLabelsMillisecondsWhenZoomedIn()
    {
        const TraceClock clock(workloadAt(1000));
        // Two seconds over 1,000 pixels: sub-second ticks, in ticks, labelled with the fraction.
        const TimeAxis::Ticks ticks = TimeAxis::compute(clock, 1000, 3000, 1000, QFont());
        QVERIFY(ticks.minor.size() > 2);
        const TimeAxis::Tick& second = ticks.minor[1];
        QVERIFY(second.time > 1000 && second.time < 3000);
        QVERIFY2(second.label.startsWith(QStringLiteral("00:00:0")) && second.label.contains(QLatin1Char('.')),
                 qPrintable(second.label));
        // The same view of an SWF run (2,000 s) keeps whole-second labels at the same places as before.
        const TimeAxis::Ticks swf = TimeAxis::compute(TraceClock(workloadAt(1)), 1000, 3000, 1000, QFont());
        QVERIFY(!swf.minor.empty());
        QVERIFY(!swf.minor.front().label.contains(QLatin1Char('.')));
        QCOMPARE(std::fmod(swf.minor[1].time, 60.0), 0.0);
    }
};

QTEST_MAIN(AppTickTimeTest)
#include "AppTickTimeTest.moc"
