// The policy advisor's arithmetic on hand-made runs: scores as ratios to
// the best, the ranking, the spread over months, the sensitivity order, the
// Pareto front, and who gains against the baseline.

#include "advice/AdviceAnalysis.h"
#include "advice/AdviceGains.h"
#include "advice/AdviceReport.h"
#include "workload/TraceCalendar.h"
#include "platform/PlatformCatalog.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace schedlab;

namespace {

StoredRun runWith(double meanWait, double utilization)
{
    StoredRun run;
    run.metrics = {{"meanWait", meanWait}, {"utilization", utilization}};
    return run;
}

// Three candidates (fcfs, easy, conservative) on two months of a 100-node machine.
AdvicePlan threePolicies()
{
    AdvicePlan plan;
    plan.candidates = {"fcfs", "easy", "conservative"};
    plan.baseline = 1;
    plan.scenarios = {{AdviceScenario::Kind::Whole, {}},
                      {AdviceScenario::Kind::Month, "2026-01"},
                      {AdviceScenario::Kind::Month, "2026-02"},
                      {AdviceScenario::Kind::ExactEstimates, {}}};
    plan.runs.resize(plan.scenarios.size() * plan.candidates.size());
    return plan;
}

const std::vector<WeightedObjective> kMeanWait{{AdviceObjective::MeanWait, 1}};

}  // namespace

class AdviceAnalysisTest : public QObject {
    Q_OBJECT

private slots:
    // Ratios to the best, plus one (so a best of 0 stays finite): waits 99,
    // 199 and 49 score 2, 4 and 1.
    void scoresAreRatiosToTheBest()
    {
        const auto s = AdviceAnalysis::scores({{99}, {199}, {49}}, kMeanWait);
        QCOMPARE(s[0], 2.0);
        QCOMPARE(s[1], 4.0);
        QCOMPARE(s[2], 1.0);
        // Higher is better for utilization: 79 % against the best 99 % is 1.25.
        const auto u = AdviceAnalysis::scores({{99}, {79}}, {{AdviceObjective::Utilization, 1}});
        QCOMPARE(u[1], 1.25);
        // Weighted mean: wait ratio 2 (weight 3) and utilization ratio 1 (weight 1) give 1.75.
        const auto both = AdviceAnalysis::scores(
            {{99, 99}, {49, 79}}, {{AdviceObjective::MeanWait, 3}, {AdviceObjective::Utilization, 1}});
        QCOMPARE(both[0], 1.75);
        QCOMPARE(both[1], 1.0625);
        QVERIFY(std::isnan(AdviceAnalysis::scores({{std::numeric_limits<double>::quiet_NaN()}, {1}}, kMeanWait)[0]));
    }

    void rankingMonthsAndSensitivity()
    {
        const AdvicePlan plan = threePolicies();
        // whole: conservative best; month 1: easy best; month 2: conservative; exact: easy best.
        const std::vector<double> waits = {999, 199, 99,   // whole
                                           499, 49, 99,    // 2026-01
                                           499, 199, 49,   // 2026-02
                                           99, 49, 99};    // exact estimates
        std::vector<std::optional<StoredRun>> runs;
        for (const double w : waits)
            runs.push_back(runWith(w, 80));
        runs[2 * 3 + 0].reset();  // fcfs in February did not complete
        const AdviceResult result = AdviceAnalysis::analyse(plan, runs, kMeanWait);
        QCOMPARE(result.missingRuns, 1);
        QCOMPARE(result.ranking.size(), std::size_t(3));
        QCOMPARE(result.recommended(), std::size_t(2));
        QCOMPARE(result.ranking[1].candidate, std::size_t(1));
        QCOMPARE(result.ranking[1].score, 2.0);
        const AdviceStanding& conservative = result.ranking[0];
        QCOMPARE(conservative.monthsScored, 2);
        QCOMPARE(conservative.monthsBest, 1);
        QCOMPARE(conservative.worstMonthScore, 2.0);        // 100 / 50 in January
        QCOMPARE(conservative.medianMonthScore, 1.5);       // of 2 and 1
        const AdviceStanding& fcfs = result.ranking[2];
        QCOMPARE(fcfs.monthsScored, 1);                     // February missing
        QCOMPARE(result.sensitivity.size(), std::size_t(1));
        QCOMPARE(result.sensitivity[0].second, (std::vector<std::size_t>{1, 0, 2}));  // ties keep plan order
    }

    // When the baseline ties with the best, nothing is worth changing.
    void baselineWinsTies()
    {
        AdvicePlan plan = threePolicies();
        std::vector<std::optional<StoredRun>> runs;
        for (std::size_t i = 0; i < plan.runs.size(); ++i)
            runs.push_back(runWith(0, 80));
        const AdviceResult result = AdviceAnalysis::analyse(plan, runs, kMeanWait);
        QCOMPARE(result.recommended(), plan.baseline);
        QCOMPARE(result.ranking[1].candidate, std::size_t(0));
    }

    // Lower wait is better, higher utilization is better: (10, 80) and
    // (20, 90) are both on the front, (30, 85) is beaten by (20, 90), and a
    // missing point never is.
    void paretoFront()
    {
        const auto front = AdviceAnalysis::paretoFront({{10, 80}, {20, 90}, {30, 85}, {NAN, 99}, {10, 80}}, true,
                                                       false);
        QCOMPARE(front, (std::vector<bool>{true, true, false, false, true}));
    }

