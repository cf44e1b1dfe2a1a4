// MetricsCalculator on hand-made schedules whose every number is worked out
// by hand in the comments, plus the empty and cancelled cases.

#include "engine/SimulationResult.h"
#include "metrics/MetricsCalculator.h"
#include "platform/Platform.h"
#include "platform/PlatformCatalog.h"
#include "support/WorkloadBuilder.h"
#include "workload/WorkloadTransform.h"

#include <nlohmann/json.hpp>

#include <QTest>

#include <cmath>
#include <set>

using namespace schedlab;
using namespace schedlab::test;

namespace {

// A job outcome that ran in the given segments on `nodes` ("0-3 8").
JobOutcome ran(std::vector<Segment> segments, const std::string& nodes, MachineIndex machine,
               StartKind kind = StartKind::InOrder)
{
    JobOutcome out;
    out.start = segments.front().start;
    out.end = segments.back().end;
    out.nodes = NodeSet::parse(nodes);
    out.machine = machine;
    out.reason.kind = kind;
    out.segments = std::move(segments);
    return out;
}

// Doubles computed by different association orders may differ in the last bits.
bool near(double actual, double expected)
{
    constexpr double kRelativeTolerance = 1e-12;
    return std::abs(actual - expected) <= kRelativeTolerance * std::max(1.0, std::abs(expected));
}

#define VERIFY_NEAR(actual, expected)                                                                        \
    QVERIFY2(near((actual), (expected)),                                                                     \
             qPrintable(QStringLiteral("%1 = %2, expected %3").arg(#actual).arg((actual), 0, 'g', 17)        \
                            .arg((expected), 0, 'g', 17)))

}  // namespace

class MetricsCalculatorTest : public QObject {
    Q_OBJECT

private slots:
    // Four jobs on one machine of 4 nodes:
    //   job  r    s    t    p    m  user  wait resp  w    slowdown  bsld
    //   1    0    0    100  100  2  1     0    100   200  1         1
    //   2    0    100  150  50   4  2     100  150   200  3         3
    //   3    20   25   30   5    1  1     5    10    5    2         max(1, 10/10) = 1
    //   4    40   60   60   0    1  3     20   20    0    20/max(0,1) = 20   max(1, 20/10) = 2
    void singleMachineByHand()
    {
        const Workload workload = makeWorkload({{0, 100, 2, -1, 1}, {0, 50, 4, -1, 2}, {20, 5, 1, -1, 1},
                                                {40, 0, 1, -1, 3}});
        const Platform platform = PlatformCatalog::singleMachine(4);
        SimulationResult result;
        result.jobs = {ran({{0, 100}}, "0-1", 0), ran({{100, 150}}, "0-3", 0),
                       ran({{25, 30}}, "2", 0, StartKind::BackfillBeforeShadow), ran({{60, 60}}, "3", 0)};
        result.schedulerCpuSeconds = 0.25;

        const MetricsReport r = MetricsCalculator::compute(workload, platform, result);
        QCOMPARE(r.jobs, std::int64_t(4));
        VERIFY_NEAR(r.art, 280.0 / 4);                            // (100+150+10+20)/4
        VERIFY_NEAR(r.awrt, 50050.0 / 405);                       // (200*100+200*150+5*10+0*20)/405
        VERIFY_NEAR(r.awwt, 20025.0 / 405);                       // (200*100+5*5)/405
        VERIFY_NEAR(r.meanWait, 125.0 / 4);                       // (0+100+5+20)/4
        QCOMPARE(r.makespan, Time(150));
        QCOMPARE(r.makespanSpan, Time(150));
        VERIFY_NEAR(r.sumWeightedCompletion, 50150.0);            // 200*100+200*150+5*30+0*60
        VERIFY_NEAR(r.sumFlowTime, 280.0);
        VERIFY_NEAR(r.sumWeightedFlowTime, 50050.0);              // the AWRT numerator
        VERIFY_NEAR(r.weightedResponsePerJob, 50050.0 / 4);       // divided by n, not by the weights
        VERIFY_NEAR(r.utilization, 405.0 / 600);                  // (2*100+4*50+1*5+1*0)/(4*150)
        VERIFY_NEAR(r.meanSlowdown, 26.0 / 4);                    // (1+3+2+20)/4
        VERIFY_NEAR(r.meanBoundedSlowdown, 7.0 / 4);              // (1+3+1+2)/4
        QCOMPARE(r.schedulerCpuSeconds, 0.25);
        QCOMPARE(r.backfilledJobs, std::int64_t(1));
        QCOMPARE(r.preemptedJobs, std::int64_t(0));
        QCOMPARE(r.multiSiteJobs, std::int64_t(0));
        QCOMPARE(r.multiSiteWorkShare, 0.0);

        // Nearest rank with n = 4: p50 is rank 2, p90/p95/p99 are rank 4.
        VERIFY_NEAR(r.wait.mean, 31.25);  // sorted 0 5 20 100
        QCOMPARE(r.wait.p50, 5.0);
        QCOMPARE(r.wait.p90, 100.0);
        QCOMPARE(r.wait.p95, 100.0);
        QCOMPARE(r.wait.p99, 100.0);
        QCOMPARE(r.wait.max, 100.0);
        VERIFY_NEAR(r.response.mean, 70.0);  // sorted 10 20 100 150
        QCOMPARE(r.response.p50, 20.0);
        QCOMPARE(r.response.p95, 150.0);
        QCOMPARE(r.response.max, 150.0);
        VERIFY_NEAR(r.boundedSlowdown.mean, 1.75);  // sorted 1 1 2 3
        QCOMPARE(r.boundedSlowdown.p50, 1.0);
        QCOMPARE(r.boundedSlowdown.p99, 3.0);
        QCOMPARE(r.boundedSlowdown.max, 3.0);

        QCOMPARE(r.perMachine.size(), std::size_t(1));
        const MachineMetrics& m = r.perMachine[0];
        QCOMPARE(m.name, std::string("single:4"));
        QCOMPARE(m.jobs, std::int64_t(4));
        VERIFY_NEAR(m.work, 405.0);
        VERIFY_NEAR(m.utilization, r.utilization);
        VERIFY_NEAR(m.awrt, r.awrt);
        VERIFY_NEAR(m.awwt, r.awwt);
        QCOMPARE(m.multiSiteJobs, std::int64_t(0));

        // Users sorted by id. User 1: jobs 1 and 3; user 3 has only a
        // zero-length job, whose weighted means are 0 rather than 0/0.
        QCOMPARE(r.perUser.size(), std::size_t(3));
        QCOMPARE(r.perUser[0].user, 1);
        QCOMPARE(r.perUser[0].jobs, std::int64_t(2));
        VERIFY_NEAR(r.perUser[0].work, 205.0);
        VERIFY_NEAR(r.perUser[0].awrt, 20050.0 / 205);  // (200*100+5*10)/205
        VERIFY_NEAR(r.perUser[0].meanWait, 2.5);
        VERIFY_NEAR(r.perUser[0].meanBoundedSlowdown, 1.0);
        QCOMPARE(r.perUser[1].user, 2);
        VERIFY_NEAR(r.perUser[1].awrt, 150.0);
        VERIFY_NEAR(r.perUser[1].meanWait, 100.0);
        VERIFY_NEAR(r.perUser[1].meanBoundedSlowdown, 3.0);
        QCOMPARE(r.perUser[2].user, 3);
        QCOMPARE(r.perUser[2].awrt, 0.0);
        VERIFY_NEAR(r.perUser[2].meanWait, 20.0);
        VERIFY_NEAR(r.perUser[2].meanBoundedSlowdown, 2.0);
    }

