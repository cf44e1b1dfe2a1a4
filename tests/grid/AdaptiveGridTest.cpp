// The grid brokers of Wiriyaprasit (2004): local-first queues, MCT and
// adaptive weighted MCT on hand-made cases with exact placements and
// schedules, the activation table of sec. 4, and the thesis's qualitative
// findings on generated workloads of the presets. And the Condor-G style
// broker of Vanderster (2008), ch. 3: its expected wait, throttle, stale
// ads and ranks, on hand-made cases.

#include "grid/CondorGBroker.h"
#include "grid/WeightedMctBroker.h"
#include "metrics/MetricsCalculator.h"
#include "platform/AdaptiveGridPlatforms.h"
#include "policies/PolicyRegistry.h"
#include "run/GeneratedTrace.h"
#include "support/PolicyRuns.h"
#include "support/ScheduleAssertions.h"
#include "support/WorkloadBuilder.h"
#include "workload/Workload.h"
#include "workload/WorkloadTransform.h"

#include <QTest>

#include <algorithm>
#include <cmath>
#include <span>
#include <tuple>

using namespace schedlab;
using namespace schedlab::test;

namespace {

struct BrokerJob {
    Time submit = 0;
    Time size = 0;  // work: the run time on a speed-1 machine
    MachineIndex origin = 0;
    Time estimate = kNoTime;  // the user's estimate; the size when not given
};

Workload brokerWorkload(std::initializer_list<BrokerJob> jobs)
{
    Workload w;
    w.sourceName = "hand-made";
    std::int64_t id = 1;
    for (const BrokerJob& spec : jobs) {
        Job job;
        job.id = id++;
        job.submit = spec.submit;
        job.runTime = spec.size;
        job.estimate = spec.estimate == kNoTime ? spec.size : spec.estimate;
        job.originSite = spec.origin;
        job.record.jobNumber = job.id;
        w.jobs.push_back(job);
    }
    return w;
}

Machine site(const char* name, double speed, LocalQueue queue = LocalQueue::Single)
{
    Machine m{name, 1, speed};
    m.queue = queue;
    return m;
}

// One seed of the thesis's workload for a case and load: 4,400 jobs, the
// middle 4,000 evaluated (sec. 3.4).
Workload thesisWorkload(int caseNumber, double meanInterArrival, std::uint64_t seed)
{
    const Platform platform = AdaptiveGridPlatforms::make(caseNumber, 0);
    std::string speeds;
    for (const Machine& m : platform.machines())
        speeds += (speeds.empty() ? "" : ",") + std::to_string(int(m.speed));
    const TracePtr trace = GeneratedTrace::load("generate:site-poisson:jobs=4400,seed=" + std::to_string(seed) +
                                                ",mean-interarrival=" + std::to_string(int(meanInterArrival)) +
                                                (caseNumber == 1 ? "" : ",speeds=" + speeds));
    Workload w = *trace->workload;
    applyTransforms(w, {"evaluate:skip:200:200"});
    return w;
}

std::vector<double> siteActs(const Workload& w, const Platform& p, const SimulationResult& r)
{
    std::vector<double> acts;
    for (const SiteMetrics& s : MetricsCalculator::compute(w, p, r).perSite)
        acts.push_back(s.meanResponse);
    return acts;
}

double sd(const std::vector<double>& values)
{
    double mean = 0;
    for (const double v : values)
        mean += v / double(values.size());
    double sum = 0;
    for (const double v : values)
        sum += (v - mean) * (v - mean);
    return std::sqrt(sum / double(values.size()));
}

constexpr double kHeavy = 90;  // mean inter-arrival g, s (sec. 3.4)
constexpr double kMedium = 105;
constexpr double kLight = 120;
// How far the mean completion time of all jobs may move with Q (sec. 3.5:
// "ALL barely changes"): one seed, so a margin for its noise.
constexpr double kAllSteady = 0.05;

double mean(std::span<const double> values)
{
    double sum = 0;
    for (const double v : values)
        sum += v;
    return sum / double(values.size());
}

// Mean ACT of the single-queue sites minus that of the local-first ones.
double gap(const std::vector<double>& acts, int localFirstSites)
{
    const auto split = std::span(acts).subspan(0, std::size_t(localFirstSites));
    const auto rest = std::span(acts).subspan(std::size_t(localFirstSites));
    return mean(rest) - mean(split);
}

}  // namespace

