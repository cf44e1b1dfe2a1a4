// Experiment 5.2 of Vanderster (2008) as a study preset: its runs (the 16
// rows of the Plackett-Burman design on each NPACI window, every task at 0)
// and its tables from runs as the store keeps them (complete parameters).

#include "study/UtilityPbStudy.h"

#include "experiment/TraceCache.h"
#include "study/NpaciWindow.h"
#include "study/PlackettBurmanDesign.h"
#include "study/StudyTestRuns.h"
#include "study/UtilityNpaciStudy.h"

#include <QtTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

using Design = PlackettBurmanDesign;
constexpr double kHour = 3600;

// The parameters of a design row: 0.8 / 0.2 weights, shapes 10 / 1, the
// period 3400 s (+) or 3800 s (-) in hours.
ParameterValues rowParameters(int row)
{
    const auto level = [row](int factor, const char* high, const char* low) {
        return std::string(Design::rows()[row][factor] > 0 ? high : low);
    };
    return {{"utility", "pb"},
            {"period", level(0, "0.9444444444", "1.0555555556")},
            {"pb-w-v", level(1, "0.8", "0.2")},
            {"pb-w-ert", level(2, "0.8", "0.2")},
            {"pb-w-ntct", level(3, "0.8", "0.2")},
            {"pb-k-v", level(4, "10", "1")},
            {"pb-k-ert", level(5, "10", "1")},
            {"pb-k-ntct", level(6, "10", "1")}};
}

RunShape pbRun(int row, int window, double makespanHours)
{
    return {"utility", rowParameters(row), NpaciWindow::transforms(5000, window, "0"), "vanderster-medium",
            {{"makespan", makespanHours * kHour}, {"meanWait", kHour}, {"valueDelayCorrelation", -0.5}},
            kSdscSample};
}

}  // namespace

class UtilityPbStudyTest : public QObject {
    Q_OBJECT

private slots:
    // Full: 16 rows x 10 windows; quick: the 16 rows on one window of 300
    // tasks, row 1 first.
    void runsAreTheDesignOnEachWindow()
    {
        TraceCache cache;
        const UtilityPbStudy study;
        QCOMPARE(study.runs(npaciStudyOptions(false), cache).size(), std::size_t(16 * 10));
        const std::vector<RunSpec> quick = study.runs(npaciStudyOptions(true), cache);
        QCOMPARE(quick.size(), std::size_t(16));
        QCOMPARE(quick.front().transforms, NpaciWindow::transforms(UtilityNpaciStudy::kQuickTasks, 1, "0"));
        QCOMPARE(quick.front().parameters, rowParameters(0));
        QCOMPARE(quick.front().parameters.at("period"), std::string("0.9444444444"));
        QCOMPARE(quick[7].parameters, rowParameters(7));
        QCOMPARE(quick[7].parameters.at("pb-k-v"), std::string("1"));
        QCOMPARE(quick.back().platform, std::string("vanderster-medium"));
    }

    // Window 1 complete with completion 100 + 10 s_tau h: tau's effect 160 h
    // and rank 1, the others 0 and rank 4.5. Window 2 has row 1 only: it
    // counts in the design table's means, not in the effects. A run of
    // another form is left out.
    void tablesFromStoredRuns()
    {
        std::vector<StoredRun> runs;
        for (int row = 0; row < Design::kRows; ++row)
            runs.push_back(studyRun(row + 1, pbRun(row, 1, 100 + 10 * Design::rows()[row][0])));
        runs.push_back(studyRun(17, pbRun(0, 2, 120)));
        RunShape other = pbRun(0, 2, 1);
        other.parameters = {{"utility", "p1"}};
        runs.push_back(studyRun(18, other));

        const std::vector<StudyTable> tables = UtilityPbStudy().tables(runs);
        QCOMPARE(tables.size(), std::size_t(4));
        QCOMPARE(tables[0].title, std::string("Experiment 5.2, the design"));
        QCOMPARE(tables[0].table.rowCount(), std::size_t(16));
        QCOMPARE(tables[0].table.headers()[0], std::string("row: tau w_v w_ERT w_NTCT k_v k_ERT k_NTCT"));
        QCOMPARE(tables[0].table.rows()[0],
                 (std::vector<std::string>{"1: + + + - + - -", "115.0", "1.0", "-0.500", "2"}));
        QCOMPARE(tables[0].table.rows()[7], (std::vector<std::string>{"8: - - - - - - -", "90.0", "1.0", "-0.500", "1"}));

        QCOMPARE(tables[1].title, std::string("Experiment 5.2, effects on the overall completion time"));
        QCOMPARE(tables[1].table.rows()[0], (std::vector<std::string>{"tau s", "160.0", "", "1.0", "1"}));
        QCOMPARE(tables[1].table.rows()[1], (std::vector<std::string>{"w_v", "0.0", "", "4.5", "1"}));
        QCOMPARE(tables[3].table.rows()[6][0], std::string("k_NTCT"));
    }
};

QTEST_APPLESS_MAIN(UtilityPbStudyTest)
#include "UtilityPbStudyTest.moc"
