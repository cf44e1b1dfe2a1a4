// Experiment 7 of Vanderster (2008), ch. 7, as a study preset: its runs
// (four schemes per task count and seed, each on its seed's workload,
// options, grid speeds and faults) and its tables on hand-made stored runs.

#include "experiment/TraceCache.h"
#include "study/StudyTestRuns.h"
#include "study/UtilityFtStudy.h"

#include <QtTest>

#include <cmath>
#include <set>

using namespace schedlab;
using namespace schedlab::test;

namespace {

RunShape shape(const std::string& policy, const ParameterValues& parameters, int n, int seed,
               std::vector<std::pair<std::string, double>> metrics)
{
    const std::string s = std::to_string(seed);
    return RunShape{policy, parameters, {"ft-options:4:" + s}, "vanderster-medium-speeds-" + s, std::move(metrics),
                    "generate:utility-values:jobs=" + std::to_string(n) + ",seed=" + s};
}

}  // namespace

class UtilityFtStudyTest : public QObject {
    Q_OBJECT

private slots:
    // Full: 7 task counts x 100 seeds x 4 schemes; quick: n = 20 and 160 x
    // 3 seeds x 4. Each run has its seed's options, grid and fault seed;
    // the utility runs are non-preemptive with a period of 100 s.
    void runsUseTheSeedEverywhere()
    {
        TraceCache cache;
        const UtilityFtStudy study;
        QCOMPARE(study.runs(studyOptions(false), cache).size(), std::size_t(7 * 100 * 4));
        const std::vector<RunSpec> quick = study.runs(studyOptions(true), cache);
        QCOMPARE(quick.size(), std::size_t(2 * 3 * 4));
        std::set<std::string> policies;
        for (const RunSpec& run : quick) {
            const std::string s = std::to_string(run.seed);
            QVERIFY(run.seed >= 1 && run.seed <= 3);
            QVERIFY2(run.tracePath.ends_with(",seed=" + s), run.tracePath.c_str());
            QCOMPARE(run.transforms, std::vector<std::string>{"ft-options:4:" + s});
            QCOMPARE(run.platform, "vanderster-medium-speeds-" + s);
            if (run.policy == "ft-fcfs") {
                QCOMPARE(run.parameters.at("seed"), s);
            } else {
                QCOMPARE(run.policy, std::string("utility"));
                QCOMPARE(run.parameters.at("preempt"), std::string("false"));
                QCOMPARE(std::llround(std::stod(run.parameters.at("period")) * 3600), 100LL);
                policies.insert(run.parameters.at("utility"));
            }
        }
        QCOMPARE(policies, (std::set<std::string>{"ft-value", "ft-value-cost", "ft-value-ert"}));
    }

    // Two seeds of Value at n = 160 (8 and 24 of 160 faulted: 10.0 %; 0 and
    // 16 failed: 5.0 %; profit 90 and 80 %; r -0.6 and -0.8; 40 / 80 and
    // 120 / 40 retry / replica: 12.5, 50.0 and 37.5 %) and FCFS at n = 20
    // with one seed.
    void tablesAverageOverSeeds()
    {
        const ParameterValues value = {{"utility", "ft-value"}, {"period", "0.0277777777777778"}, {"preempt", "false"}};
        const std::vector<StoredRun> runs = {
            studyRun(1, shape("utility", value, 160, 1,
                              {{"faultedJobs", 8}, {"failedJobs", 0}, {"profitShare", 90}, {"valueDelayCorrelation", -0.6},
                               {"retryJobs", 40}, {"replicaJobs", 80}})),
            studyRun(2, shape("utility", value, 160, 2,
                              {{"faultedJobs", 24}, {"failedJobs", 16}, {"profitShare", 80},
                               {"valueDelayCorrelation", -0.8}, {"retryJobs", 120}, {"replicaJobs", 40}})),
            studyRun(3, shape("ft-fcfs", {{"seed", "1"}}, 20, 1,
                              {{"faultedJobs", 2}, {"failedJobs", 1}, {"profitShare", 95}, {"valueDelayCorrelation", 0.01},
                               {"retryJobs", 7}, {"replicaJobs", 6}})),
        };
        const std::vector<StudyTable> tables = UtilityFtStudy().tables(runs);
        QCOMPARE(tables.size(), std::size_t(5));
        QCOMPARE(tables[0].title, std::string("Experiment 7, tasks faulted %"));
        QCOMPARE(tables[0].table.headers(),
                 (std::vector<std::string>{"scheme", "n=10", "n=10 SE", "n=20", "n=20 SE", "n=40", "n=40 SE", "n=80",
                                           "n=80 SE", "n=160", "n=160 SE", "n=320", "n=320 SE", "n=640", "n=640 SE"}));
        // Standard errors: sample standard deviation / sqrt(2), e.g. faulted
        // 5 and 15 % give 10.0 +- 5.0; one seed has none.
        QCOMPARE(tables[0].table.rows()[1], (std::vector<std::string>{"Value", "", "", "", "", "", "", "", "", "10.0",
                                                                      "5.0", "", "", "", ""}));
        QCOMPARE(tables[0].table.rows()[0], (std::vector<std::string>{"FCFS", "", "", "10.0", "", "", "", "", "", "",
                                                                      "", "", "", "", ""}));
        QCOMPARE(tables[1].table.rows()[1][9], std::string("5.0"));
        QCOMPARE(tables[1].table.rows()[1][10], std::string("5.0"));
        QCOMPARE(tables[1].table.rows()[0][3], std::string("5.0"));
        QCOMPARE(tables[2].table.rows()[1][9], std::string("85.0"));
        QCOMPARE(tables[2].table.rows()[1][10], std::string("5.0"));
        QCOMPARE(tables[3].table.rows()[1][9], std::string("-0.700"));
        QCOMPARE(tables[3].table.rows()[1][10], std::string("0.100"));
        QCOMPARE(tables[3].table.rows()[0][3], std::string("0.010"));
        QCOMPARE(tables[4].title, std::string("Experiment 7, technique mix at n = 160"));
        QCOMPARE(tables[4].table.rows()[1],
                 (std::vector<std::string>{"Value", "12.5", "12.5", "50.0", "25.0", "37.5", "12.5", "2"}));
        QCOMPARE(tables[4].table.rows()[0], (std::vector<std::string>{"FCFS", "", "", "", "", "", "", ""}));
        QCOMPARE(tables[4].table.rows()[3][0], std::string("Value/ERT"));
    }
};

QTEST_APPLESS_MAIN(UtilityFtStudyTest)
#include "UtilityFtStudyTest.moc"