class AdaptiveGridTest : public QObject {
    Q_OBJECT

private slots:
    // Site A (local-first) runs job 1 (local, 0-10). Job 2 from B is placed
    // at A (B is far slower) and queued as remote; job 3 from A arrives
    // later, is local and overtakes it: 10-20, then job 2 20-30. With a
    // single queue at A, job 2 keeps its place.
    void localFirstSiteLetsALocalJobOvertake()
    {
        const Workload w = brokerWorkload({{0, 10, 0}, {1, 10, 1}, {2, 10, 0}});
        const Platform dual("two", {site("A", 1, LocalQueue::LocalFirst), site("B", 0.01)});
        const SimulationResult r = runPolicy("grid-mct", w, dual);
        verifySchedule(w, dual, r, {{0, 10}, {20, 30}, {10, 20}});
        const Platform single("two", {site("A", 1), site("B", 0.01)});
        const SimulationResult s = runPolicy("grid-mct", w, single);
        verifySchedule(w, single, s, {{0, 10}, {10, 20}, {20, 30}});
    }

    // A at speed 1, B at speed 2. Job 1 (100 MI) finishes at B by 50, at A by
    // 100: B. Job 2 from A then ties at 100 on both and stays at its origin;
    // job 3 from B ties too and stays at B (origin-then-index), but goes to
    // A with tie=index.
    void mctChoosesByPredictedCompletionAndBreaksTies()
    {
        const Platform p("two", {site("A", 1), site("B", 2)});
        const Workload w = brokerWorkload({{0, 100, 0}, {0, 100, 0}, {1, 99, 1}});
        const SimulationResult r = runPolicy("grid-mct", w, p);
        QCOMPARE(r.jobs[0].machine, MachineIndex(1));
        QCOMPARE(r.jobs[1].machine, MachineIndex(0));
        verifySchedule(w, p, r, {{0, 50}, {0, 100}, {50, 100}});
        // Job 3 (99 MI at t = 1): B ends it at 50 + 50 = 100 (Tc 99), A at 100 + 99 (Tc 198).
        const Workload tie = brokerWorkload({{0, 100, 0}, {0, 100, 1}});
        const SimulationResult origin = runPolicy("grid-mct", tie, p);
        QCOMPARE(origin.jobs[1].machine, MachineIndex(1));
        const SimulationResult index = runPolicy("grid-mct", tie, p, {{"tie", "index"}});
        QCOMPARE(index.jobs[1].machine, MachineIndex(0));
    }

    // Job 1 (size 10, estimated 100) runs at A from 0. Job 2 (10, exact) comes
    // at 1. Predicting from sizes, A ends it by 20 (Tc 19) and slow B by 21
    // (Tc 20): A. Predicting from estimates, A would end it by 110: B.
    void predictionFromSizesOrEstimates()
    {
        const Platform p("two", {site("A", 1), site("B", 0.5)});
        const Workload w = brokerWorkload({{0, 10, 0, 100}, {1, 10, 0}});
        const SimulationResult exact = runPolicy("grid-mct", w, p);
        verifySchedule(w, p, exact, {{0, 10}, {10, 20}});
        QCOMPARE(exact.jobs[1].machine, MachineIndex(0));
        const SimulationResult estimate = runPolicy("grid-mct", w, p, {{"prediction", "estimate"}});
        verifySchedule(w, p, estimate, {{0, 10}, {1, 21}});
        QCOMPARE(estimate.jobs[1].machine, MachineIndex(1));
        const SimulationResult weighted = runPolicy("grid-wmct", w, p, {{"prediction", "estimate"}});
        QCOMPARE(weighted.jobs[1].machine, MachineIndex(1));
    }

