// The data forms of Vanderster (2008), ch. 6, on hand-made grids with exact
// schedules: disks hold the running tasks' input, a task moved to another
// cluster moves its input again, Basic and Data FCFS, the data utilities
// and the total transfer time; the validator's disk rule.

#include "metrics/MetricsCalculator.h"
#include "support/PolicyRuns.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"
#include "utility/UtilityForm.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace schedlab;
using namespace schedlab::test;

namespace {

// 100 s as the utility policy's period parameter, in hours.
const std::string kHundredSeconds = "0.02777777777777778";

Machine cluster(const char* name, int nodes, double bandwidthMBps, double diskGB)
{
    Machine m{name, nodes, 1.0};
    m.bandwidthMBps = bandwidthMBps;
    m.diskGB = diskGB;
    return m;
}

JobOption on(MachineIndex machine, JobOption option)
{
    option.machine = machine;
    return option;
}

// A (2 nodes, 10 MB/s) and B (2 nodes, 20 MB/s).
Platform twoLinks()
{
    return Platform("ab", {cluster("A", 2, 10, 0), cluster("B", 2, 20, 0)});
}

// Task 1 (2 nodes, 300 s, `inputMB` of input) is worth 10 on A and 5 on B;
// task 2 (no input, 100 s) arrives at 50, worth 100, and runs only on A.
Workload movedTask(double inputMB)
{
    Workload w = makeWorkload({{0, 300, 2}, {50, 100, 2}});
    w.jobs[0].inputMB = inputMB;
    w.jobs[0].options = {on(0, makeOption(2, 300, 10)), on(1, makeOption(2, 300, 5))};
    w.jobs[1].options = {on(0, makeOption(2, 100, 100))};
    return w;
}

}  // namespace

class UtilityDataTest : public QObject {
    Q_OBJECT

private slots:
    // S5 of each term over its largest in the cycle (S5(x) = 2 / (exp(-5 x
    // / x_max) + 1) - 1): a way at every largest scores S5(1) per term;
    // non-data leaves out IDT, -money adds the credit; a free transfer
    // (IDT infinite) counts fully.
    void dataFormsAddTheirTerms()
    {
        const double s1 = 2 / (std::exp(-5.0) + 1) - 1;
        UtilityScale scale;
        scale.largestErt = 2;
        scale.largestNtct = 4;
        scale.largestIdt = 8;
        scale.largestValue = 1;
        UtilityInputs in;
        in.ert = 2;
        in.ntct = 4;
        in.idt = 8;
        in.value = 1;
        const auto form = [](UtilityForm::Kind kind) { return UtilityForm(kind, {}); };
        using K = UtilityForm::Kind;
        QVERIFY(std::abs(form(K::NonData).utility(in, scale) - 2 * s1) < 1e-12);
        QVERIFY(std::abs(form(K::Data).utility(in, scale) - 3 * s1) < 1e-12);
        QVERIFY(std::abs(form(K::NonDataMoney).utility(in, scale) - 3 * s1) < 1e-12);
        QVERIFY(std::abs(form(K::DataMoney).utility(in, scale) - 4 * s1) < 1e-12);
        in.idt = std::numeric_limits<double>::infinity();
        QVERIFY(std::abs(form(K::Data).utility(in, scale) - (2 * s1 + 1)) < 1e-12);
        QCOMPARE(UtilityForm::fromName("data-money"), K::DataMoney);
        QCOMPARE(UtilityForm::fromName("non-data"), K::NonData);
    }

    // A (2 nodes, 10 MB/s), B (2 nodes, 20 MB/s), period 100 s, P1. Task 1
    // (100 MB of input) is worth 10 on A and 5 on B: it starts on A at 0
    // and moves its input first, 10 s, so it would end at 310. Task 2 (no
    // input, worth 100, only on A) arrives at 50; the cycle at 100 gives it
    // A and moves task 1 to B: its 210 s left, plus 5 s to move the input
    // there. At 200 task 2 has ended and task 1 goes back to A: 115 s left
    // plus 10 s to move the input again, so it ends at 325. 25 s of
    // transfers in all.
    void movingToAnotherClusterMovesTheInputAgain()
    {
        const Workload w = movedTask(100);
        const Platform p = twoLinks();
        const SimulationResult r = runPolicy("utility", w, p, {{"period", kHundredSeconds}});
        verifySchedule(w, p, r, {{0, 325}, {100, 200}});
        const JobOutcome& task1 = r.jobs[0];
        QCOMPARE(task1.segments.size(), std::size_t(3));
        QCOMPARE(task1.transferTime, Time(10));
        QCOMPARE(task1.segments[1].overhead, Time(5));
        QCOMPARE(task1.segments[2].overhead, Time(10));
        const MetricsReport metrics = MetricsCalculator::compute(w, p, r);
        QCOMPARE(metrics.transferSeconds, 25.0);
        QCOMPARE(metrics.migratedJobs, std::int64_t(1));
    }

