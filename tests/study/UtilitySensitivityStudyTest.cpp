// Experiment 5.1 of Vanderster (2008) as a study preset: its runs (each
// utility form with each value of its parameter on the NPACI windows, every
// task at 0) and its tables, a row per value, from runs as the store keeps
// them (complete parameters).

#include "study/UtilitySensitivityStudy.h"

#include "experiment/TraceCache.h"
#include "study/NpaciWindow.h"
#include "study/StudyTestRuns.h"
#include "study/UtilityNpaciStudy.h"

#include <QtTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

const std::string& kSdsc = kSdscSample;

} // namespace

class UtilitySensitivityStudyTest : public QObject {
    Q_OBJECT

private slots:
    // Full: (11 w_v + 11 w_n + 9 k) x 10 windows; quick: 3 values of each,
    // one window of 300 tasks, every task at 0.
    void runsSweepOneParameterAtATime()
    {
        TraceCache cache;
        const UtilitySensitivityStudy study;
        QCOMPARE(
            study.runs(npaciStudyOptions(false), cache).size(), std::size_t((11 + 11 + 9) * 10));
        const std::vector<RunSpec> quick = study.runs(npaciStudyOptions(true), cache);
        QCOMPARE(quick.size(), std::size_t(9));
        QCOMPARE(quick.front().transforms,
            NpaciWindow::transforms(UtilityNpaciStudy::kQuickTasks, 1, "0"));
        QCOMPARE(quick.front().parameters,
            (ParameterValues { { "utility", "value-weight" }, { "w-v", "0" } }));
        QCOMPARE(
            quick.back().parameters, (ParameterValues { { "utility", "shape" }, { "k", "100" } }));
        QCOMPARE(quick.back().platform, std::string("vanderster-medium"));
    }

    // Two windows of w_v = 0.5 average into their row of the w_v table;
    // the shape run lands in the k table; a run of another form (P1) and a
    // run with scaled arrivals are left out.
    void tablesHaveARowPerValue()
    {
        const auto run
            = [](const ParameterValues& parameters, const char* scaling, double makespan) {
                  return RunShape { "utility", parameters,
                      NpaciWindow::transforms(5000, 1, scaling), "vanderster-medium",
                      { { "makespan", makespan }, { "art", 7200 }, { "meanWait", 3600 },
                          { "valueDelayCorrelation", -0.5 }, { "valueSpeedupCorrelation", 0.2 } },
                      kSdsc };
              };
        const ParameterValues half = { { "utility", "value-weight" }, { "w-v", "0.5" } };
        const std::vector<StoredRun> runs = {
            studyRun(1, run(half, "0", 36000)),
            studyRun(2, run(half, "0", 72000)),
            studyRun(3, run({ { "utility", "shape" }, { "k", "10" } }, "0", 3600)),
            studyRun(4, run({ { "utility", "p1" } }, "0", 3600)),
            studyRun(5, run(half, "0.5", 3600)),
        };
        const std::vector<StudyTable> tables = UtilitySensitivityStudy().tables(runs);
        QCOMPARE(tables.size(), std::size_t(3));
        QCOMPARE(tables[0].title, std::string("Experiment 5.1, value-weight form, w_v"));
        QCOMPARE(tables[0].table.rowCount(), std::size_t(11));
        QCOMPARE(tables[0].table.headers()[0], std::string("setting"));
        QCOMPARE(tables[0].table.rows()[5],
            (std::vector<std::string> { "w_v = 0.5", "15.0", "5.0", "2.0", "0.0", "1.0", "0.0",
                "-0.500", "0.000", "0.200", "0.000", "2" }));
        QCOMPARE(tables[0].table.rows()[0][1], std::string()); // w_v = 0: not run
        QCOMPARE(tables[2].title, std::string("Experiment 5.1, shape form, k"));
        QCOMPARE(tables[2].table.rows()[5][0], std::string("k = 10"));
        QCOMPARE(tables[2].table.rows()[5][1], std::string("1.0"));
        QCOMPARE(tables[1].table.rows()[1][0], std::string("w_n = 0.1"));
        QCOMPARE(tables[1].table.rows()[1][1], std::string());
    }
};

QTEST_APPLESS_MAIN(UtilitySensitivityStudyTest)
#include "UtilitySensitivityStudyTest.moc"