    // A (local-first, speed 1.25) would finish job 1 from B by 80, B (single,
    // speed 1) by 100: MCT takes A. A has more power than B, so weighting
    // acts: A's 80 x 1.3 = 104 > 100, and weighted MCT keeps the job at B.
    void weightedMctChoosesDifferently()
    {
        const Platform p("two", {site("A", 1.25, LocalQueue::LocalFirst), site("B", 1)});
        const Workload w = brokerWorkload({{0, 100, 1}});
        const SimulationResult mct = runPolicy("grid-mct", w, p);
        verifySchedule(w, p, mct, {{0, 80}});
        QCOMPARE(mct.jobs[0].machine, MachineIndex(0));
        const SimulationResult weighted = runPolicy("grid-wmct", w, p);
        verifySchedule(w, p, weighted, {{0, 100}});
        QCOMPARE(weighted.jobs[0].machine, MachineIndex(1));
        // a = 1.2: 96 < 100, A again.
        QCOMPARE(runPolicy("grid-wmct", w, p, {{"a", "1.2"}}).jobs[0].machine, MachineIndex(0));
    }

    // Sec. 4, the activation table: where weighting differs from plain MCT.
    void activationTable()
    {
        const std::vector<std::vector<int>> acting = {{3, 4}, {2, 3, 4}, {4}};
        for (int c = 1; c <= AdaptiveGridPlatforms::kCases; ++c) {
            for (int q = 0; q <= AdaptiveGridPlatforms::kSites; ++q) {
                const bool expected = std::ranges::count(acting[std::size_t(c - 1)], q) == 1;
                const Platform p = AdaptiveGridPlatforms::make(c, q);
                QVERIFY2(WeightedMctBroker::acts(p, WeightedMctBroker::CpRule::Greater) == expected,
                         qPrintable(QString::fromStdString(p.name())));
            }
        }
        // The worked checks: Case 2 Q2 local-first 1300 > single 1200; Case 3 Q3 single 1300 > 1200.
        QCOMPARE(AdaptiveGridPlatforms::make(2, 2).machine(0).speed + AdaptiveGridPlatforms::make(2, 2).machine(1).speed,
                 1300.0);
    }

    // Wherever weighting does not act, weighted MCT is MCT, schedule for schedule.
    void inactiveWeightingIsPlainMct()
    {
        const Workload w = thesisWorkload(2, kHeavy, 3);
        for (int c = 1; c <= AdaptiveGridPlatforms::kCases; ++c) {
            for (int q = 0; q <= AdaptiveGridPlatforms::kSites; ++q) {
                const Platform p = AdaptiveGridPlatforms::make(c, q);
                const bool active = WeightedMctBroker::acts(p, WeightedMctBroker::CpRule::Greater);
                const bool same = sameSchedule(runPolicy("grid-mct", w, p), runPolicy("grid-wmct", w, p));
                QVERIFY2(same == !active, qPrintable(QString::fromStdString(p.name())));
            }
        }
    }