    // Two machines: a (4 nodes, ids 0-3) and b (2 nodes, ids 4-5).
    //   job 1: r 0, p 100, m 5, multi-site on 0-4 with overhead 1.2: runs 0-120;
    //          work 600 = 480 on a (4 nodes) + 120 on b (1 node); w = 500
    //   job 2: r 5, p 50, m 1 on node 5 (b): runs 10-60; wait 5, resp 55, w 50
    //   job 3: r 60, p 20, m 1 on node 5 (b), preempted: 60-70 and 80-90;
    //          wait 0, resp 30, w 20
    // Window: first submit 0 to makespan 120.
    void multiSiteSplitByHand()
    {
        const Workload workload = makeWorkload({{0, 100, 5}, {5, 50, 1}, {60, 20, 1}});
        const Platform platform("two", {{"a", 4, 1.0}, {"b", 2, 1.0}});
        SimulationResult result;
        JobOutcome wide = ran({{0, 120}}, "0-4", kNoMachine, StartKind::MultiSite);
        wide.multiSite = true;
        wide.overheadFactor = 1.2;
        result.jobs = {wide, ran({{10, 60}}, "5", 1), ran({{60, 70}, {80, 90}}, "5", 1)};

        const MetricsReport r = MetricsCalculator::compute(workload, platform, result);
        QCOMPARE(r.jobs, std::int64_t(3));
        QCOMPARE(r.multiSiteJobs, std::int64_t(1));
        QCOMPARE(r.preemptedJobs, std::int64_t(1));
        QCOMPARE(r.backfilledJobs, std::int64_t(0));
        VERIFY_NEAR(r.multiSiteWorkShare, 600.0 / 670);
        VERIFY_NEAR(r.utilization, 670.0 / 720);  // (600+50+20)/(6*120)
        VERIFY_NEAR(r.awrt, 63350.0 / 570);       // (500*120+50*55+20*30)/570
        VERIFY_NEAR(r.awwt, 250.0 / 570);         // 50*5/570
        QCOMPARE(r.makespan, Time(120));
        QCOMPARE(r.makespanSpan, Time(120));

        QCOMPARE(r.perMachine.size(), std::size_t(2));
        const MachineMetrics& a = r.perMachine[0];
        QCOMPARE(a.name, std::string("a"));
        QCOMPARE(a.jobs, std::int64_t(1));
        VERIFY_NEAR(a.work, 480.0);
        VERIFY_NEAR(a.utilization, 1.0);  // 480/(4*120)
        VERIFY_NEAR(a.awrt, 120.0);  // job 1 only, weight 4 x 100 here
        QCOMPARE(a.awwt, 0.0);
        QCOMPARE(a.multiSiteJobs, std::int64_t(1));
        const MachineMetrics& b = r.perMachine[1];
        QCOMPARE(b.jobs, std::int64_t(3));
        VERIFY_NEAR(b.work, 190.0);               // 120+50+20
        VERIFY_NEAR(b.utilization, 190.0 / 240);  // 190/(2*120)
        // Per machine, job 1 weighs its part there: 1 node x 100 s on b, so
        // the machines' weights add up to the overall weight (400 on a + 170 on b = 570).
        VERIFY_NEAR(b.awrt, 15350.0 / 170);  // (100*120+50*55+20*30)/(100+50+20)
        VERIFY_NEAR(b.awwt, 250.0 / 170);    // 50*5/170
        QCOMPARE(b.multiSiteJobs, std::int64_t(1));
    }

