// Experiment 4.4 of Vanderster (2008) as a study preset: UM P1 on the random
// workload and on two trace windows of its demand, and its table from runs
// as the store keeps them.

#include "study/UtilityWorkloadsStudy.h"

#include "experiment/TraceCache.h"
#include "run/Trace.h"
#include "study/StudyTestRuns.h"
#include "workload/Workload.h"

#include <QtTest>

#include <cmath>

using namespace schedlab;
using namespace schedlab::test;

class UtilityWorkloadsStudyTest : public QObject {
    Q_OBJECT

private slots:
    // The random workload first, then two windows whose demand is the
    // random workload's processor-hours, rounded.
    void windowsHaveTheRandomWorkloadsDemand()
    {
        TraceCache cache;
        const UtilityWorkloadsStudy study;
        QCOMPARE(study.runs(npaciStudyOptions(false), cache).size(), std::size_t(3));
        const std::vector<RunSpec> quick = study.runs(npaciStudyOptions(true), cache);
        QCOMPARE(quick.size(), std::size_t(3));
        QCOMPARE(quick[0].tracePath, std::string("generate:utility-bimodal:jobs=300,mean-interarrival=0,seed=1"));
        QVERIFY(quick[0].transforms.empty());
        double work = 0;
        const Workload& random = *cache.get(quick[0].tracePath)->workload;
        for (const Job& job : random.jobs)
            work += double(job.nodes) * double(job.runTime);
        const auto hours = std::llround(work / 3600);
        QCOMPARE(quick[1].tracePath, kSdscSample);
        QCOMPARE(quick[1].transforms, (std::vector<std::string>{"window:demand:" + std::to_string(hours) + ":1",
                                                                "rebase", "scale-interarrival:0", "options:halve:2",
                                                                "credits:1"}));
        QCOMPARE(quick[2].transforms.front(), "window:demand:" + std::to_string(hours) + ":2");
        for (const RunSpec& run : quick) {
            QCOMPARE(run.platform, std::string("vanderster-small"));
            QCOMPARE(run.parameters, (ParameterValues{{"utility", "p1"}, {"period", "6"}}));
        }
    }

    // A row per workload; a run of another policy is left out.
    void tableHasARowPerWorkload()
    {
        const auto p1 = [](const std::string& trace, std::vector<std::string> transforms, double makespan) {
            return RunShape{"utility",
                            {{"utility", "p1"}, {"period", "6"}},
                            std::move(transforms),
                            "vanderster-small",
                            {{"makespan", makespan}, {"art", 3600}, {"meanWait", 1800}, {"valueDelayCorrelation", -0.5}},
                            trace};
        };
        const std::vector<StoredRun> runs = {
            studyRun(1, p1("generate:utility-bimodal:jobs=2000,mean-interarrival=0,seed=1", {}, 7200)),
            studyRun(2, p1(kSdscSample, {"window:demand:1000:2", "rebase"}, 36000)),
        };
        const std::vector<StudyTable> tables = UtilityWorkloadsStudy().tables(runs);
        QCOMPARE(tables.size(), std::size_t(1));
        QCOMPARE(tables[0].table.rowCount(), std::size_t(3));
        QCOMPARE(tables[0].table.rows()[0][0], std::string("random (utility-bimodal, seed 1)"));
        QCOMPARE(tables[0].table.rows()[0][1], std::string("2.0"));
        QCOMPARE(tables[0].table.rows()[1][1], std::string());
        QCOMPARE(tables[0].table.rows()[2][0], std::string("NPACI window 2"));
        QCOMPARE(tables[0].table.rows()[2][1], std::string("10.0"));
    }
};

QTEST_APPLESS_MAIN(UtilityWorkloadsStudyTest)
#include "UtilityWorkloadsStudyTest.moc"