    // Sec. 3.5, Case 1 under MCT: the gap between the groups grows with the
    // load and the worst site's ACT with the number of local-first sites,
    // while the mean over all jobs barely moves.
    void gapGrowsWithLoadAndLocalFirstSites()
    {
        const Platform q2 = AdaptiveGridPlatforms::make(1, 2);
        std::vector<double> gaps;
        for (const double load : {kLight, kMedium, kHeavy}) {
            const Workload w = thesisWorkload(1, load, 1);
            gaps.push_back(gap(siteActs(w, q2, runPolicy("grid-mct", w, q2)), 2));
        }
        QVERIFY2(0 < gaps[0] && gaps[0] < gaps[1] && gaps[1] < gaps[2],
                 qPrintable(QStringLiteral("%1 %2 %3").arg(gaps[0]).arg(gaps[1]).arg(gaps[2])));

        const Workload heavy = thesisWorkload(1, kHeavy, 1);
        double previousMax = 0;
        for (int q = 0; q <= 4; ++q) {
            const Platform p = AdaptiveGridPlatforms::make(1, q);
            const std::vector<double> acts = siteActs(heavy, p, runPolicy("grid-mct", heavy, p));
            QVERIFY2(std::ranges::max(acts) > previousMax, qPrintable(QStringLiteral("Q%1").arg(q)));
            previousMax = std::ranges::max(acts);
        }
        // At heavy load the queues grow all run and one seed swings ALL by
        // several percent; at medium load it is steady.
        const Workload medium = thesisWorkload(1, kMedium, 1);
        double allAtQ0 = 0;
        for (int q = 0; q <= AdaptiveGridPlatforms::kSites; ++q) {
            const Platform p = AdaptiveGridPlatforms::make(1, q);
            const double all = MetricsCalculator::compute(medium, p, runPolicy("grid-mct", medium, p)).art;
            if (q == 0)
                allAtQ0 = all;
            QVERIFY2(std::abs(all - allAtQ0) < kAllSteady * allAtQ0,
                     qPrintable(QStringLiteral("Q%1: %2 against %3").arg(q).arg(all).arg(allAtQ0)));
        }
    }

    // Sec. 3.5 and 4.3 on one seed of each case at heavy load: local-first
    // sites do better than single-queue sites, the last single-queue site
    // (Q4) suffers most, and weighted MCT cuts the worst site's ACT and the
    // SD across sites.
    void thesisFindingsHoldAtHeavyLoad()
    {
        for (int c = 1; c <= AdaptiveGridPlatforms::kCases; ++c) {
            const Workload w = thesisWorkload(c, kHeavy, 1);
            const Platform q2 = AdaptiveGridPlatforms::make(c, 2);
            const std::vector<double> acts = siteActs(w, q2, runPolicy("grid-mct", w, q2));
            QCOMPARE(acts.size(), std::size_t(AdaptiveGridPlatforms::kSites));
            QVERIFY(std::max(acts[0], acts[1]) < std::min({acts[2], acts[3], acts[4]}));

            const Platform q4 = AdaptiveGridPlatforms::make(c, 4);
            const std::vector<double> mct = siteActs(w, q4, runPolicy("grid-mct", w, q4));
            QCOMPARE(std::ranges::max_element(mct) - mct.begin(), 4);  // site E
            const std::vector<double> weighted = siteActs(w, q4, runPolicy("grid-wmct", w, q4));
            QVERIFY2(std::ranges::max(weighted) < std::ranges::max(mct), qPrintable(QString::number(c)));
            QVERIFY2(sd(weighted) < sd(mct), qPrintable(QString::number(c)));
        }
    }

    // Fig. 3.3: CPUs free in 0, 5 and 10 s and three 4 s jobs: the first two
    // go to the CPU free at 0 (then 4), the third to the one free at 5; the
    // least T left is 8. A 2-CPU job starts when its second CPU frees (5).
    void condorExpectedWaitFollowsFigure3_3()
    {
        using Q = CondorGBroker::QueuedJob;
        const std::vector<Q> serial = {{1, 4}, {1, 4}, {1, 4}};
        QCOMPARE(CondorGBroker::expectedWait({0, 5, 10}, serial), 8.0);
        QCOMPARE(CondorGBroker::expectedWait({0, 5, 10}, std::vector<Q>{}), 0.0);
        const std::vector<Q> wide = {{2, 4}};
        QCOMPARE(CondorGBroker::expectedWait({0, 5, 10}, wide), 9.0);  // T = {9, 9, 10}
        QCOMPARE(CondorGBroker::expectedWait({}, serial), 0.0);
    }

