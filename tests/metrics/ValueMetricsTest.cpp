// The value metrics of Vanderster (2008): the credit-delay correlation
// (eq. 4.12) and the profit share (ch. 7) on hand-made outcomes, and through
// MetricsCalculator on a run; the speedup against FCFS through the run
// pipeline's paired run.

#include "metrics/MetricsCalculator.h"
#include "metrics/PairedSpeedup.h"
#include "metrics/ValueMetrics.h"
#include "platform/PlatformCatalog.h"
#include "run/RunPipeline.h"
#include "run/Trace.h"
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

    // Speedup F_i / R_i against a reference of the same workload: responses
    // 20 and 30 under the reference, 10 and 10 here: 2 and 3, mean 2.5; the
    // more valuable task gains more: correlation 1. A task that failed in
    // either run is left out.
    void pairedSpeedup()
    {
        Workload w;
        w.jobs = {pricedJob(1), pricedJob(2), pricedJob(5)};
        SimulationResult reference;
        reference.jobs = {ranFrom(110), ranFrom(120), ranFrom(100)};
        SimulationResult run;
        run.jobs = {ranFrom(100), ranFrom(100), ranFrom(100, EndState::Failed)};
        const PairedSpeedup paired(w, reference, run);
        QCOMPARE(paired.speedups(), (std::vector<double>{2.0, 3.0}));
        QCOMPARE(paired.meanSpeedup(), 2.5);
        QVERIFY(std::abs(paired.valueSpeedupCorrelation() - 1) < 1e-12);
        SimulationResult shorter;
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, PairedSpeedup(w, reference, shorter));
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

    // On one node, lengths 30, 20, 10 worth 1, 2, 3: FCFS (cluster-fcfs)
    // ends them at 30, 50, 60, min-min shortest first at 60, 30, 10. The
    // pipeline runs FCFS beside min-min and stores speedups 0.5, 5/3 and 6:
    // mean 49/18, and the valuable tasks gain most. Without credits there is
    // no paired run and both metrics stay 0.
    void pipelinePairsCreditedRunsWithFcfs()
    {
        const auto runThroughPipeline = [](const Workload& w) {
            const RunPipeline pipeline;
            const auto trace = Trace::fromWorkload(std::make_shared<const Workload>(w), "hand-made");
            const Platform p = PlatformCatalog::singleMachine(1);
            RunSpec spec;
            spec.policy = "min-min";
            return pipeline.run(*trace, p, pipeline.describe(spec, *trace, p), RunOptions{}).metrics;
        };
        Workload w = makeWorkload({{0, 30}, {0, 20}, {0, 10}});
        const MetricsReport blind = runThroughPipeline(w);
        QCOMPARE(blind.meanSpeedup, 0.0);
        QCOMPARE(blind.valueSpeedupCorrelation, 0.0);
        w.jobs[0].value = 1;
        w.jobs[1].value = 2;
        w.jobs[2].value = 3;
        const MetricsReport report = runThroughPipeline(w);
        QVERIFY(std::abs(report.meanSpeedup - 49.0 / 18) < 1e-12);
        const Platform p = PlatformCatalog::singleMachine(1);
        const PairedSpeedup byHand(w, runPolicy("cluster-fcfs", w, p), runPolicy("min-min", w, p));
        QCOMPARE(report.valueSpeedupCorrelation, byHand.valueSpeedupCorrelation());
        QVERIFY(report.valueSpeedupCorrelation > 0.8);
    }
};

QTEST_APPLESS_MAIN(ValueMetricsTest)
#include "ValueMetricsTest.moc"