    // The case above with an evaluation window of jobs 2..3 (evaluate:skip:1:1):
    // all four ran, only jobs 2 and 3 are measured. ART (150 + 10) / 2,
    // AWRT (200*150 + 5*10) / 205, makespan the later end of the two, 150.
    void evaluationWindowMeasuresTheMiddle()
    {
        Workload workload = makeWorkload({{0, 100, 2, -1, 1}, {0, 50, 4, -1, 2}, {20, 5, 1, -1, 1},
                                          {40, 0, 1, -1, 3}});
        applyTransforms(workload, {"evaluate:skip:1:1"});
        QVERIFY(!workload.jobs[0].evaluated && workload.jobs[1].evaluated && workload.jobs[2].evaluated &&
                !workload.jobs[3].evaluated);
        QCOMPARE(workload.transforms.back(), std::string("evaluate:skip:1:1"));
        SimulationResult result;
        result.jobs = {ran({{0, 100}}, "0-1", 0), ran({{100, 150}}, "0-3", 0), ran({{25, 30}}, "2", 0),
                       ran({{60, 60}}, "3", 0)};
        const MetricsReport r = MetricsCalculator::compute(workload, PlatformCatalog::singleMachine(4), result);
        QCOMPARE(r.jobs, std::int64_t(2));
        VERIFY_NEAR(r.art, 160.0 / 2);
        VERIFY_NEAR(r.awrt, 30050.0 / 205);
        QCOMPARE(r.makespan, Time(150));
    }

