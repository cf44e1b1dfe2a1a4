// Experiment 4.2 of Vanderster (2008) as a study preset: its runs (every
// scheme at every arrival scaling and window of the SDSC SP2 trace, with the
// transforms that make the thesis's trace tasks), the message without the
// trace, and its tables on hand-made stored runs.

#include "study/UtilityNpaciStudy.h"

#include "engine/SimulationError.h"
#include "experiment/TraceCache.h"
#include "study/StudyTestRuns.h"

#include <QtTest>

using namespace schedlab;
using namespace schedlab::test;

namespace {

const std::string& kSdsc = kSdscSample;

std::vector<std::string> transforms(
    const char* scaling, int window, int tasks = UtilityNpaciStudy::kTasks)
{
    return { "window:random:" + std::to_string(tasks) + ":" + std::to_string(window), "rebase",
        "scale-interarrival:" + std::string(scaling), "options:halve:2",
        "credits:" + std::to_string(window) };
}

} // namespace

class UtilityNpaciStudyTest : public QObject {
    Q_OBJECT

private slots:
    // Full: 5 scalings x 10 windows x 36 schemes; quick: 2 x 1 x 14. Each
    // window is drawn and credited with its own seed, after the window is
    // shifted to start at 0 and before the arrivals are scaled.
    void runsCoverEveryScalingWindowAndScheme()
    {
        TraceCache cache;
        const UtilityNpaciStudy study;
        const std::vector<RunSpec> full = study.runs(npaciStudyOptions(false), cache);
        QCOMPARE(full.size(), std::size_t(5 * 10 * 36));
        QCOMPARE(full.back().transforms, transforms("1", 10));
        QCOMPARE(full.back().platform, std::string("vanderster-medium"));
        QCOMPARE(full.back().tracePath, kSdsc);
        const std::vector<RunSpec> quick = study.runs(npaciStudyOptions(true), cache);
        QCOMPARE(quick.size(), std::size_t(2 * 14));
        QCOMPARE(quick.front().transforms, transforms("0", 1, UtilityNpaciStudy::kQuickTasks));
        QVERIFY2(quick.front().name.find("FCFS · k 0 · window 1") != std::string::npos,
            quick.front().name.c_str());
    }

    void withoutTheTraceItSaysWhatIsMissing()
    {
        TraceCache cache;
        try {
            (void)UtilityNpaciStudy().runs(studyOptions(true), cache);
            QFAIL("expected a ConfigurationError");
        } catch (const ConfigurationError& error) {
            QVERIFY2(
                std::string(error.what()).find("SDSC-SP2-1998-4.2-cln.swf.gz") != std::string::npos,
                error.what());
        }
    }

    // Two windows of UM P2 at k = 0.5 average into one row; a run without
    // credits (not this study's) is left out.
    void tablesAverageOverWindows()
    {
        const auto um = [](int window, double makespan) {
            return RunShape { "utility", { { "utility", "p2" }, { "period", "6" } },
                transforms("0.5", window), "vanderster-medium",
                { { "makespan", makespan }, { "art", 3600 }, { "meanWait", 1800 },
                    { "valueDelayCorrelation", -0.5 }, { "valueSpeedupCorrelation", 0.1 } },
                kSdsc };
        };
        const std::vector<StoredRun> runs = {
            studyRun(1, um(1, 36000)),
            studyRun(2, um(2, 72000)),
            studyRun(3,
                RunShape { "cluster-fcfs", {}, { "scale-interarrival:0.5" }, "vanderster-medium",
                    { { "makespan", 3600 } }, kSdsc }),
        };
        const std::vector<StudyTable> tables = UtilityNpaciStudy().tables(runs);
        QCOMPARE(tables.size(), std::size_t(5));
        QCOMPARE(tables[3].title, std::string("Experiment 4.2, arrivals scaled by k = 0.5"));
        QCOMPARE(tables[3].table.rowCount(), std::size_t(36));
        QCOMPARE(tables[3].table.rows()[7],
            (std::vector<std::string> { "UM P2, 6 h", "15.0", "5.0", "1.0", "0.0", "0.5", "0.0",
                "-0.500", "0.000", "0.100", "0.000", "2" }));
        QCOMPARE(tables[3].table.rows()[0],
            (std::vector<std::string> { "FCFS", "", "", "", "", "", "", "", "", "", "", "" }));
    }
};

QTEST_APPLESS_MAIN(UtilityNpaciStudyTest)
#include "UtilityNpaciStudyTest.moc"
