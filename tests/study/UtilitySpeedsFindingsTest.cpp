// The quick study utility-speeds (Vanderster 2008, sec. 4.4, experiment 4.5)
// run as a user runs it, each schedule checked by the validator, and the
// thesis's finding that cluster speeds drawn from U(0.5, 1.5) and rescaled
// to the same capacity change little: per scheme and seed, completion time
// and mean startup delay within 10 % and the value-delay correlation within
// 0.05 of the homogeneous grid's (quick study: at most 4 % and 0.004 apart
// in the means; full study docs/studies-utility.md).

#include "QuickStudyRuns.h"
#include "study/StudyTestRuns.h"

#include "study/NpaciWindow.h"
#include "study/UtilitySpeedsStudy.h"
#include "study/UtilityStudyScheme.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace schedlab;

namespace {

// "Little": the thesis gives no bound; these leave room for one seed's
// noise while catching a policy that misreads speeds (a task at 0.5 takes
// twice as long, which moves completion times by far more).
constexpr double kRelativeTolerance = 0.10;
constexpr double kCorrelationTolerance = 0.05;

}  // namespace

class UtilitySpeedsFindingsTest : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::runQuickStudy(m_study, m_runs, test::npaciStudyOptions(true));
        QCOMPARE(m_runs.size(), std::size_t(20));
    }

    void rescaledSpeedsChangeLittle()
    {
        int pairs = 0;
        for (const StoredRun& homogeneous : m_runs) {
            if (homogeneous.description.platformName != "vanderster-medium")
                continue;
            const StoredRun* other = heterogeneousTwin(homogeneous);
            QVERIFY(other != nullptr);
            QVERIFY(other->description.platformName.starts_with("vanderster-medium-rescaled-"));
            const std::string what = homogeneous.name;
            for (const char* key : {"makespan", "meanWait"}) {
                const double a = homogeneous.metric(key);
                const double b = other->metric(key);
                QVERIFY2(std::abs(a - b) <= kRelativeTolerance * a, (what + ": " + key).c_str());
            }
            QVERIFY2(std::abs(homogeneous.metric("valueDelayCorrelation") - other->metric("valueDelayCorrelation")) <=
                         kCorrelationTolerance,
                     what.c_str());
            ++pairs;
        }
        QCOMPARE(pairs, 10);
    }

private:
    // The run of the same scheme on the same window with rescaled speeds.
    const StoredRun* heterogeneousTwin(const StoredRun& run) const
    {
        for (const StoredRun& other : m_runs) {
            if (&other != &run && other.description.platformName != run.description.platformName &&
                NpaciWindow::windowOf(other.description) == NpaciWindow::windowOf(run.description) &&
                UtilityStudyScheme::labelOf(other.description) == UtilityStudyScheme::labelOf(run.description))
                return &other;
        }
        return nullptr;
    }

    UtilitySpeedsStudy m_study;
    std::vector<StoredRun> m_runs;
};

QTEST_GUILESS_MAIN(UtilitySpeedsFindingsTest)
#include "UtilitySpeedsFindingsTest.moc"
