// Experiment 4.1 of Vanderster (2008) as a study preset: its runs (every
// scheme at every inter-arrival time and seed, each finding its own row
// again from what it simulates) and its tables on hand-made stored runs.

#include "experiment/TraceCache.h"
#include "study/StudyTestRuns.h"
#include "study/UtilityRandomStudy.h"
#include "study/UtilityStudyScheme.h"

#include <QtTest>

#include <set>

using namespace schedlab;
using namespace schedlab::test;

namespace {

std::string trace(const char* lambda, int seed)
{
    return "generate:utility-bimodal:jobs=2000,mean-interarrival=" + std::string(lambda) +
           ",seed=" + std::to_string(seed);
}

}  // namespace

class UtilityRandomStudyTest : public QObject {
    Q_OBJECT

private slots:
    // Full: 5 inter-arrival times x 10 seeds x (3 baselines + 3 periods x
    // Gang, UM, UM+BF x P1-P5); quick: 2 x 1 x (3 + 1 + 10). Every run's row label
    // comes back from its complete description.
    void runsCoverEverySchemeAndFindTheirRow()
    {
        TraceCache cache;
        const UtilityRandomStudy study;
        QCOMPARE(study.runs(studyOptions(false), cache).size(), std::size_t(5 * 10 * 36));
        const std::vector<RunSpec> quick = study.runs(studyOptions(true), cache);
        QCOMPARE(quick.size(), std::size_t(2 * 14));
        std::set<std::string> labels;
        const PolicyRegistry registry;
        for (const RunSpec& run : quick) {
            RunDescription d;
            d.policy = run.policy;
            d.parameters = registry.completeParameters(run.policy, run.parameters);
            const auto label = UtilityStudyScheme::labelOf(d);
            QVERIFY(label.has_value());
            QVERIFY2(run.name.find(*label) != std::string::npos, run.name.c_str());
            labels.insert(*label);
        }
        QCOMPARE(labels.size(), std::size_t(14));
        QVERIFY(labels.contains("UM+BF P3, 6 h"));
        QVERIFY(labels.contains("m-m"));
        QVERIFY(labels.contains("Gang, 6 h"));
    }

    // Two seeds of UM+BF P1 at 0 h (completion 1 and 2 h, response 0.5 and
    // 1.5 h, r -0.2 and -0.4, value-speedup r 0.2 and 0.3) average to 1.5,
    // 1.0, -0.300 and 0.250; FCFS at 1.6 h, stored without a value-speedup r,
    // has one seed and a table of its own.
    void tablesAverageOverSeeds()
    {
        const auto umbf = [](int seed, double makespan, double art, double r) {
            return RunShape{"utility",
                            {{"utility", "p1"}, {"period", "6"}, {"backfill", "true"}},
                            {},
                            "vanderster-small",
                            {{"makespan", makespan}, {"art", art}, {"meanWait", art / 2}, {"valueDelayCorrelation", r},
                             {"valueSpeedupCorrelation", -r / 2 + 0.1}},
                            trace("0", seed)};
        };
        const std::vector<StoredRun> runs = {
            studyRun(1, umbf(1, 3600, 1800, -0.2)),
            studyRun(2, umbf(2, 7200, 5400, -0.4)),
            studyRun(3, RunShape{"cluster-fcfs", {}, {}, "vanderster-small",
                                 {{"makespan", 36000}, {"art", 3600}, {"meanWait", 0}, {"valueDelayCorrelation", 0.01}},
                                 trace("1.6", 1)}),
        };
        const std::vector<StudyTable> tables = UtilityRandomStudy().tables(runs);
        QCOMPARE(tables.size(), std::size_t(5));  // every inter-arrival time, run or not
        QCOMPARE(tables[0].title, std::string("Experiment 4.1, mean inter-arrival 0 h"));
        QCOMPARE(tables[0].table.rowCount(), std::size_t(36));
        // Rows: FCFS, BF, m-m, Gang (6, 9, 30 h), UM P1-P5 (6 h), UM+BF P1-P5
        // (6 h), ...
        // Each mean followed by its standard error (sample standard
        // deviation / sqrt(seeds)): completion 1 and 2 h give 1.5 +- 0.5.
        QCOMPARE(tables[0].table.headers(),
                 (std::vector<std::string>{"scheme", "completion h", "completion SE", "response h", "response SE",
                                           "startup delay h", "startup delay SE", "value-delay r", "value-delay r SE",
                                           "value-speedup r", "value-speedup r SE", "seeds"}));
        QCOMPARE(tables[0].table.rows()[11], (std::vector<std::string>{"UM+BF P1, 6 h", "1.5", "0.5", "1.0", "0.5",
                                                                      "0.5", "0.2", "-0.300", "0.100", "0.250",
                                                                      "0.050", "2"}));
        QCOMPARE(tables[0].table.rows()[0],
                 (std::vector<std::string>{"FCFS", "", "", "", "", "", "", "", "", "", "", ""}));
        QCOMPARE(tables[2].title, std::string("Experiment 4.1, mean inter-arrival 1.6 h"));
        // One seed: no standard error.
        QCOMPARE(tables[2].table.rows()[0],
                 (std::vector<std::string>{"FCFS", "10.0", "", "1.0", "", "0.0", "", "0.010", "", "", "", "1"}));
    }
};

QTEST_APPLESS_MAIN(UtilityRandomStudyTest)
#include "UtilityRandomStudyTest.moc"