    // Per origin site and per user, and the spread of their means. Sites
    // (machines a, b): jobs 1, 2 from a with responses 100, 150 (mean 125),
    // job 3 from b with 10. Std. dev. of {125, 10} = 57.5. Users 1 (jobs 1,
    // 3: mean 55) and 2 (job 2: 150): std. dev. 47.5.
    void perSiteAndSpread()
    {
        Workload workload = makeWorkload({{0, 100, 2, -1, 1}, {0, 50, 2, -1, 2}, {20, 5, 1, -1, 1}});
        workload.jobs[0].originSite = 0;
        workload.jobs[1].originSite = 0;
        workload.jobs[2].originSite = 1;
        const Platform platform("two", {{"a", 2, 1.0}, {"b", 2, 1.0}});
        SimulationResult result;
        result.jobs = {ran({{0, 100}}, "0-1", 0), ran({{100, 150}}, "0-1", 0), ran({{25, 30}}, "2", 1)};
        const MetricsReport r = MetricsCalculator::compute(workload, platform, result);
        QCOMPARE(r.perSite.size(), std::size_t(2));
        QCOMPARE(r.perSite[0].name, std::string("a"));
        QCOMPARE(r.perSite[0].jobs, std::int64_t(2));
        VERIFY_NEAR(r.perSite[0].meanResponse, 125.0);
        VERIFY_NEAR(r.perSite[1].meanResponse, 10.0);
        VERIFY_NEAR(r.siteResponseStdDev, 57.5);
        VERIFY_NEAR(r.userResponseStdDev, 47.5);
        QVERIFY(MetricsCalculator::toJson(r)["perSite"][1]["name"] == "b");
    }

    void unfinishedJobsAreLeftOut()
    {
        const Workload workload = makeWorkload({{0, 10, 1}, {0, 10, 1}});
        SimulationResult result;
        result.cancelled = true;
        result.jobs = {ran({{0, 10}}, "0", 0), JobOutcome{}};
        const MetricsReport r = MetricsCalculator::compute(workload, PlatformCatalog::singleMachine(2), result);
        QCOMPARE(r.jobs, std::int64_t(1));
        VERIFY_NEAR(r.utilization, 0.5);  // 10 node-s / (2 nodes * 10 s)
    }

    void zeroJobsGiveZerosNotNaN()
    {
        const Platform platform("two", {{"a", 4, 1.0}, {"b", 2, 1.0}});
        for (const Workload& workload : {makeWorkload({}), makeWorkload({{0, 10, 1}, {5, 0, 2}})}) {
            SimulationResult result;
            result.cancelled = true;
            result.jobs.resize(workload.jobs.size());
            const MetricsReport r = MetricsCalculator::compute(workload, platform, result);
            QCOMPARE(r.jobs, std::int64_t(0));
            for (const MetricDefinition& metric : metricDefinitions()) {
                QVERIFY2(metric.value(r) == 0.0, metric.key.c_str());
            }
            for (const Distribution& d : {r.wait, r.response, r.boundedSlowdown}) {
                QCOMPARE(d.mean, 0.0);
                QCOMPARE(d.max, 0.0);
            }
            QCOMPARE(r.perMachine.size(), std::size_t(2));
            for (const MachineMetrics& m : r.perMachine) {
                QVERIFY(m.jobs == 0 && m.work == 0.0 && m.utilization == 0.0 && m.awrt == 0.0 && m.awwt == 0.0);
            }
            QVERIFY(r.perUser.empty());
            QVERIFY(MetricsCalculator::toJson(r).dump().find("null") == std::string::npos);
        }
    }

