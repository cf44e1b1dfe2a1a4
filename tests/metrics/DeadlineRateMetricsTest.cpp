// The rate metrics of Phosphorus D5.2 (2007), §2.1.10 (E1, E2, E3, eq. 13)
// and the per-MI delay of §2.3 on hand-made outcomes with hand-worked
// numbers, and through MetricsCalculator: quiet (0) for jobs without
// deadlines.

#include "engine/JobOutcome.h"
#include "engine/SimulationResult.h"
#include "engine/StartReason.h"
#include "metrics/DeadlineRateMetrics.h"
#include "metrics/MetricsCalculator.h"
#include "platform/Platform.h"
#include "platform/PlatformCatalog.h"
#include "workload/Workload.h"

#include <QTest>

#include <cmath>

using namespace schedlab;

namespace {

constexpr double kTolerance = 1e-12;

// Work `work` MI (run time on a speed-1 machine), submitted at `submit`,
// deadline `relative` s later, of `user`.
Job task(Time submit, Time work, Time relative, std::int32_t user = 1)
{
    Job job;
    job.submit = submit;
    job.runTime = work;
    job.estimate = work;
    job.deadline = submit + relative;
    job.deadlineKind = DeadlineKind::Soft;
    job.user = user;
    return job;
}

JobOutcome endedAt(Time start, Time end, EndState state = EndState::Completed)
{
    JobOutcome out;
    out.start = start;
    out.end = end;
    out.endState = state;
    return out;
}

bool near(double a, double b)
{
    return std::abs(a - b) < kTolerance;
}

}  // namespace

class DeadlineRateMetricsTest : public QObject {
    Q_OBJECT

private slots:
    // C = 10 on 10 processors (1 each). Task a: w 20, D 10, X = 2, done at
    // 5: X^c = min(2, 4) = 2, on time. Task b: w 30, D 10, X = 3, done at 15:
    // X^c = 2, late by 5. Task c: w 10, D 12, rejected: X^c = 0; it
    // re-applies when the accepted work ends (15) and runs 10 / 1 s, so
    // D^c = 25, late by 13.
    // E1 = 0 + 1/3 + 1 = 4/3; E2 = (2 + 2 + 0) / 10 = 0.4;
    // E3 over all three: (0 + 5/10 + 13/12) / 3 = 19/36.
    void e1e2e3ByHand()
    {
        DeadlineRateMetrics m(10, 10);
        m.add(task(0, 20, 10), endedAt(0, 5), 1);
        m.add(task(0, 30, 10), endedAt(0, 15, EndState::CompletedLate), 1);
        m.add(task(0, 10, 12), endedAt(0, 0, EndState::Rejected), 1);
        QVERIFY2(near(m.e1(), 4.0 / 3.0), qPrintable(QString::number(m.e1())));
        QVERIFY(near(m.e2(), 0.4));
        QVERIFY2(near(m.e3(), 19.0 / 36.0), qPrintable(QString::number(m.e3())));
        // Delays 5 and 15: std 5; one late task: no spread of excess.
        QVERIFY(near(m.delayStdDev(), 5));
        QVERIFY(near(m.excessTimeStdDev(), 0));
    }

    // The same three tasks, but c was refused and re-applied as a task that
    // ran (qos-meta's refused = reapply): it ran 20-30, so D^c = 30, late by
    // 18, and it still counts as not served in E1 and E2. E1 = 4/3, E2 =
    // 0.4 as above; E3 = (0 + 5/10 + 18/12) / 3 = 2/3. It ran, so the delays
    // (5, 15, 30) and the excess times (5, 18) count it.
    void aReappliedTaskIsNotServedButCountsItsRealCompletion()
    {
        DeadlineRateMetrics m(10, 10);
        m.add(task(0, 20, 10), endedAt(0, 5), 1);
        m.add(task(0, 30, 10), endedAt(0, 15, EndState::CompletedLate), 1);
        JobOutcome reapplied = endedAt(20, 30, EndState::CompletedLate);
        reapplied.reason = StartReason{StartKind::Reapplied, 1, 15};
        m.add(task(0, 10, 12), reapplied, 1);
        QVERIFY2(near(m.e1(), 4.0 / 3.0), qPrintable(QString::number(m.e1())));
        QVERIFY(near(m.e2(), 0.4));
        QVERIFY2(near(m.e3(), 2.0 / 3.0), qPrintable(QString::number(m.e3())));
        const double meanDelay = 50.0 / 3.0;
        QVERIFY(near(m.delayStdDev(), std::sqrt((25.0 + 225.0 + 900.0) / 3.0 - meanDelay * meanDelay)));
        QVERIFY(near(m.excessTimeStdDev(), 6.5));
    }

