// Experiment 4.3 of Vanderster (2008) as a study preset: its runs (UM and
// UM+BF with P1-P5 every 6 h on the small and the large grid, NPACI windows
// with every task at 0) and its tables from runs as the store keeps them.

#include "study/UtilityGridsStudy.h"

#include "experiment/TraceCache.h"
#include "study/NpaciWindow.h"
#include "study/StudyTestRuns.h"
#include "study/UtilityNpaciStudy.h"

#include <QtTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

RunShape umP1(const std::string& platform, int window, double makespan, double meanSpeedup)
{
    return {"utility",
            {{"utility", "p1"}, {"period", "6"}},
            NpaciWindow::transforms(5000, window, "0"),
            platform,
            {{"makespan", makespan},
             {"art", 7200},
             {"meanWait", 3600},
             {"valueDelayCorrelation", -0.5},
             {"meanSpeedup", meanSpeedup},
             {"valueSpeedupCorrelation", meanSpeedup == 0 ? 0 : 0.25}},
            kSdscSample};
}

}  // namespace

class UtilityGridsStudyTest : public QObject {
    Q_OBJECT

private slots:
    // 10 UM schemes x 2 grids x 10 windows; quick: one window of 300 tasks.
    void runsAreTheUmSchemesOnBothGrids()
    {
        TraceCache cache;
        const UtilityGridsStudy study;
        QCOMPARE(study.runs(npaciStudyOptions(false), cache).size(), std::size_t(10 * 2 * 10));
        const std::vector<RunSpec> quick = study.runs(npaciStudyOptions(true), cache);
        QCOMPARE(quick.size(), std::size_t(20));
        QCOMPARE(quick.front().platform, std::string("vanderster-small"));
        QCOMPARE(quick.front().policy, std::string("utility"));
        QCOMPARE(quick.front().parameters, (ParameterValues{{"utility", "p1"}, {"period", "6"}}));
        QCOMPARE(quick.front().transforms, NpaciWindow::transforms(UtilityNpaciStudy::kQuickTasks, 1, "0"));
        QCOMPARE(quick.back().platform, std::string("vanderster-large"));
        QCOMPARE(quick.back().parameters,
                 (ParameterValues{{"utility", "p5"}, {"period", "6"}, {"backfill", "true"}}));
    }

    // A run per grid lands in its grid's table. On the small grid FCFS could
    // not run the workload (mean speedup 0), so its speedup cell is empty,
    // not 0.
    void tablesPerGrid()
    {
        const std::vector<StoredRun> runs = {
            studyRun(1, umP1("vanderster-small", 1, 36000, 0)),
            studyRun(2, umP1("vanderster-large", 1, 7200, 1.5)),
        };
        const std::vector<StudyTable> tables = UtilityGridsStudy().tables(runs);
        QCOMPARE(tables.size(), std::size_t(2));
        QVERIFY(tables[0].title.find("small grid") != std::string::npos);
        QCOMPARE(tables[0].table.rowCount(), std::size_t(10));
        QCOMPARE(tables[0].table.rows()[0], (std::vector<std::string>{"UM P1, 6 h", "10.0", "", "2.0", "", "1.0",
                                                                      "", "-0.500", "", "", "", "1"}));
        QCOMPARE(tables[1].table.rows()[0], (std::vector<std::string>{"UM P1, 6 h", "2.0", "", "2.0", "", "1.0",
                                                                      "", "-0.500", "", "0.250", "", "1"}));
        QCOMPARE(tables[1].table.rows()[5][0], std::string("UM+BF P1, 6 h"));
        QCOMPARE(tables[1].table.rows()[5][1], std::string());
    }
};

QTEST_APPLESS_MAIN(UtilityGridsStudyTest)
#include "UtilityGridsStudyTest.moc"