    void mismatchedResultIsRefused()
    {
        const Workload workload = makeWorkload({{0, 10, 1}});
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 (void)MetricsCalculator::compute(workload, PlatformCatalog::singleMachine(2),
                                                                  SimulationResult{}));
    }

    void definitionsCoverEveryScalar()
    {
        std::set<std::string> keys;
        for (const MetricDefinition& metric : metricDefinitions()) {
            QVERIFY2(keys.insert(metric.key).second, metric.key.c_str());
            QVERIFY(metric.value != nullptr);
            QVERIFY(!metric.label.empty());
        }
        for (const char* key : {"jobs", "art", "awrt", "awwt", "meanWait", "makespan", "makespanSpan",
                                "sumWeightedCompletion", "sumFlowTime", "sumWeightedFlowTime",
                                "weightedResponsePerJob", "utilization", "meanSlowdown",
                                "meanBoundedSlowdown", "schedulerCpuSeconds", "backfilledJobs", "preemptedJobs",
                                "multiSiteJobs", "multiSiteWorkShare", "completedLateJobs", "droppedJobs",
                                "rejectedJobs", "failedJobs", "faultedJobs", "retryJobs", "replicaJobs", "migratedJobs", "transferTime", "deadlineMisses",
                                "guaranteedMisses", "withheldJobs", "reappliedJobs", "busyTimeStdDev", "meanExcessTime", "siteResponseStdDev",
                                "userResponseStdDev", "valueDelayCorrelation", "meanSpeedup", "valueSpeedupCorrelation", "profitShare", "e1", "e2", "e3", "meanMiDelay",
                                "miDelayUserStdDev", "delayStdDev", "excessTimeStdDev", "waitP50", "waitP95", "waitP99",
                                "responseP50", "responseP95", "responseP99", "bsldP50", "bsldP95", "bsldP99"}) {
            QVERIFY2(keys.count(key) == 1, key);
        }
        QCOMPARE(keys.size(), std::size_t(56));
    }

    void jsonHasStableOrderAndUnits()
    {
        const Workload workload = makeWorkload({{0, 100, 2, -1, 7}, {0, 50, 2, -1, 3}});
        SimulationResult result;
        result.jobs = {ran({{0, 100}}, "0-1", 0), ran({{0, 50}}, "2-3", 0)};
        const MetricsReport r = MetricsCalculator::compute(workload, PlatformCatalog::singleMachine(4), result);

        const nlohmann::ordered_json ordered = MetricsCalculator::toOrderedJson(r);
        std::vector<std::string> keys;
        for (const auto& item : ordered.items()) {
            keys.push_back(item.key());
        }
        QCOMPARE(keys.front(), std::string("jobs"));
        QCOMPARE(keys[1], std::string("art"));
        QCOMPARE(keys.back(), std::string("perSite"));
        QVERIFY(ordered["jobs"].is_number_integer());
        QVERIFY(ordered["makespan"].is_number_integer());
        QCOMPARE(ordered["makespan"].get<std::int64_t>(), std::int64_t(100));
        VERIFY_NEAR(ordered["utilization"].get<double>(), 75.0);  // percent: 300/(4*100)
        VERIFY_NEAR(ordered["perMachine"][0]["utilization"].get<double>(), 75.0);
        QCOMPARE(ordered["perUser"][0]["user"].get<int>(), 3);
        QCOMPARE(ordered["wait"]["p50"].get<double>(), 0.0);

        // The same content through toJson, and the text is reproducible.
        const nlohmann::json plain = MetricsCalculator::toJson(r);
        QVERIFY(plain == nlohmann::json::parse(ordered.dump()));
        QCOMPARE(MetricsCalculator::toOrderedJson(r).dump(), ordered.dump());
    }
};

QTEST_APPLESS_MAIN(MetricsCalculatorTest)
#include "MetricsCalculatorTest.moc"