    // A (4 CPUs) and B (2), ads every 100 s, f_q = 0.2: a site takes a job
    // only with nothing queued and nothing matched since its ad. J1 goes to
    // A (equal ranks: the lower index), J2 to B (A has a match), J3 at 10 s
    // finds neither eligible and waits for the ads of 100 s, when A is free.
    void condorThrottleHoldsJobsUntilTheNextAd()
    {
        const Workload w = makeWorkload({{0, 100, 4}, {0, 50, 2}, {10, 30, 2}});
        const Platform p("ab", {{"A", 4, 1.0}, {"B", 2, 1.0}});
        const SimulationResult r =
            runPolicy("condor-g", w, p, {{"ad-period", "100"}, {"queue-factor", "0.2"}});
        verifySchedule(w, p, r, {{0, 100}, {0, 50}, {100, 130}});
        QCOMPARE(r.jobs[0].machine, MachineIndex(0));
        QCOMPARE(r.jobs[1].machine, MachineIndex(1));
        QCOMPARE(r.jobs[2].machine, MachineIndex(0));
    }

    // Two 2-CPU sites, busy until 500 (A) and 200 (B) by the ads of 100 s:
    // EWT 400 and 100. J3 (at 120 s) goes to B under the wait and combined
    // ranks (-100 against -400; -0.5 against -0.8 with T_avg 200 and 500),
    // and to A under the load rank, which sees both full (0 = 0: the lower
    // index).
    void condorRanksByLoadOrByExpectedWait()
    {
        const Workload w = makeWorkload({{0, 500, 2}, {0, 200, 2}, {120, 50, 2}});
        const Platform p("ab", {{"A", 2, 1.0}, {"B", 2, 1.0}});
        for (const auto& [rank, site, start] : {std::tuple{"wait", MachineIndex(1), Time(200)},
                                                std::tuple{"combined", MachineIndex(1), Time(200)},
                                                std::tuple{"load", MachineIndex(0), Time(500)}}) {
            const SimulationResult r = runPolicy(
                "condor-g", w, p, {{"ad-period", "100"}, {"queue-factor", "0.2"}, {"rank", rank}});
            QCOMPARE(r.jobs[0].machine, MachineIndex(0));
            QCOMPARE(r.jobs[1].machine, MachineIndex(1));
            QCOMPARE(r.jobs[2].machine, site);
            QCOMPARE(r.jobs[2].start, start);
        }
    }

    // A (4 CPUs, 10 MB/s to the data) and B (2 CPUs, 100 MB/s); J1 has
    // 100 MB of input, J2 none. Equal load ranks send J1 to A (the lower
    // index) and then, A having a match, J2 to B; its input takes 10 s on
    // A. With the data rank J1 goes to B (1 s of input) and J2 to A.
    void condorDataRankPrefersTheBestBandwidth()
    {
        Workload w = makeWorkload({{0, 50, 2}, {0, 30, 1}});
        w.jobs[0].inputMB = 100;
        Machine a{"A", 4, 1.0};
        a.bandwidthMBps = 10;
        Machine b{"B", 2, 1.0};
        b.bandwidthMBps = 100;
        const Platform p("ab", {a, b});
        for (const auto& [datarank, first, second, end] :
             {std::tuple{"false", MachineIndex(0), MachineIndex(1), Time(60)},
              std::tuple{"true", MachineIndex(1), MachineIndex(0), Time(51)}}) {
            const SimulationResult r = runPolicy(
                "condor-g", w, p,
                {{"ad-period", "100"}, {"queue-factor", "0.2"}, {"rank", "load"}, {"datarank", datarank}});
            verifySchedule(w, p, r, {{0, end}, {0, 30}});
            QCOMPARE(r.jobs[0].machine, first);
            QCOMPARE(r.jobs[1].machine, second);
        }
    }
};

QTEST_APPLESS_MAIN(AdaptiveGridTest)
#include "AdaptiveGridTest.moc"
