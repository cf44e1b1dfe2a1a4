// The quick study utility-grids (Vanderster 2008, sec. 4.4, experiment 4.3)
// run as a user runs it, each schedule checked by the validator, and what
// holds of the thesis's findings on the small and the large grid: P1 gives
// the strongest value-delay correlation of the five utilities on both
// grids, and backfilling between cycles (UM+BF) completes sooner than pure
// UM. That the correlation is "close to -1" does not hold (about -0.3, one
// band of delays per width as in experiment 4.1; docs/studies-utility.md).

#include "QuickStudyRuns.h"
#include "study/StudyTestRuns.h"

#include "study/UtilityGridsStudy.h"
#include "study/UtilityStudyScheme.h"

#include <QTest>

#include <vector>

using namespace schedlab;

namespace {

const std::vector<std::string> kGrids = {"vanderster-small", "vanderster-large"};

}  // namespace

class UtilityGridsFindingsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::runQuickStudy(m_study, m_runs, test::npaciStudyOptions(true));
        QCOMPARE(m_runs.size(), std::size_t(20));
    }

    // Quick study: P1 -0.318 (small) and -0.343 (large) against at most
    // -0.234 and -0.268 for P2-P5 (full study: -0.276 and -0.305 against
    // -0.128 and -0.138 at most).
    void p1HasTheStrongestValueEffectOnBothGrids()
    {
        for (const std::string& grid : kGrids) {
            const double p1 = metric(grid, "UM P1, 6 h", "valueDelayCorrelation");
            for (const char* other : {"UM P2, 6 h", "UM P3, 6 h", "UM P4, 6 h", "UM P5, 6 h"})
                QVERIFY2(p1 < metric(grid, other, "valueDelayCorrelation"), (grid + ": " + other).c_str());
        }
    }

    // Quick study, small grid: 358.6 h against 455.2 h for P1 (full study:
    // 3,498 h against 5,400 h; large grid 433 h against 714 h).
    void backfillingCompletesSooner()
    {
        for (const std::string& grid : kGrids) {
            for (const char* form : {"P1", "P2", "P3", "P4", "P5"}) {
                const std::string um = std::string("UM ") + form + ", 6 h";
                const std::string bf = std::string("UM+BF ") + form + ", 6 h";
                QVERIFY2(metric(grid, bf, "makespan") < metric(grid, um, "makespan"), (grid + ": " + form).c_str());
            }
        }
    }

private:
    double metric(const std::string& grid, const std::string& scheme, const std::string& key) const
    {
        for (const StoredRun& run : m_runs) {
            if (run.description.platformName == grid && UtilityStudyScheme::labelOf(run.description) == scheme)
                return run.metric(key);
        }
        qFatal("no run of %s on %s", scheme.c_str(), grid.c_str());
    }

    UtilityGridsStudy m_study;
    std::vector<StoredRun> m_runs;
};

QTEST_GUILESS_MAIN(UtilityGridsFindingsTest)
#include "UtilityGridsFindingsTest.moc"
