// The decisions put into words, for real EASY starts on the small trace and
// for each other kind of start reason.
#include "AppTestSupport.h"
#include "DecisionExplainer.h"
#include "TimeFormatter.h"

#include <QTest>

using namespace schedlab;

class AppDecisionExplainerTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_snapshot = test::smallEasySnapshot(); }

    void easyDecisions()
    {
        const DecisionExplainer explainer(m_snapshot);
        // Indices are positions in the trace: job id N is index N - 1.
        QCOMPARE(explainer.explainJob(0),
                 QStringLiteral("Started in order: it was next in the policy's queue and enough nodes were free."));
        QCOMPARE(explainer.explainJob(2),
                 QStringLiteral("Backfilled (EASY): ends by its estimate at 08:07:00, before the shadow time "
                                "08:16:40 of job 2."));
        QCOMPARE(explainer.explainJob(3),
                 QStringLiteral("Backfilled (EASY): uses 2 of the 4 extra nodes of job 2's reservation "
                                "(shadow time 08:16:40), so it cannot delay job 2."));
    }

    void otherReasons()
    {
        const DecisionExplainer explainer(m_snapshot);
        const StartReason conservative{StartKind::BackfillNoDelay, 16, 7200};
        QCOMPARE(explainer.explainStart(5, 1200, conservative),
                 QStringLiteral("Backfilled (conservative): delays no reservation; job 17 is reserved at 10:00:00."));
        const StartReason firstFit{StartKind::FirstFit, 11};
        QCOMPARE(explainer.explainStart(12, 3600, firstFit), QStringLiteral("First fit: job 12 ahead of it did not fit."));
        // A reserved time on another day is given in full.
        const StartReason nextDay{StartKind::BackfillNoDelay, 0, 90000};
        QCOMPARE(explainer.explainStart(5, 1200, nextDay),
                 QStringLiteral("Backfilled (conservative): delays no reservation; job 1 is reserved at "
                                "1996-07-02 09:00:00."));
        // A task whose processor waited for its input (qos-meta's link).
        const StartReason input{StartKind::InputArrived, kNoJob, 600};
        const QString waited = explainer.explainStart(5, 1200, input);
        QVERIFY2(waited.startsWith(QStringLiteral("Waited for its input")) && waited.contains(QStringLiteral("08:10:00")) &&
                     waited.contains(QStringLiteral("eq. 2")),
                 qPrintable(waited));
    }

    void eventDescriptions()
    {
        const DecisionExplainer explainer(m_snapshot);
        QCOMPARE(explainer.describeEvent({0, ScheduleEvent::Kind::Submit, 0, {}}),
                 QStringLiteral("Submitted: width 6, estimate 16 min 40 s"));
        QCOMPARE(explainer.describeEvent({1500, ScheduleEvent::Kind::Complete, 1, {}}),
                 QStringLiteral("Completed (waited 16 min 30 s, ran 8 min 20 s)"));
    }

    void timeFormatting()
    {
        QCOMPARE(TimeFormatter::duration(45), QStringLiteral("45 s"));
        QCOMPARE(TimeFormatter::duration(3725), QStringLiteral("1 h 02 min"));
        QCOMPARE(TimeFormatter::duration(90000), QStringLiteral("1 d 1 h"));
        SwfHeader relative;
        const TimeFormatter noCalendar(relative);
        QVERIFY(!noCalendar.isCalendar());
        QCOMPARE(noCalendar.dateTime(90061), QStringLiteral("day 1, 01:01:01"));
        const TimeFormatter calendar(m_snapshot->workload->header);
        QCOMPARE(calendar.dateTime(0), QStringLiteral("1996-07-01 08:00:00"));
    }

private:
    RunSnapshotPtr m_snapshot;
};

QTEST_MAIN(AppDecisionExplainerTest)
#include "AppDecisionExplainerTest.moc"