    // A task rejected early re-applies after the work accepted before it,
    // not after work created later; re-applied, it is on time if that work
    // ends soon enough. C = 2 on 2 processors.
    void aRejectedTaskReappliesAfterTheWorkBeforeIt()
    {
        DeadlineRateMetrics m(2, 2);
        m.add(task(0, 4, 10), endedAt(0, 4), 1);                         // ends at 4
        m.add(task(1, 2, 10), endedAt(1, 1, EndState::Rejected), 1);     // re-applies at 4, done 6: D^c 5 <= 10
        m.add(task(2, 30, 10), endedAt(2, 32, EndState::CompletedLate), 1);  // late by 20
        m.add(task(3, 4, 2), endedAt(3, 3, EndState::Rejected), 1);      // at 32, done 36: D^c 33, late by 31
        QVERIFY2(near(m.e3(), (0 + 0 + 20.0 / 10 + 31.0 / 2) / 4), qPrintable(QString::number(m.e3())));
    }

    // Times from creation: a task submitted at 100 with D 10, done at 108,
    // is on time (D^c = 8 < D); ticks of 1 ms scale work and times alike.
    void timesCountFromSubmissionInSeconds()
    {
        DeadlineRateMetrics m(1);
        m.add(task(100'000, 4'000, 10'000), endedAt(100'000, 108'000), 1000);  // w 4 MI, D 10 s
        QVERIFY(near(m.e1(), 0));
        QVERIFY(near(m.e2(), 0.4));  // X = 0.4 MIPS served in full
        QVERIFY(near(m.e3(), 0));
        QVERIFY(near(m.meanMiDelay(), 2));  // 8 s for 4 MI
    }

    // User 1: delays 10 s / 5 MI = 2 and 20 / 5 = 4 -> mean 3. User 2:
    // 6 / 6 = 1. Mean over tasks (2 + 4 + 1) / 3 = 7/3; user means 3 and 1,
    // population std 1. A dropped task counts in neither.
    void perMiDelayAndItsSpreadAcrossUsers()
    {
        DeadlineRateMetrics m(1);
        m.add(task(0, 5, 100, 1), endedAt(0, 10), 1);
        m.add(task(0, 5, 100, 1), endedAt(10, 20), 1);
        m.add(task(0, 6, 100, 2), endedAt(0, 6), 1);
        m.add(task(0, 6, 100, 2), endedAt(0, 100, EndState::Dropped), 1);
        QVERIFY(near(m.meanMiDelay(), 7.0 / 3.0));
        QVERIFY(near(m.miDelayUserStdDev(), 1));
        // One user: no spread.
        DeadlineRateMetrics one(1);
        one.add(task(0, 5, 100, 1), endedAt(0, 10), 1);
        QVERIFY(near(one.miDelayUserStdDev(), 0));
    }

    // Jobs without a deadline and unfinished outcomes are left out.
    void jobsWithoutDeadlinesAreLeftOut()
    {
        DeadlineRateMetrics m(10);
        Job plain = task(0, 20, 10);
        plain.deadlineKind = DeadlineKind::None;
        plain.deadline = kNoTime;
        m.add(plain, endedAt(0, 50), 1);
        m.add(task(0, 20, 10), JobOutcome{}, 1);
        QVERIFY(near(m.e1(), 0) && near(m.e2(), 0) && near(m.e3(), 0) && near(m.meanMiDelay(), 0));
    }

    // C = sum of nodes x speed.
    void capacityOfAPlatform()
    {
        const Platform p("two", {Machine{"a", 30, 10'000}, Machine{"b", 2, 0.5}});
        QVERIFY(near(DeadlineRateMetrics::capacityOf(p), 300'001));
    }

    // Through MetricsCalculator on single:2 (C = 2): task 1 (w 10, D 10,
    // X = 1) ends at 10, task 2 (w 10, D 5, X = 2) ends at 10, X^c = 1.
    // E1 = 0 + 0.5; E2 = (1 + 1) / 2 = 1; E3 = (0 + 1) / 2 = 0.5. Without
    // deadlines, all zero (quiet in SWF runs).
    void computedForRunsWithDeadlines()
    {
        Workload w;
        w.jobs = {task(0, 10, 10), task(0, 10, 5)};
        w.jobs[0].id = 1;
        w.jobs[1].id = 2;
        SimulationResult result;
        result.jobs = {endedAt(0, 10), endedAt(0, 10, EndState::CompletedLate)};
        const Platform platform = PlatformCatalog::singleMachine(2);
        const MetricsReport r = MetricsCalculator::compute(w, platform, result);
        QVERIFY(near(r.e1, 0.5));
        QVERIFY(near(r.e2, 1));
        QVERIFY(near(r.e3, 0.5));
        QVERIFY(near(r.meanMiDelay, 1));
        for (Job& job : w.jobs) {
            job.deadline = kNoTime;
            job.deadlineKind = DeadlineKind::None;
        }
        const MetricsReport plain = MetricsCalculator::compute(w, platform, result);
        QCOMPARE(plain.e1, 0.0);
        QCOMPARE(plain.e3, 0.0);
        QCOMPARE(plain.meanMiDelay, 0.0);
        for (const MetricDefinition& metric : metricDefinitions()) {
            if (metric.key == "e1" || metric.key == "e2" || metric.key == "e3" || metric.key == "meanMiDelay" ||
                metric.key == "miDelayUserStdDev")
                QVERIFY2(!metric.shownFor(plain), metric.key.c_str());
        }
    }
};

QTEST_APPLESS_MAIN(DeadlineRateMetricsTest)
#include "DeadlineRateMetricsTest.moc"