    void gainsByUserAndSize()
    {
        StoredRun before;
        StoredRun after;
        // job id, user, nodes, submit, start before, start after
        const struct { std::int64_t id; int user; int nodes; Time submit, startBefore, startAfter; } jobs[] = {
            {1, 7, 1, 0, 100, 10}, {2, 7, 2, 0, 50, 30}, {3, 9, 3, 0, 10, 110}, {4, 9, 64, 0, 0, kNoTime}};
        for (const auto& j : jobs) {
            StoredJob job;
            job.jobId = j.id;
            job.user = j.user;
            job.nodes = j.nodes;
            job.submit = j.submit;
            job.start = j.startBefore;
            before.jobs.push_back(job);
            job.start = j.startAfter;
            after.jobs.push_back(job);
        }
        const AdviceGains gains = AdviceGains::compare(before, after);
        QCOMPARE(gains.users.size(), std::size_t(2));
        QCOMPARE(gains.users[0].group, QStringLiteral("user 7").toStdString());
        QCOMPARE(gains.users[0].baselineWait, 75.0);
        QCOMPARE(gains.users[0].recommendedWait, 20.0);
        QCOMPARE(gains.users[1].change(), 100.0);
        QCOMPARE(gains.sizes.size(), std::size_t(2));  // job 4 never started after
        QCOMPARE(gains.sizes[0].group, std::string("1 node"));
        QCOMPARE(gains.sizes[1].group, std::string("2-3 nodes"));
        QCOMPARE(gains.sizes[1].jobs, std::int64_t(2));
    }

    // The plan: the baseline joins the candidates, every month and the three
    // sensitivity scenarios get a run of each, the smaller machine drops
    // jobs wider than it.
    void planCoversEveryScenario()
    {
        // A month of 99 jobs is too small to judge a policy by.
        const std::vector<MonthJobs> months = {{"1996-06", 99}, {"1996-07", 100}, {"1996-08", 5000}};
        AdviceOptions options;
        options.tracePath = "/x/log.swf";
        options.platform = "single:100";
        options.baseline = "garey-graham";
        const AdvicePlan plan = AdvicePlan::make(options, PlatformCatalog::singleMachine(100), months);
        QCOMPARE(plan.candidates.back(), std::string("garey-graham"));
        QCOMPARE(plan.baseline, plan.candidates.size() - 1);
        QCOMPARE(plan.scenarios.size(), std::size_t(6));
        QCOMPARE(plan.runs.size(), plan.scenarios.size() * plan.candidates.size());
        const RunSpec& smaller = plan.run(4, 0);
        QCOMPARE(smaller.platform, std::string("single:90"));
        QCOMPARE(smaller.transforms, (std::vector<std::string>{"drop-wider:90"}));
        QCOMPARE(plan.run(5, 0).platform, std::string("single:110"));
        QCOMPARE(plan.run(1, 0).transforms, (std::vector<std::string>{"month:1996-07"}));
        QCOMPARE(plan.group, std::string("advice:log.swf:single:100"));
        // Key parameters one at a time after each policy that has them:
        // SMART's γ and job weight, PSRS's weight; FCFS has none.
        const std::vector<std::string> expected = {"fcfs",
                                                   "easy",
                                                   "conservative",
                                                   "smart-ffia-easy",
                                                   "smart-ffia-easy gamma=4",
                                                   "smart-ffia-easy weight=unit",
                                                   "smart-nfiw-easy",
                                                   "smart-nfiw-easy gamma=4",
                                                   "smart-nfiw-easy weight=unit",
                                                   "psrs-easy",
                                                   "psrs-easy weight=unit",
                                                   "garey-graham"};
        QCOMPARE(plan.candidates, expected);
        QCOMPARE(plan.run(0, 4).policy, std::string("smart-ffia-easy"));
        QCOMPARE(plan.run(0, 4).parameters, (ParameterValues{{"gamma", "4"}}));
        QVERIFY(plan.run(0, 3).parameters.empty());
        // On a grid FCFS with EASY is job sharing, and every machine shrinks
        // or grows by 10 % (m128: 4 x 115 = 460 nodes, 4 x 141).
        AdviceOptions gridOptions;
        gridOptions.tracePath = "/x/log.swf";
        gridOptions.platform = "m128";
        const AdvicePlan grid = AdvicePlan::make(gridOptions, *PlatformCatalog::preset("m128"), months);
        QCOMPARE(grid.candidates.at(grid.baseline), std::string("grid-sharing"));
        QCOMPARE(grid.run(4, 0).platform, std::string("scaled:0.9:m128"));
        QCOMPARE(grid.run(4, 0).transforms, (std::vector<std::string>{"drop-wider:460"}));
        QCOMPARE(grid.run(5, 0).platform, std::string("scaled:1.1:m128"));
        options.baseline = "no-such-policy";
        QVERIFY_THROWS_EXCEPTION(std::exception,
                                 (void)AdvicePlan::make(options, PlatformCatalog::singleMachine(100), months));
    }
};

QTEST_APPLESS_MAIN(AdviceAnalysisTest)
#include "AdviceAnalysisTest.moc"
