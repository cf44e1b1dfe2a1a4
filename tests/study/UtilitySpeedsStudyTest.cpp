// Experiment 4.5 of Vanderster (2008) as a study preset: its runs (pure UM
// with P1-P5 every 6 h on the homogeneous medium grid and on the same grid
// with rescaled random speeds, one window and speed draw per seed) and its
// tables from runs as the store keeps them.

#include "study/UtilitySpeedsStudy.h"

#include "experiment/TraceCache.h"
#include "study/NpaciWindow.h"
#include "study/StudyTestRuns.h"
#include "study/UtilityNpaciStudy.h"

#include <QtTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

RunShape umP4(const std::string& platform, int seed, double makespan)
{
    return {"utility",
            {{"utility", "p4"}, {"period", "6"}},
            NpaciWindow::transforms(UtilitySpeedsStudy::kTasks, seed, "0"),
            platform,
            {{"makespan", makespan},
             {"art", 7200},
             {"meanWait", 3600},
             {"valueDelayCorrelation", -0.25},
             {"meanSpeedup", 2},
             {"valueSpeedupCorrelation", 0.5}},
            kSdscSample};
}

}  // namespace

class UtilitySpeedsStudyTest : public QObject {
    Q_OBJECT

private slots:
    // 5 schemes x 2 grids x 100 seeds; quick: 2 seeds of 300 tasks. Each
    // seed has its own window and its own speeds.
    void runsPairTheGridsPerSeed()
    {
        TraceCache cache;
        const UtilitySpeedsStudy study;
        QCOMPARE(study.runs(npaciStudyOptions(false), cache).size(), std::size_t(5 * 2 * 100));
        const std::vector<RunSpec> quick = study.runs(npaciStudyOptions(true), cache);
        QCOMPARE(quick.size(), std::size_t(20));
        QCOMPARE(quick[0].platform, std::string("vanderster-medium"));
        QCOMPARE(quick[0].parameters, (ParameterValues{{"utility", "p1"}, {"period", "6"}}));
        QCOMPARE(quick[0].transforms, NpaciWindow::transforms(UtilityNpaciStudy::kQuickTasks, 1, "0"));
        QCOMPARE(quick[5].platform, std::string("vanderster-medium-rescaled-1"));
        QCOMPARE(quick[5].transforms, quick[0].transforms);
        QCOMPARE(quick.back().platform, std::string("vanderster-medium-rescaled-2"));
        QCOMPARE(quick.back().parameters, (ParameterValues{{"utility", "p5"}, {"period", "6"}}));
        QCOMPARE(quick.back().transforms, NpaciWindow::transforms(UtilityNpaciStudy::kQuickTasks, 2, "0"));
    }

    // Runs on the rescaled grids of two seeds average into the second
    // table; the homogeneous run goes to the first; a run on the grid whose
    // speeds are not rescaled (ch. 7's) is left out.
    void tablesPerGrid()
    {
        const std::vector<StoredRun> runs = {
            studyRun(1, umP4("vanderster-medium", 1, 7200)),
            studyRun(2, umP4("vanderster-medium-rescaled-1", 1, 36000)),
            studyRun(3, umP4("vanderster-medium-rescaled-2", 2, 72000)),
            studyRun(4, umP4("vanderster-medium-speeds-2", 2, 3600)),
        };
        const std::vector<StudyTable> tables = UtilitySpeedsStudy().tables(runs);
        QCOMPARE(tables.size(), std::size_t(2));
        QCOMPARE(tables[0].table.rowCount(), std::size_t(5));
        QCOMPARE(tables[0].table.rows()[3], (std::vector<std::string>{"UM P4, 6 h", "2.0", "", "2.0", "", "1.0", "",
                                                                      "-0.250", "", "0.500", "", "1"}));
        QCOMPARE(tables[1].table.rows()[3], (std::vector<std::string>{"UM P4, 6 h", "15.0", "5.0", "2.0", "0.0",
                                                                      "1.0", "0.0", "-0.250", "0.000", "0.500",
                                                                      "0.000", "2"}));
        QCOMPARE(tables[1].table.rows()[0][1], std::string());
    }
};

QTEST_APPLESS_MAIN(UtilitySpeedsStudyTest)
#include "UtilitySpeedsStudyTest.moc"
