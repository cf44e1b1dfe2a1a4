// The finding of Vanderster (2008), sec. 5.2, on experiment 5.2 (the
// Plackett-Burman screening, utility-pb): "the period tau ranks first for
// the overall completion time". It holds in the full study (mean rank 1.1
// over 10 windows, docs/studies-utility.md) but not on the quick study's 300 tasks,
// so this test runs the 16 design runs of one whole window (5000 tasks,
// each schedule checked by the validator) and is left out of CI with the
// other whole studies.

#include "study/StudyTestRuns.h"

#include "experiment/ExperimentRunner.h"
#include "experiment/TraceCache.h"
#include "study/UtilityPbStudy.h"

#include <QTest>

#include <vector>

using namespace schedlab;

class UtilityPbFindingsTest : public QObject {
    Q_OBJECT

private slots:
    // Window 1: tau's effect -71.0 h, the next k_ERT's -29.9 h.
    void periodRanksFirstForCompletionTime()
    {
        const UtilityPbStudy study;
        TraceCache cache;
        ExperimentOptions validating;
        validating.validate = true;
        const ExperimentRunner runner(cache, validating);
        std::vector<StoredRun> runs;
        for (const RunSpec& spec : study.runs(test::npaciStudyOptions(false), cache)) {
            if (!spec.name.ends_with(" · window 1"))
                continue;
            RunOutcome outcome = runner.run(spec);
            QVERIFY2(outcome.status == RunOutcome::Status::Completed, (spec.name + ": " + outcome.error).c_str());
            runs.push_back(std::move(outcome.run));
        }
        QCOMPARE(runs.size(), std::size_t(16));
        const std::vector<StudyTable> tables = study.tables(runs);
        const CsvTable& completion = tables.at(1).table;
        QCOMPARE(completion.rows()[0][0], std::string("tau s"));
        QCOMPARE(completion.rows()[0][3], std::string("1.0"));
    }
};

QTEST_GUILESS_MAIN(UtilityPbFindingsTest)
#include "UtilityPbFindingsTest.moc"