    // The same with 1500 MB of input: 150 s to A, 75 s to B. At 100 task 1
    // has moved 100 s of its input to A; the 50 s left are dropped, and its
    // 300 s of work plus 75 s for B remain. At 200 it has moved its input
    // to B and done 25 s of work: 275 s of work plus 150 s for A again, so
    // it ends at 625. Transfers: 100 + 75 + 150 = 325 s.
    void aTransferCutShortIsDropped()
    {
        const Workload w = movedTask(1500);
        const Platform p = twoLinks();
        const SimulationResult r = runPolicy("utility", w, p, {{"period", kHundredSeconds}});
        verifySchedule(w, p, r, {{0, 625}, {100, 200}});
        QCOMPARE(r.jobs[0].requiredTime, Time(625));
        QCOMPARE(MetricsCalculator::compute(w, p, r).transferSeconds, 325.0);
    }

    // One cluster of 4 nodes and 1 GB of disk; two 1-node tasks of 100 s
    // with 600 MB of input each: only one fits on the disk at a time, under
    // Basic FCFS as under UM (the more valuable first). Without the disk
    // limit both run at once.
    void diskHoldsOneInputAtATime()
    {
        Workload w = makeWorkload({{0, 100, 1}, {0, 100, 1}});
        w.jobs[0].inputMB = 600;
        w.jobs[1].inputMB = 600;
        w.jobs[0].value = 1;
        w.jobs[1].value = 2;
        const Platform limited("disk", {cluster("A", 4, 0, 1)});
        verifySchedule(w, limited, runPolicy("cluster-fcfs", w, limited), {{0, 100}, {100, 200}});
        verifySchedule(w, limited, runPolicy("utility", w, limited, {{"period", kHundredSeconds}}),
                       {{100, 200}, {0, 100}});
        const Platform unlimited("no-disk", {cluster("A", 4, 0, 0)});
        const SimulationResult both = runPolicy("cluster-fcfs", w, unlimited);
        verifySchedule(w, unlimited, both, {{0, 100}, {0, 100}});
        // The validator refuses that schedule on the limited disk.
        verifyRejected(w, limited, both, "machine \"A\": its disk holds 1200 MB at 0 (job 1, job 2), "
                                         "more than its 1 GB");
    }

    // The same cluster and tasks with 100 MB of input each, but each offers
    // one way that needs 600 MB of scratch disk (disk_mb, Vanderster 2008,
    // ch. 6: d_ij): again only one runs at a time. Without the option's disk
    // both inputs fit, and the validator refuses that schedule once the
    // options say 600 MB.
    void anOptionsDiskIsPlanned()
    {
        Workload w = makeWorkload({{0, 100, 1}, {0, 100, 1}});
        for (Job& job : w.jobs) {
            job.inputMB = 100;
            job.options = {makeOption(1, 100, double(job.id))};
        }
        const Platform limited("disk", {cluster("A", 4, 0, 1)});
        const SimulationResult small = runPolicy("utility", w, limited, {{"period", kHundredSeconds}});
        verifySchedule(w, limited, small, {{0, 100}, {0, 100}});
        for (Job& job : w.jobs)
            job.options[0].diskMB = 600;
        verifySchedule(w, limited, runPolicy("utility", w, limited, {{"period", kHundredSeconds}}),
                       {{100, 200}, {0, 100}});
        verifyRejected(w, limited, small, "machine \"A\": its disk holds 1200 MB at 0 (job 1, job 2), "
                                          "more than its 1 GB");
    }

    // A (4 nodes, 1 MB/s), B (4 nodes, 10 MB/s); a task of 100 s with 100 MB
    // of input. Basic FCFS takes A, the first cluster: 100 s of transfer,
    // ends at 200. Data FCFS takes B, where transfer plus run time is
    // shortest: 10 s, ends at 110. A cluster whose disk cannot hold the
    // input offers no way, so UM runs it on the other.
    void dataFcfsTakesTheClusterOfShortestDataAndRunTime()
    {
        Workload w = makeWorkload({{0, 100, 2}});
        w.jobs[0].inputMB = 100;
        const Platform p("ab", {cluster("A", 4, 1, 0), cluster("B", 4, 10, 0)});
        const SimulationResult basic = runPolicy("cluster-fcfs", w, p);
        verifySchedule(w, p, basic, {{0, 200}});
        QCOMPARE(basic.jobs[0].machine, MachineIndex(0));
        const SimulationResult data = runPolicy("cluster-fcfs", w, p, {{"order", "data"}});
        verifySchedule(w, p, data, {{0, 110}});
        QCOMPARE(data.jobs[0].machine, MachineIndex(1));
        const Platform smallDisk("ab", {cluster("A", 4, 10, 0.01), cluster("B", 4, 1, 0)});
        const SimulationResult um = runPolicy("utility", w, smallDisk, {{"period", kHundredSeconds}});
        verifySchedule(w, smallDisk, um, {{0, 200}});
        QCOMPARE(um.jobs[0].machine, MachineIndex(1));
    }
};

QTEST_APPLESS_MAIN(UtilityDataTest)
#include "UtilityDataTest.moc"
