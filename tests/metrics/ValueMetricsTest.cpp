// The value metrics of Vanderster (2008): the credit-delay correlation
// (eq. 4.12) and the profit share (ch. 7) on hand-made outcomes, and through
// MetricsCalculator on a run.

#include "metrics/MetricsCalculator.h"
#include "metrics/ValueMetrics.h"
#include "platform/PlatformCatalog.h"
#include "support/PolicyRuns.h"
#include "support/WorkloadBuilder.h"

#include <QTest>

#include <cmath>

using namespace schedlab;
using namespace schedlab::test;

namespace {

Job pricedJob(double value)
{
    Job job;
    job.submit = 100;
    job.value = value;
    return job;
}

JobOutcome ranFrom(Time start, EndState state = EndState::Completed)
{
    JobOutcome out;
    out.start = start;
    out.end = start + 10;
    out.endState = state;
    return out;
}

}  // namespace

class ValueMetricsTest : public QObject {
    Q_OBJECT

private slots:
    // Credits 1, 2, 3 wait 20, 10, 0 s: perfectly anti-correlated. A fourth
    // task worth 4 fails: it earns nothing and is left out of the
    // correlation, so the share earned is 6 / 10.
    void correlationAndProfitShare()
    {
        ValueMetrics m;
        m.add(pricedJob(1), ranFrom(120), 1);
        m.add(pricedJob(2), ranFrom(110), 1);
        m.add(pricedJob(3), ranFrom(100), 1);
        m.add(pricedJob(4), ranFrom(100, EndState::Failed), 1);
        QVERIFY(std::abs(m.valueDelayCorrelation() + 1) < 1e-12);
        QVERIFY(std::abs(m.profitShare() - 0.6) < 1e-12);
        // Delays in ticks are scaled, which changes no correlation.
        ValueMetrics fine;
        fine.add(pricedJob(1), ranFrom(100), 1000);
        fine.add(pricedJob(2), ranFrom(130), 1000);
        QVERIFY(std::abs(fine.valueDelayCorrelation() - 1) < 1e-12);
    }

    // The largest credit of a task counts: its options' or its own.
    void creditIsTheLargest()
    {
        Job job = pricedJob(2);
        JobOption option;
        option.value = 5;
        job.options = {option};
        QCOMPARE(ValueMetrics::creditOf(job), 5.0);
        QVERIFY(ValueMetrics::creditOf(Job{}) < 0);
    }

    // No credits, one task, or no spread: 0, not NaN.
    void degenerateCasesAreZero()
    {
        ValueMetrics none;
        none.add(Job{}, ranFrom(0), 1);
        QCOMPARE(none.valueDelayCorrelation(), 0.0);
        QCOMPARE(none.profitShare(), 0.0);
        ValueMetrics flat;
        flat.add(pricedJob(1), ranFrom(100), 1);
        flat.add(pricedJob(2), ranFrom(100), 1);
        QCOMPARE(flat.valueDelayCorrelation(), 0.0);
        QCOMPARE(flat.profitShare(), 1.0);
    }

    // FCFS on one node: the three tasks start in submission order at 0, 10
    // and 20 whatever their credits; credits 3, 2, 1 give -1 through the
    // calculator too.
    void calculatorReportsThem()
    {
        Workload w = makeWorkload({{0, 10}, {0, 10}, {0, 10}});
        w.jobs[0].value = 3;
        w.jobs[1].value = 2;
        w.jobs[2].value = 1;
        const Platform p = PlatformCatalog::singleMachine(1);
        const SimulationResult r = runPolicy("fcfs", w, p);
        const MetricsReport report = MetricsCalculator::compute(w, p, r);
        QVERIFY(std::abs(report.valueDelayCorrelation + 1) < 1e-12);
        QCOMPARE(report.profitShare, 1.0);
    }
};

QTEST_APPLESS_MAIN(ValueMetricsTest)
#include "ValueMetricsTest.moc"
